// The parts a small on/off control shares (Checkbox, RadioGroup's radios, Switch): the label with
// its optional description beside the control, the ids that link them, and the look of the round or
// square 16 px indicator. Internal to ui: not exported from the index.
import * as React from 'react';
import styled, { css } from 'styled-components';

/** The 16 px box or dot a checkbox or radio draws: size, border, hover, focus ring, disabled. */
export const choiceIndicator = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  margin-top: 2px;
  padding: 0;
  border: var(--border-width) solid var(--color-border-hover);
  background: var(--color-surface);
  cursor: pointer;

  &:hover:not([data-disabled]) { border-color: var(--slate-9); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 2px; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
`;

/** The second, smaller line under a choice's label (also a radio card's body text). */
export const ChoiceDescription = styled.span`
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  color: var(--color-text-muted);
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
`;

const Label = styled.label`
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  color: var(--color-text);
  cursor: pointer;
  user-select: none;

  &[data-disabled] { color: var(--color-text-muted); cursor: not-allowed; }
`;

/** The control's id (the caller's, or a generated one) and its description's id when it has one. */
export function useChoiceIds(id: string | undefined, kind: string, description: string | undefined) {
  const autoId = React.useId();
  return {
    id: id ?? `${autoId}-${kind}`,
    descriptionId: description ? `${autoId}-description` : undefined,
  };
}

/** The label beside a small control, and its description under it; a click on the label toggles the control. */
export function ChoiceLabel({
  htmlFor,
  label,
  description,
  descriptionId,
  disabled = false,
}: {
  /** The id of the control the label names. */
  htmlFor: string;
  label: string;
  description?: string;
  descriptionId?: string;
  /** Mutes the label and shows the not-allowed cursor. */
  disabled?: boolean;
}) {
  return (
    <Text>
      <Label htmlFor={htmlFor} data-disabled={disabled ? '' : undefined}>
        {label}
      </Label>
      {description && <ChoiceDescription id={descriptionId}>{description}</ChoiceDescription>}
    </Text>
  );
}
