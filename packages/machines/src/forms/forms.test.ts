import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { type FormContext, formActions } from './formActions.ts';
import { formEvents } from './formTransitions.ts';
import { type FormSchema, validateForm } from './validate.ts';

type Values = { password: string; confirmPassword: string; terms: boolean };

/** Like zod's object refine: the pair is compared only once every field holds. */
const schema: FormSchema<Values> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (input) => {
      const values = input as Values;
      if (!values.terms) return { issues: [{ message: 'terms', path: ['terms'] }] };
      if (values.password !== values.confirmPassword)
        return { issues: [{ message: 'schema: match', path: ['confirmPassword'] }] };
      return { value: values };
    },
  },
};
const rules = [{ field: 'confirmPassword' as const, sameAs: 'password' as const, message: 'must match' }];

describe('validateForm', () => {
  it("applies a match rule the schema's own check skipped", () => {
    expect(validateForm(schema, { password: 'a', confirmPassword: 'b', terms: false }, rules)).toEqual({
      terms: 'terms',
      confirmPassword: 'must match',
    });
  });

  it("keeps the schema's message where it has one, and nothing once the pair matches", () => {
    expect(validateForm(schema, { password: 'a', confirmPassword: 'b', terms: true }, rules)).toEqual({
      confirmPassword: 'schema: match',
    });
    expect(validateForm(schema, { password: 'a', confirmPassword: 'a', terms: false }, rules)).toEqual({
      terms: 'terms',
    });
  });
});

describe('formActions', () => {
  type Context = FormContext<keyof Values> & { values: Values; checks: number };
  type Event =
    | { type: 'change'; field: keyof Values; value: string | boolean }
    | { type: 'blur'; field: keyof Values }
    | { type: 'submit'; fields?: (keyof Values)[] };
  const machine = setup({
    types: { context: {} as Context, events: {} as Event },
    actions: formActions<Context, Event>((context, values) => ({
      errors: validateForm(schema, values, rules),
      checks: context.checks + 1,
    })),
  }).createMachine({
    context: {
      values: { password: '', confirmPassword: '', terms: false },
      touched: { password: false, confirmPassword: false, terms: false },
      errors: {},
      checks: 0,
    },
    on: {
      change: {
        actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) },
      },
      blur: { actions: { type: 'touchField', params: ({ event }) => ({ field: event.field }) } },
      submit: { actions: { type: 'touchAll', params: ({ event }) => ({ fields: event.fields }) } },
    },
  });

  it('changeField keeps the value and what the check derives from the new values', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'change', field: 'password', value: 'a' });
    expect(actor.getSnapshot().context).toMatchObject({
      values: { password: 'a', confirmPassword: '', terms: false },
      errors: { terms: 'terms', confirmPassword: 'must match' },
      checks: 1,
    });
  });

  it('touchField touches one field; touchAll the given fields, or every field', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'blur', field: 'terms' });
    expect(actor.getSnapshot().context.touched).toEqual({
      password: false,
      confirmPassword: false,
      terms: true,
    });
    actor.send({ type: 'submit', fields: ['password'] });
    expect(actor.getSnapshot().context.touched).toEqual({
      password: true,
      confirmPassword: false,
      terms: true,
    });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.touched).toEqual({
      password: true,
      confirmPassword: true,
      terms: true,
    });
  });
});

describe('formEvents', () => {
  type Context = FormContext<keyof Values> & { values: Values };
  type Event = { type: 'field.change'; field: keyof Values; value: string | boolean } | { type: 'submit' };
  const machine = setup({
    types: { context: {} as Context, events: {} as Event },
    actions: formActions<Context, Event>((_, values) => ({ errors: validateForm(schema, values, rules) })),
    guards: { isValid: ({ context }) => Object.keys(context.errors).length === 0 },
  }).createMachine({
    context: {
      values: { password: '', confirmPassword: '', terms: false },
      touched: { password: false, confirmPassword: false, terms: false },
      errors: { terms: 'terms' },
    },
    initial: 'failed',
    states: {
      editing: { on: formEvents({ guard: 'isValid', target: 'sent', fields: ['terms'] }) },
      failed: { on: formEvents({ guard: 'isValid', target: 'sent', back: 'editing' }) },
      sent: {},
    },
  });

  it('typing keeps the value and goes back; a refused submit touches the fields given; a valid one goes on', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'field.change', field: 'password', value: 'a' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.password).toBe('a');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.touched).toEqual({
      password: false,
      confirmPassword: false,
      terms: true,
    });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'a' });
    actor.send({ type: 'field.change', field: 'terms', value: true });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('sent');
  });
});
