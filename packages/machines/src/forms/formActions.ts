import { assign, type EventObject } from 'xstate';
import type { FieldErrors } from './validate.ts';

/** What every form machine keeps in its context (ADR 0004): values, touched fields, errors. */
export interface FormContext<Field extends string, Value = unknown> {
  values: Record<Field, Value>;
  /** A field shows its error once it was left, or once a submit was attempted. */
  touched: Record<Field, boolean>;
  /** Recomputed from `values` on every change. */
  errors: FieldErrors<Field>;
}

type FieldOf<TContext> = TContext extends FormContext<infer Field, unknown> ? Field : never;
type ValuesOf<TContext> = TContext extends { values: infer Values } ? Values : never;

/**
 * The one set of form actions every form machine registers in its `setup({ actions })`:
 * `changeField` ({ field, value }), `touchField` ({ field }) and `touchAll` (every field, or the
 * `fields` given: a machine with two forms in one context touches one form's fields).
 * `check` turns the new values into the context's other fields: errors always, and whatever else
 * the machine derives from the values (login's dirty flag).
 */
export function formActions<TContext extends FormContext<string>, TEvent extends EventObject>(
  check: (context: TContext, values: ValuesOf<TContext>) => Partial<TContext> & Pick<TContext, 'errors'>,
) {
  type Field = FieldOf<TContext>;
  return {
    changeField: assign<TContext, TEvent, { field: Field; value: unknown }, TEvent, never>(
      ({ context }, params) => {
        const values = { ...context.values, [params.field]: params.value } as ValuesOf<TContext>;
        return { values, ...check(context, values) } as Partial<TContext>;
      },
    ),
    touchField: assign<TContext, TEvent, { field: Field }, TEvent, never>(
      ({ context }, params) =>
        ({ touched: { ...context.touched, [params.field]: true } }) as Partial<TContext>,
    ),
    touchAll: assign<TContext, TEvent, { fields?: readonly Field[] } | undefined, TEvent, never>(
      ({ context }, params) => {
        const fields = params?.fields ?? (Object.keys(context.touched) as Field[]);
        const touched = { ...context.touched };
        for (const field of fields) touched[field] = true;
        return { touched } as Partial<TContext>;
      },
    ),
  };
}
