import * as React from 'react';
import { fontStack, isProspectFont, loadFont, prospectFonts } from '../../theme/fontsProspect.ts';
import { Select, type SelectProps } from '../Select/index.ts';

export type FontSelectProps = Omit<SelectProps, 'options' | 'renderOption' | 'label'> & {
  /** Defaults to 'Font'. */
  label?: string;
};

const options = prospectFonts.map((name) => ({ value: name, label: name }));

/**
 * The prospect font picker (spec 1 settings): the 21 self-hosted fonts, each option drawn in its
 * own font. Fonts load only when needed: the chosen one at once, the rest when the list opens.
 */
export function FontSelect({
  label = 'Font',
  placeholder = 'Select a font',
  onOpenChange,
  ...props
}: FontSelectProps) {
  const chosen = props.value ?? props.defaultValue;
  React.useEffect(() => {
    if (chosen && isProspectFont(chosen)) loadFont(chosen).catch(() => {});
  }, [chosen]);

  return (
    <Select
      {...props}
      label={label}
      placeholder={placeholder}
      options={options}
      onOpenChange={(open) => {
        if (open) for (const name of prospectFonts) loadFont(name).catch(() => {});
        onOpenChange?.(open);
      }}
      // The font is the option's content, not its styling: each preview is drawn in its own face.
      renderOption={(option) => (
        <span style={{ fontFamily: isProspectFont(option.value) ? fontStack(option.value) : undefined }}>
          {option.label}
        </span>
      )}
    />
  );
}
