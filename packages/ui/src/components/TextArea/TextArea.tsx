import { VisuallyHidden } from 'radix-ui';
import * as React from 'react';
import styled from 'styled-components';
import { Counter, Field, Footer, Label, Message } from '../Field/parts.ts';

export type TextAreaProps = Omit<React.ComponentPropsWithoutRef<'textarea'>, 'children'> & {
  ref?: React.Ref<HTMLTextAreaElement>;
  /** Visible label; also the textarea's accessible name. */
  label: string;
  /** Error message: marks the field invalid, shows in red under it and is linked with aria-describedby. */
  error?: string;
  /** Mark the field invalid without a message of its own. */
  invalid?: boolean;
  /** Hint under the field; replaced by `error` while there is one. */
  helpText?: string;
  hideLabel?: boolean;
  /** Let the user resize the box vertically (default true). */
  resizable?: boolean;
};

const Area = styled.textarea`
  width: 100%;
  min-height: 88px;
  padding: var(--space-2) var(--space-3);
  border: var(--border-width) solid var(--color-border-strong);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.03);
  resize: vertical;
  transition-property: border-color, box-shadow;
  transition-duration: var(--motion-fast);
  transition-timing-function: var(--motion-ease-out);

  &[data-resizable='false'] { resize: none; }
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

const length = (v: unknown) => (v === undefined || v === null ? 0 : String(v).length);

/**
 * A labelled multi-line text input with help text, an error and, with `maxLength`, a character
 * counter (e.g. a description limited to 500). Other props go to the <textarea>.
 */
export function TextArea({
  label,
  error,
  invalid: invalidProp = false,
  helpText,
  hideLabel = false,
  resizable = true,
  id: idProp,
  className,
  style,
  maxLength,
  rows = 4,
  onChange,
  ref,
  'aria-describedby': describedByProp,
  ...props
}: TextAreaProps) {
  const autoId = React.useId();
  const id = idProp ?? `${autoId}-textarea`;
  const messageId = `${autoId}-message`;
  const counterId = `${autoId}-counter`;

  const [typed, setTyped] = React.useState(() => length(props.defaultValue));
  const count = props.value !== undefined ? length(props.value) : typed;
  const counted = maxLength !== undefined;

  const invalid = invalidProp || Boolean(error);
  const message = error || helpText;
  const describedBy =
    [describedByProp, message ? messageId : undefined, counted ? counterId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <Field className={className} style={style}>
      {hideLabel ? (
        <VisuallyHidden.Root>
          <label htmlFor={id}>{label}</label>
        </VisuallyHidden.Root>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      <Area
        ref={ref}
        id={id}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-invalid={invalid ? '' : undefined}
        data-resizable={resizable ? 'true' : 'false'}
        onChange={(event) => {
          setTyped(event.currentTarget.value.length);
          onChange?.(event);
        }}
        {...props}
      />
      {(message || counted) && (
        <Footer>
          {message && (
            <Message id={messageId} data-tone={error ? 'error' : 'help'}>
              {message}
            </Message>
          )}
          {counted && (
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
      )}
    </Field>
  );
}
