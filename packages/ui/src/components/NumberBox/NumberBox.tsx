import type * as React from 'react';
import { TextField, type TextFieldProps } from '../TextField/index.ts';

export type NumberBoxProps = Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'pattern' | 'value' | 'defaultValue'
> & {
  /** The digits, controlled. */
  value?: string;
  defaultValue?: string;
  /** Called with the new digits (never anything else). */
  onValueChange?: (value: string) => void;
};

const DIGITS = /^\d*$/;

/**
 * A text field that takes digits only (a page number, a count). Other keys and pastes that are
 * not all digits are refused before they reach the value, so the caller never sees "1e3" or "-2".
 */
export function NumberBox({
  onValueChange,
  onKeyDown,
  onPaste,
  onBeforeInput,
  onChange,
  ...props
}: NumberBoxProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete={props.autoComplete ?? 'off'}
      onKeyDown={(event: React.KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        // A printable key that is not a digit; shortcuts (copy, select all) and navigation pass.
        const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
        if (printable && !/\d/.test(event.key)) event.preventDefault();
      }}
      onBeforeInput={(event: React.InputEvent<HTMLInputElement>) => {
        onBeforeInput?.(event);
        // Soft keyboards and IMEs skip keydown; refuse their non-digit input here.
        const data = event.data;
        if (data && !DIGITS.test(data)) event.preventDefault();
      }}
      onPaste={(event: React.ClipboardEvent<HTMLInputElement>) => {
        onPaste?.(event);
        if (!DIGITS.test(event.clipboardData.getData('text').trim())) event.preventDefault();
      }}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        // Last guard (autofill, drag-and-drop): the value passed on is digits only.
        const digits = event.currentTarget.value.replace(/\D+/g, '');
        if (digits !== event.currentTarget.value) event.currentTarget.value = digits;
        onChange?.(event);
        onValueChange?.(digits);
      }}
    />
  );
}
