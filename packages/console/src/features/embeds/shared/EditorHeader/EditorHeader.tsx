import { Button, StickyEditorHeader } from '@showroom/ui';
import type { ReactNode } from 'react';

type HeaderButton = {
  disabled: boolean;
  /** Why the button is off (its tooltip), when it is. */
  disabledReason?: string | undefined;
  loading?: boolean;
};

export type EditorHeaderProps = {
  title: string;
  onTitleChange: (value: string) => void;
  titleLabel: string;
  titlePlaceholder: string;
  titleError?: string | undefined;
  ownerName: string;
  /**
   * The owner's id (salesrep_id): the avatar's colour, as the rep's avatar has on every other
   * screen (issue 29 B.10). Without it, the name's.
   */
  ownerId?: string;
  date: Date;
  /** Save (the form's submit, and Enter in a text field when `saveOnEnter`). */
  onSave: () => void;
  /** Enter in a text field asks to save even while Save is off (the widget editors). */
  saveOnEnter?: boolean;
  /** Shown before the buttons (the page editor's unsaved note). */
  status?: ReactNode;
  /** The item is live: Publish becomes the disabled 'Published'. */
  live: boolean;
  labels: { preview: string; publish: string; published: string; save: string };
  preview: HeaderButton & { onClick: () => void };
  publish: HeaderButton & { onClick: () => void };
  save: HeaderButton;
};

/**
 * The header an embed or page editor shares (spec 2 §2 editors, spec 3 §2.10 common header): the
 * sticky header with the editable title, owner and date, then Preview, Publish (or the disabled
 * 'Published' once live) and Save, in a form whose submit is Save. Pure: the screen decides each
 * button's state from its machine.
 */
export function EditorHeader({
  title,
  onTitleChange,
  titleLabel,
  titlePlaceholder,
  titleError,
  ownerName,
  ownerId,
  date,
  onSave,
  saveOnEnter = false,
  status,
  live,
  labels,
  preview,
  publish,
  save,
}: EditorHeaderProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      onKeyDown={
        saveOnEnter
          ? (event) => {
              if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
                event.preventDefault();
                onSave();
              }
            }
          : undefined
      }
    >
      <StickyEditorHeader
        title={title}
        onTitleChange={onTitleChange}
        titleLabel={titleLabel}
        titlePlaceholder={titlePlaceholder}
        titleError={titleError}
        owner={{ name: ownerName, id: ownerId }}
        date={date}
        actions={
          <>
            {status}
            <Button
              type="button"
              disabled={preview.disabled}
              disabledReason={preview.disabledReason}
              loading={preview.loading}
              onClick={preview.onClick}
            >
              {labels.preview}
            </Button>
            <Button
              type="button"
              disabled={live || publish.disabled}
              disabledReason={live ? undefined : publish.disabledReason}
              onClick={publish.onClick}
            >
              {live ? labels.published : labels.publish}
            </Button>
            <Button
              type="submit"
              variant="primary"
              disabled={save.disabled}
              disabledReason={save.disabledReason}
              loading={save.loading}
            >
              {labels.save}
            </Button>
          </>
        }
      />
    </form>
  );
}
