import { VisuallyHidden } from 'radix-ui';
import type * as React from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChoiceLabel, choiceIndicator, useChoiceIds } from '../Field/ChoiceLabel.tsx';
import { CheckMark, DashMark } from '../IconButton/marks.tsx';

type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = Omit<
  React.ComponentPropsWithoutRef<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
> & {
  ref?: React.Ref<HTMLInputElement>;
  /** Visible label; also the checkbox's accessible name. */
  label: string;
  /** A second line under the label, linked as the description. */
  description?: string;
  /** Hide the label visually (a table's select-all or row checkbox); it still names the box. */
  hideLabel?: boolean;
  /** Controlled: true, false or 'indeterminate' (a select-all with some rows chosen). */
  checked?: CheckedState;
  /** Uncontrolled: the state it starts in. */
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
};

const Row = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: var(--space-2);

  &[data-disabled] { cursor: not-allowed; }
`;

// The box and its mark share one cell; the mark lets clicks through to the box.
const Control = styled.span`
  flex: none;
  display: grid;
  color: var(--color-accent-contrast);

  & > * { grid-area: 1 / 1; }
  & > svg { place-self: center; width: 12px; height: 12px; margin-top: 2px; pointer-events: none; }
  &[data-disabled] { opacity: 0.5; }
`;

const Box = styled.input`
  ${choiceIndicator}
  appearance: none;
  margin: 2px 0 0;
  border-radius: 4px;
  transition-property: background-color, border-color;
  transition-duration: var(--motion-fast);
  transition-timing-function: var(--motion-ease-out);

  &:checked,
  &:indeterminate { background: var(--color-accent); border-color: var(--color-accent); }
  &:checked:hover:not(:disabled),
  &:indeterminate:hover:not(:disabled) { background: var(--color-accent-hover); border-color: var(--color-accent-hover); }
  /* The control is dimmed as a whole, box and mark together. */
  &[data-disabled] { opacity: 1; }
`;

/**
 * A labelled checkbox on the browser's own <input type="checkbox"> (no script of its own to load:
 * issue 30, the sign-up page's first load): `checked` may be true, false or 'indeterminate'
 * (a select-all with some rows chosen). Controlled or uncontrolled. Space toggles it; Enter does
 * not submit its form from it (as a checkbox's keyboard goes in WAI-ARIA's pattern).
 */
export function Checkbox({
  label,
  description,
  hideLabel = false,
  id: idProp,
  className,
  style,
  disabled,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onKeyDown,
  ref,
  ...props
}: CheckboxProps) {
  const { id, descriptionId } = useChoiceIds(idProp, 'checkbox', description);
  const [own, setOwn] = useState<CheckedState>(defaultChecked);
  const state = checked ?? own;
  const input = useRef<HTMLInputElement | null>(null);
  // 'Mixed' is a property of the element, not an attribute React sets.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = state === 'indeterminate';
  }, [state]);
  const disabledMark = disabled ? '' : undefined;
  return (
    <Row className={className} style={style} data-disabled={disabledMark}>
      <Control data-disabled={disabledMark}>
        <Box
          ref={(element) => {
            input.current = element;
            if (typeof ref === 'function') return ref(element);
            if (ref) ref.current = element;
          }}
          type="checkbox"
          id={id}
          disabled={disabled}
          data-disabled={disabledMark}
          aria-describedby={descriptionId}
          checked={state === true}
          onChange={(event) => {
            if (checked === undefined) setOwn(event.target.checked);
            onCheckedChange?.(event.target.checked);
          }}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.key === 'Enter') event.preventDefault();
          }}
          {...props}
        />
        {state === 'indeterminate' ? <DashMark /> : state ? <CheckMark /> : null}
      </Control>
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
