// The chrome every labelled control shares (label, help or error line, counter), so text inputs,
// pickers and selects line up and change together. Internal to ui: not exported from the index.
import { VisuallyHidden } from 'radix-ui';
import * as React from 'react';
import styled, { css } from 'styled-components';

/** The column a labelled control sits in. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

/** The visible label above a control. */
export const Label = styled.label`
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  font-weight: var(--font-weight-medium);
  color: var(--color-text);
`;

/** The row under a control: help or error message, and a counter. */
export const Footer = styled.div`
  display: flex;
  gap: var(--space-3);
  align-items: flex-start;
`;

/** Help text under a control; `data-tone="error"` turns it into the error. */
export const Message = styled.p`
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  color: var(--color-text-muted);

  &[data-tone='error'] { color: var(--color-danger-text); }
`;

/** Characters used against a maximum; `data-full` when at the limit. */
export const Counter = styled.span`
  margin-left: auto;
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  color: var(--color-text-muted);
  font-variant-numeric: tabular-nums;

  &[data-full] { color: var(--color-danger-text); }
`;

/**
 * The bordered box every field control draws (text inputs, the date range's group, Select's
 * trigger, ComboBox's input): border, colours, type size, shadow and its transition.
 */
export const controlBox = css`
  border: var(--border-width) solid var(--color-border-strong);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.03);
  transition-property: border-color, box-shadow;
  transition-duration: var(--motion-fast);
  transition-timing-function: var(--motion-ease-out);
`;

/** The box of a text control (input, textarea): border, colours, hover, focus, disabled, invalid. */
export const textControl = css`
  width: 100%;
  ${controlBox}

  &::placeholder { color: var(--color-text-disabled); }
  &:hover:not(:disabled) { border-color: var(--color-border-hover); }
  &:focus-visible {
    outline: none;
    border-color: var(--color-accent);
    box-shadow: 0 0 0 3px var(--blue-a5);
  }
  &:disabled {
    background: var(--color-surface-subtle);
    color: var(--color-text-muted);
    cursor: not-allowed;
  }
  &[data-invalid] { border-color: var(--color-danger); }
  &[data-invalid]:focus-visible { border-color: var(--color-danger); box-shadow: 0 0 0 3px var(--red-a5); }
`;

/**
 * An option in a select's or combobox's open list, with radix's state attributes:
 * `data-highlighted` (the active option), `data-state="checked"` (the chosen one), `data-disabled`.
 */
export const listOption = css`
  display: flex;
  align-items: center;
  border-radius: var(--radius-sm);
  color: var(--color-text);
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  cursor: pointer;
  user-select: none;

  &[data-highlighted] { background: var(--color-surface-hover); }
  &[data-state='checked'] { font-weight: var(--font-weight-medium); }
  &[data-disabled] { color: var(--color-text-disabled); cursor: not-allowed; }
`;

const length = (value: unknown) => (value === undefined || value === null ? 0 : String(value).length);

/**
 * The ids, invalid state, description and character count of a labelled text control
 * (TextField, TextArea). The counter follows the value whether the parent controls it or not.
 */
export function useTextControl(options: {
  id: string | undefined;
  kind: 'input' | 'textarea';
  value: unknown;
  defaultValue: unknown;
  maxLength: number | undefined;
  error: string | undefined;
  helpText: string | undefined;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const autoId = React.useId();
  const messageId = `${autoId}-message`;
  const counterId = `${autoId}-counter`;
  const [typed, setTyped] = React.useState(() => length(options.defaultValue));
  const counted = options.maxLength !== undefined;
  const message = options.error || options.helpText;
  return {
    id: options.id ?? `${autoId}-${options.kind}`,
    messageId,
    counterId,
    message,
    count: options.value !== undefined ? length(options.value) : typed,
    invalid: options.invalid || Boolean(options.error),
    describedBy:
      [options.describedBy, message ? messageId : undefined, counted ? counterId : undefined]
        .filter(Boolean)
        .join(' ') || undefined,
    /** Call from the control's change handler with the new text. */
    typed: (text: string) => setTyped(text.length),
  };
}

/** The control's label: visible, or only for assistive technology (`hidden`). */
export function ControlLabel({
  id,
  htmlFor,
  hidden,
  children,
}: {
  /** For a control that is named with aria-labelledby (Select's trigger is a button). */
  id?: string;
  htmlFor: string;
  hidden: boolean;
  children: string;
}) {
  return hidden ? (
    <VisuallyHidden.Root>
      <label id={id} htmlFor={htmlFor}>
        {children}
      </label>
    </VisuallyHidden.Root>
  ) : (
    <Label id={id} htmlFor={htmlFor}>
      {children}
    </Label>
  );
}

/** The help or error line and the character counter under a text control. */
export function ControlFooter({
  message,
  error,
  messageId,
  counterId,
  count,
  maxLength,
}: {
  message: string | undefined;
  error: string | undefined;
  messageId: string;
  counterId: string;
  count: number;
  maxLength: number | undefined;
}) {
  if (!message && maxLength === undefined) return null;
  return (
    <Footer>
      {message && (
        <Message id={messageId} data-tone={error ? 'error' : 'help'}>
          {message}
        </Message>
      )}
      {maxLength !== undefined && (
        <Counter id={counterId} data-full={count >= maxLength ? '' : undefined}>
          <span aria-hidden>
            {count}/{maxLength}
          </span>
          <VisuallyHidden.Root>
            {count} of {maxLength} characters
          </VisuallyHidden.Root>
        </Counter>
      )}
    </Footer>
  );
}
