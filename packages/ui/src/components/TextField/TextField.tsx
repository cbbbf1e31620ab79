import { VisuallyHidden } from 'radix-ui';
import * as React from 'react';
import styled from 'styled-components';
import { Counter, Field, Footer, Label, Message } from '../Field/parts.ts';

export type TextFieldProps = Omit<React.ComponentPropsWithoutRef<'input'>, 'children'> & {
  ref?: React.Ref<HTMLInputElement>;
  /** Visible label; also the input's accessible name. */
  label: string;
  /** Error message: marks the field invalid, shows in red under it and is linked with aria-describedby. */
  error?: string;
  /** Mark the field invalid without a message of its own (e.g. a failed login highlights both fields). */
  invalid?: boolean;
  /** Hint under the field, linked with aria-describedby; replaced by `error` while there is one. */
  helpText?: string;
  /** Hide the label visually (it still names the input); for fields inside toolbars and tables. */
  hideLabel?: boolean;
};

const Input = styled.input`
  width: 100%;
  height: 36px;
  padding: 0 var(--space-3);
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
 * A labelled text input. Every other prop goes to the <input>, so it works controlled
 * (`value`/`onChange`), uncontrolled (`defaultValue`) and with form libraries through `ref`.
 */
export function TextField({
  label,
  error,
  invalid: invalidProp = false,
  helpText,
  hideLabel = false,
  id: idProp,
  className,
  style,
  maxLength,
  onChange,
  ref,
  'aria-describedby': describedByProp,
  ...inputProps
}: TextFieldProps) {
  const autoId = React.useId();
  const id = idProp ?? `${autoId}-input`;
  const messageId = `${autoId}-message`;
  const counterId = `${autoId}-counter`;

  // The counter follows the value whether the parent controls it or not.
  const [typed, setTyped] = React.useState(() => length(inputProps.defaultValue));
  const count = inputProps.value !== undefined ? length(inputProps.value) : typed;
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
      <Input
        ref={ref}
        id={id}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-invalid={invalid ? '' : undefined}
        onChange={(event) => {
          setTyped(event.currentTarget.value.length);
          onChange?.(event);
        }}
        {...inputProps}
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
