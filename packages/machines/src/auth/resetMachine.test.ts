import { getShortestPaths } from '@xstate/graph';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import type { FormSchema } from '../forms/validate.ts';
import {
  type ResetMailRequest,
  type ResetPasswordReply,
  type ResetPasswordRequest,
  type ResetPasswordValues,
  type ResetReply,
  type ResetRequestValues,
  resetMachine,
} from './resetMachine.ts';

const requestSchema: FormSchema<ResetRequestValues> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (input) => {
      const values = input as ResetRequestValues;
      return values.email.includes('@')
        ? { value: values }
        : { issues: [{ message: 'email', path: ['email'] }] };
    },
  },
};
const passwordSchema: FormSchema<ResetPasswordValues> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (input) => {
      const values = input as ResetPasswordValues;
      // Like the contract's zod schema: the pair is compared only once the password holds.
      if (values.password.length < 12) return { issues: [{ message: 'short', path: ['password'] }] };
      if (values.confirmPassword !== values.password)
        return { issues: [{ message: 'match', path: ['confirmPassword'] }] };
      return { value: values };
    },
  },
};
const input = { requestSchema, passwordSchema, mismatch: 'match' };

const ok: ResetReply = { status: 'success', payload: null, httpStatus: 200 };
const notFound: ResetReply = { status: 'error', payload: null, message: 'email not found', httpStatus: 404 };
const strong = 'Correct-Horse-9!';

const start = (answers: Array<ResetReply | Error> = []) => {
  const calls: {
    mail: ResetMailRequest[];
    password: ResetPasswordRequest[];
    reloads: number;
    alerts: string[];
  } = { mail: [], password: [], reloads: 0, alerts: [] };
  const answer = async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return next;
  };
  const machine = resetMachine.provide({
    actors: {
      sendMail: fromPromise<ResetReply, ResetMailRequest>(async ({ input }) => {
        calls.mail.push(input);
        return answer();
      }),
      updatePassword: fromPromise<ResetPasswordReply, ResetPasswordRequest>(async ({ input }) => {
        calls.password.push(input);
        return answer();
      }),
    },
    actions: {
      reload: () => void calls.reloads++,
      alert: (_, params) => void calls.alerts.push(params.alert),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
};
type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));

afterEach(() => vi.useRealTimers());

describe('resetMachine: state 1, the e-mail', () => {
  it('starts in request; an invalid e-mail calls nothing and touches the field', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toEqual({ request: 'editing' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toEqual({ request: 'editing' });
    expect(actor.getSnapshot().context.touched.email).toBe(true);
    expect(calls.mail).toEqual([]);
  });

  it('Send Email calls sendMail with the trimmed e-mail and lands in sent', async () => {
    const { actor, calls } = start([ok]);
    actor.send({ type: 'field.change', field: 'email', value: ' ada@acme.example ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect((await settle(actor)).value).toBe('sent');
    expect(calls.mail).toEqual([{ email: 'ada@acme.example' }]);
  });

  it.each([
    ['a refusal keeps its message', notFound, { kind: 'refused', message: 'email not found' }],
    ['no reply is unreachable', new TypeError('Failed to fetch'), { kind: 'unreachable' }],
  ] as const)('%s (request.failed, one alert); typing returns to request', async (_, answer, failure) => {
    const { actor, calls } = start([answer]);
    actor.send({ type: 'field.change', field: 'email', value: 'ada@acme.example' });
    actor.send({ type: 'submit' });
    const snapshot = await settle(actor);
    expect(snapshot.value).toEqual({ request: 'failed' });
    expect(snapshot.context.failure).toEqual(failure);
    actor.send({ type: 'field.change', field: 'email', value: 'ada@acme.example ' });
    expect(actor.getSnapshot().value).toEqual({ request: 'editing' });
    expect(calls.alerts).toEqual(['requestFailed']);
  });
});

describe('resetMachine: state 2 and 3, the new password and the reload', () => {
  it('a page opened through the mailed link starts in setPassword and asks for the secret to leave the address', () => {
    let forgotten = 0;
    const machine = resetMachine.provide({ actions: { forgetLinkAddress: () => void forgotten++ } });
    const link = { email: 'ada@acme.example', code: 'A1b2C', secret: 's3cret' };
    const actor = createActor(machine, { input: { ...input, link } }).start();
    expect(actor.getSnapshot().value).toEqual({ setPassword: 'editing' });
    expect(actor.getSnapshot().context.link).toEqual(link);
    expect(actor.getSnapshot().context.values.email).toBe('ada@acme.example');
    expect(forgotten).toBe(1);
  });

  it('the mailed link opens setPassword with its e-mail and secret, from request or from sent', async () => {
    const { actor } = start([ok]);
    actor.send({ type: 'field.change', field: 'email', value: 'ada@acme.example' });
    actor.send({ type: 'submit' });
    await settle(actor);
    actor.send({ type: 'link.open', email: 'ada@acme.example', code: 'A1b2C', secret: 's3cret' });
    expect(actor.getSnapshot().value).toEqual({ setPassword: 'editing' });
    expect(actor.getSnapshot().context.link).toEqual({
      email: 'ada@acme.example',
      code: 'A1b2C',
      secret: 's3cret',
    });

    const other = start().actor;
    other.send({ type: 'link.open', email: 'bob@acme.example', code: 'A1b2C', secret: 'x' });
    expect(other.getSnapshot().value).toEqual({ setPassword: 'editing' });
    expect(other.getSnapshot().context.values.email).toBe('bob@acme.example');
  });

  it('passwords that break the rules or do not match call nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'link.open', email: 'ada@acme.example', code: 'A1b2C', secret: 's3cret' });
    actor.send({ type: 'field.change', field: 'password', value: strong });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: `${strong}x` });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toEqual({ setPassword: 'editing' });
    expect(actor.getSnapshot().context.touched).toMatchObject({ password: true, confirmPassword: true });
    expect(calls.password).toEqual([]);
  });

  it("shows 'do not match' once the confirmation differs, even while the password breaks the rules", () => {
    const { actor } = start();
    actor.send({ type: 'link.open', email: 'ada@acme.example', code: 'A1b2C', secret: 's3cret' });
    actor.send({ type: 'field.change', field: 'password', value: 'short' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'shorter' });
    actor.send({ type: 'field.blur', field: 'confirmPassword' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'short', confirmPassword: 'match' });
    expect(actor.getSnapshot().context.touched.confirmPassword).toBe(true);
  });

  it('Update Password sends e-mail, password and the secret; success reloads after 5 s exactly', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start([ok]);
    actor.send({ type: 'link.open', email: 'ada@acme.example', code: 'A1b2C', secret: 's3cret' });
    actor.send({ type: 'field.change', field: 'password', value: strong });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: strong });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('updating');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('success');
    expect(calls.password).toEqual([
      { email: 'ada@acme.example', password: strong, code: 'A1b2C', secret: 's3cret' },
    ]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls.reloads).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(calls.reloads).toBe(1);
  });

  it('a failed update is setPassword.failed (one alert); submitting again works', async () => {
    const { actor, calls } = start([
      { status: 'error', payload: null, message: 'Invalid or expired link', httpStatus: 400 },
      ok,
    ]);
    actor.send({ type: 'link.open', email: 'ada@acme.example', code: 'A1b2C', secret: 's3cret' });
    actor.send({ type: 'field.change', field: 'password', value: strong });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: strong });
    actor.send({ type: 'submit' });
    expect((await settle(actor)).value).toEqual({ setPassword: 'failed' });
    expect(calls.alerts).toEqual(['updateFailed']);
    actor.send({ type: 'submit' });
    expect((await settle(actor)).value).toBe('success');
    expect(calls.password).toHaveLength(2);
  });
});

describe('resetMachine: every state is reachable (@xstate/graph)', () => {
  type Snapshot = SnapshotFrom<typeof resetMachine>;
  const paths = getShortestPaths(resetMachine, {
    input,
    events: [
      { type: 'field.change', field: 'email', value: 'ada@acme.example' },
      { type: 'field.change', field: 'password', value: strong },
      { type: 'field.change', field: 'confirmPassword', value: strong },
      { type: 'submit' },
      { type: 'link.open', email: 'ada@acme.example', code: 'A1b2C', secret: 's' },
      { type: 'xstate.done.actor.sendMail', output: ok },
      { type: 'xstate.done.actor.sendMail', output: notFound },
      { type: 'xstate.done.actor.updatePassword', output: ok },
      { type: 'xstate.error.actor.updatePassword', error: new TypeError('x') },
      { type: 'xstate.after.reloadDelay.reset.success' },
      // biome-ignore lint/suspicious/noExplicitAny: @xstate/graph types events against the machine's own union, which leaves out invoke and delay events.
    ] as any,
    serializeState: ((s: Snapshot) => JSON.stringify([s.value, s.context.values])) as (s: unknown) => string,
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => JSON.stringify((path.state as Snapshot).value)));
    expect([...reached].sort()).toEqual(
      [
        { request: 'editing' },
        { request: 'failed' },
        'sending',
        'sent',
        { setPassword: 'editing' },
        { setPassword: 'failed' },
        'updating',
        'success',
        'reloading',
      ]
        .map((value) => JSON.stringify(value))
        .sort(),
    );
  });
});
