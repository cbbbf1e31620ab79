import type * as React from 'react';
import styled from 'styled-components';
import { ControlFooter, ControlLabel, Field, textControl, useTextControl } from '../Field/parts.tsx';

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
  ${textControl}
  min-height: 88px;
  padding: var(--space-2) var(--space-3);
  resize: vertical;

  &[data-resizable='false'] { resize: none; }
`;

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
  const control = useTextControl({
    id: idProp,
    kind: 'textarea',
    value: props.value,
    defaultValue: props.defaultValue,
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
      <Area
        ref={ref}
        id={control.id}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.describedBy}
        data-invalid={control.invalid ? '' : undefined}
        data-resizable={resizable ? 'true' : 'false'}
        onChange={(event) => {
          control.typed(event.currentTarget.value);
          onChange?.(event);
        }}
        {...props}
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
