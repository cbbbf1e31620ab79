import type * as React from 'react';
import styled from 'styled-components';
import { ControlFooter, ControlLabel, Field, textControl, useTextControl } from '../Field/parts.tsx';

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
  ${textControl}
  height: 36px;
  padding: 0 var(--space-3);
`;

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
  const control = useTextControl({
    id: idProp,
    kind: 'input',
    value: inputProps.value,
    defaultValue: inputProps.defaultValue,
    maxLength,
    error,
    helpText,
    invalid: invalidProp,
    describedBy: describedByProp,
  });

  return (
    <Field className={className} style={style}>
      <ControlLabel htmlFor={control.id} hidden={hideLabel}>
        {label}
      </ControlLabel>
      <Input
        ref={ref}
        id={control.id}
        maxLength={maxLength}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.describedBy}
        data-invalid={control.invalid ? '' : undefined}
        onChange={(event) => {
          control.typed(event.currentTarget.value);
          onChange?.(event);
        }}
        {...inputProps}
      />
      <ControlFooter
        message={control.message}
        error={error}
        messageId={control.messageId}
        counterId={control.counterId}
        count={control.count}
        maxLength={maxLength}
      />
    </Field>
  );
}
