import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * A form's rules, as any Standard Schema (zod 4 is one). Machines take the contract's schema
 * through their input instead of importing it: machines import no other package of ours
 * (ARCHITECTURE.md), yet a rule exists once, in the contract.
 */
export type FormSchema<Values> = StandardSchemaV1<Values>;

/** The first message per top-level field, in the order the schema reports them. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const keyOf = (segment: PropertyKey | StandardSchemaV1.PathSegment) =>
  typeof segment === 'object' ? segment.key : segment;

/**
 * Validates `values` synchronously and returns one message per field. A machine's assign
 * cannot wait, so an asynchronous schema is a programming error here.
 */
export const validateFields = <Values extends Record<string, unknown>>(
  schema: FormSchema<Values>,
  values: Values,
): FieldErrors<Extract<keyof Values, string>> => {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new TypeError('Form schemas must validate synchronously');
  const errors: FieldErrors<Extract<keyof Values, string>> = {};
  for (const issue of result.issues ?? []) {
    const first = issue.path?.[0];
    if (first === undefined) continue;
    const field = String(keyOf(first)) as Extract<keyof Values, string>;
    errors[field] ??= issue.message;
  }
  return errors;
};

/**
 * Two fields that must hold the same value (a password and its confirmation), with the message to
 * show on `field`. A schema's object-level check (zod's refine) only runs once every other field
 * is valid, so a form with an unticked box would hide the mismatch; this rule holds on its own.
 */
export interface MatchRule<Field extends string> {
  field: Field;
  sameAs: Field;
  message: string;
}

/**
 * `validateFields`, plus the match rules: a field the schema accepts (or left unchecked) still
 * gets its rule's message while its value differs from the other field's.
 */
export const validateForm = <Values extends Record<string, unknown>>(
  schema: FormSchema<Values>,
  values: Values,
  rules: readonly MatchRule<Extract<keyof Values, string>>[] = [],
): FieldErrors<Extract<keyof Values, string>> => {
  const errors = validateFields(schema, values);
  for (const rule of rules)
    if (!errors[rule.field] && values[rule.field] !== values[rule.sameAs]) errors[rule.field] = rule.message;
  return errors;
};
