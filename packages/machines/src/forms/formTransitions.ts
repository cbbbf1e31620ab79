/**
 * The transitions every form state takes (ADR 0004), for the actions `formActions` registers: a
 * machine's editing and failed states write `on: formEvents({ guard: 'canSubmit', target: 'submitting' })`
 * (or `fieldChange()` alone where submit goes its own way) instead of spelling the params out each time.
 */

/**
 * `field.change`: the typed value goes into the context. From a failure, `back` names the state
 * typing returns to (the editing state, or a failed state's own `.editing`).
 */
export const fieldChange = <const Back extends string | undefined = undefined>(back?: Back) =>
  ({
    target: back,
    actions: {
      type: 'changeField',
      // Generic, so each machine's own field names and value type flow through from its event.
      params: <Field extends string, Value>({ event }: { event: { field: Field; value: Value } }) => ({
        field: event.field,
        value: event.value,
      }),
    },
  }) as const;

/**
 * `submit`: on to `target` once `guard` passes; otherwise every field (or the `fields` given: a
 * machine with two forms in one context) is touched, so each shows its error.
 */
export const submitForm = <
  const Guard extends string,
  const Fields extends readonly string[] | undefined = undefined,
>(
  guard: Guard,
  target: string,
  fields?: Fields,
) => [{ guard, target }, { actions: { type: 'touchAll', params: { fields } } }] as const;

/**
 * The two events every form state answers, together: `field.change` (back to `back` from a
 * failure) and `submit` (on to `target` once `guard` passes, or touching `fields`).
 */
export const formEvents = <
  const Guard extends string,
  const Back extends string | undefined = undefined,
  const Fields extends readonly string[] | undefined = undefined,
>(form: {
  guard: Guard;
  target: string;
  back?: Back;
  fields?: Fields;
}) =>
  ({
    'field.change': fieldChange(form.back),
    submit: submitForm(form.guard, form.target, form.fields),
  }) as const;
