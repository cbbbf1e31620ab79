import { Checkbox as RadixCheckbox, VisuallyHidden } from 'radix-ui';
import type * as React from 'react';
import styled from 'styled-components';
import { ChoiceLabel, choiceIndicator, useChoiceIds } from '../Field/ChoiceLabel.tsx';
import { CheckMark, DashMark } from '../IconButton/marks.tsx';

export type CheckboxProps = Omit<React.ComponentPropsWithoutRef<typeof RadixCheckbox.Root>, 'children'> & {
  ref?: React.Ref<HTMLButtonElement>;
  /** Visible label; also the checkbox's accessible name. */
  label: string;
  /** A second line under the label, linked as the description. */
  description?: string;
  /** Hide the label visually (a table's select-all or row checkbox); it still names the box. */
  hideLabel?: boolean;
};

const Row = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: var(--space-2);

  &[data-disabled] { cursor: not-allowed; }
`;

const Box = styled(RadixCheckbox.Root)`
  ${choiceIndicator}
  border-radius: 4px;
  color: var(--color-accent-contrast);
  transition-property: background-color, border-color;
  transition-duration: var(--motion-fast);
  transition-timing-function: var(--motion-ease-out);

  &[data-state='checked'],
  &[data-state='indeterminate'] { background: var(--color-accent); border-color: var(--color-accent); }
  &[data-state='checked']:hover:not([data-disabled]),
  &[data-state='indeterminate']:hover:not([data-disabled]) { background: var(--color-accent-hover); border-color: var(--color-accent-hover); }
  & svg { width: 12px; height: 12px; }
`;

/**
 * A labelled checkbox (radix Checkbox): `checked` may be true, false or 'indeterminate'
 * (a select-all with some rows chosen). Controlled or uncontrolled like radix.
 */
export function Checkbox({
  label,
  description,
  hideLabel = false,
  id: idProp,
  className,
  style,
  disabled,
  ref,
  ...props
}: CheckboxProps) {
  const { id, descriptionId } = useChoiceIds(idProp, 'checkbox', description);
  return (
    <Row className={className} style={style} data-disabled={disabled ? '' : undefined}>
      <Box ref={ref} id={id} disabled={disabled} aria-describedby={descriptionId} {...props}>
        <RadixCheckbox.Indicator>
          {props.checked === 'indeterminate' ? <DashMark /> : <CheckMark />}
        </RadixCheckbox.Indicator>
      </Box>
      {hideLabel ? (
        <VisuallyHidden.Root>
          <label htmlFor={id}>{label}</label>
        </VisuallyHidden.Root>
      ) : (
        <ChoiceLabel
          htmlFor={id}
          label={label}
          description={description}
          descriptionId={descriptionId}
          disabled={disabled}
        />
      )}
    </Row>
  );
}
