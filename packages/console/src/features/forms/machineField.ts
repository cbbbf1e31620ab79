import type { ChangeEvent } from 'react';

/** The part of a form machine's context a text field shows (ADR 0004: form state in the machine). */
export interface MachineForm<Field extends string> {
  values: Record<Field, string>;
  touched: Record<Field, boolean>;
  errors: Partial<Record<Field, string>>;
}

export type FieldEvent<Field extends string> =
  | { type: 'field.change'; field: Field; value: string }
  | { type: 'field.blur'; field: Field };

/**
 * The props of a ui TextField for one field of a form machine: its value, its error once the
 * field was left or a submit tried, read-only while the machine is busy, and the two events.
 */
export function machineField<Field extends string>(
  form: MachineForm<Field>,
  send: (event: FieldEvent<Field>) => void,
  name: Field,
  busy: boolean,
) {
  return {
    name,
    value: form.values[name],
    readOnly: busy,
    error: form.touched[name] ? form.errors[name] : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      send({ type: 'field.change', field: name, value: event.currentTarget.value }),
    onBlur: () => send({ type: 'field.blur', field: name }),
  };
}
