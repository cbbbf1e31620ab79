import { ComboBox } from '@showroom/ui';
import { sharedLabels } from '../../messages.ts';

/** What a demo select needs of a demo (spec 2 §3 Demo option); a whole Recording fits. */
export type DemoOption = { id: string; title: string; type?: string; thumbnail?: string };

export type DemoSelectProps = {
  demos: readonly DemoOption[];
  /** The chosen demo's id, or '' while none is chosen. */
  value: string;
  onChange: (id: string) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
};

/**
 * The company's demos to choose from (spec 2 §7: up to 1000, newest first as the page gives
 * them): a searchable list that draws only the rows in view, so a thousand demos open at once.
 * Clearing the text leaves the choice as it was; the editor's rules say when one is missing.
 */
export function DemoSelect({
  demos,
  value,
  onChange,
  label = sharedLabels.demo,
  error,
  disabled,
}: DemoSelectProps) {
  return (
    <ComboBox
      label={label}
      items={demos.map((demo) => ({ id: demo.id, label: demo.title }))}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(id) => {
        if (id !== null && id !== value) onChange(id);
      }}
      placeholder={sharedLabels.chooseDemo}
      emptyMessage={sharedLabels.noDemoMatches}
      error={error}
      disabled={disabled}
    />
  );
}
