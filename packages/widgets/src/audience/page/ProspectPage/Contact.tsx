import { type ContactField, prospectPageMessages as m } from '@showroom/contract';
import * as React from 'react';
import { Field, Notice, Primary } from './styles.ts';

/** The contact fields (spec 3 §3 Contact field), sent to the rep. */
export function Contact({
  fields,
  message,
  values,
  errors,
  note,
  state,
  onChange,
  onSubmit,
}: {
  fields: readonly ContactField[];
  message: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  note: string;
  state: 'editing' | 'sending' | 'sent';
  onChange: (field: string, value: string) => void;
  onSubmit: () => void;
}) {
  const id = React.useId();
  if (fields.length === 0) return null;
  const autoComplete = (field: ContactField) =>
    field.type === 'email'
      ? 'email'
      : field.type === 'tel'
        ? 'tel'
        : /name/i.test(field.fieldName)
          ? 'name'
          : 'on';
  return (
    <section aria-labelledby={`${id}-contact`}>
      <h2 id={`${id}-contact`}>{message || m.contactSubmit}</h2>
      {state === 'sent' ? (
        <p role="status">{note}</p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (state === 'editing') onSubmit();
          }}
          style={{ display: 'grid', gap: 12, maxWidth: 480 }}
        >
          {fields.map((field, index) => {
            const input = `${id}-field-${index}`;
            const error = errors[field.fieldName];
            return (
              <Field key={field.fieldName}>
                <label htmlFor={input}>{field.fieldName}</label>
                <input
                  id={input}
                  type={field.type}
                  required={field.required}
                  autoComplete={autoComplete(field)}
                  value={values[field.fieldName] ?? ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${input}-error` : undefined}
                  onChange={(event) => onChange(field.fieldName, event.target.value)}
                />
                {error ? (
                  <span id={`${input}-error`} data-error>
                    {error}
                  </span>
                ) : null}
              </Field>
            );
          })}
          <Primary type="submit" aria-disabled={state === 'sending' ? true : undefined}>
            {state === 'sending' ? m.contactSending : m.contactSubmit}
          </Primary>
          {note ? (
            <Notice role="alert" data-tone="error">
              {note}
            </Notice>
          ) : null}
        </form>
      )}
    </section>
  );
}
