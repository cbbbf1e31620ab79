import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import type { FormSchema } from '../forms/validate.ts';
import {
  type EmailSignup,
  type SignupReply,
  type SignupValues,
  type SocialSignup,
  signupMachine,
} from './signupMachine.ts';

/** A hand-written Standard Schema: machines may not import the contract (the console tests its wording). */
const schema: FormSchema<SignupValues> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (input) => {
      const values = input as SignupValues;
      const issues = [];
      if (!values.fullName.trim()) issues.push({ message: 'name', path: ['fullName'] });
      if (!values.companyName.trim()) issues.push({ message: 'company', path: ['companyName'] });
      if (!values.email.includes('@')) issues.push({ message: 'email', path: ['email'] });
      if (values.password.length < 4) issues.push({ message: 'password', path: ['password'] });
      if (values.confirmPassword !== values.password)
        issues.push({ message: 'match', path: ['confirmPassword'] });
      if (!values.terms) issues.push({ message: 'terms', path: ['terms'] });
      return issues.length ? { issues } : { value: values };
    },
  },
};

const created: SignupReply = { status: 'success', payload: null, httpStatus: 201 };
const exists: SignupReply = { status: 'error', message: 'Account exists', httpStatus: 409 };

const start = (answers: Array<SignupReply | Error> = []) => {
  const calls: { email: EmailSignup[]; social: SocialSignup[]; popups: number } = {
    email: [],
    social: [],
    popups: 0,
  };
  const answer = async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return next;
  };
  const machine = signupMachine.provide({
    actors: {
      signup: fromPromise<SignupReply, EmailSignup>(async ({ input }) => {
        calls.email.push(input);
        return answer();
      }),
      signupSocial: fromPromise<SignupReply, SocialSignup>(async ({ input }) => {
        calls.social.push(input);
        return answer();
      }),
    },
    actions: { openSocialPopup: () => void calls.popups++ },
  });
  const actor = createActor(machine, { input: { schema } }).start();
  return { actor, calls };
};

type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy') || s.status === 'done');

const fill = (actor: Actor) => {
  actor.send({ type: 'field.change', field: 'fullName', value: ' Ada Lovelace ' });
  actor.send({ type: 'field.change', field: 'companyName', value: ' Acme ' });
  actor.send({ type: 'field.change', field: 'email', value: ' ada@acme.example ' });
  actor.send({ type: 'field.change', field: 'password', value: 'hunter22' });
  actor.send({ type: 'field.change', field: 'confirmPassword', value: 'hunter22' });
  actor.send({ type: 'field.change', field: 'terms', value: true });
};

describe('signupMachine: the e-mail form', () => {
  it('starts editing with the empty form invalid and nothing touched', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toMatchObject({ fullName: 'name', terms: 'terms' });
    expect(Object.values(actor.getSnapshot().context.touched).some(Boolean)).toBe(false);
  });

  it('an invalid submit calls nothing and touches every field', () => {
    const { actor, calls } = start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.values(actor.getSnapshot().context.touched).every(Boolean)).toBe(true);
    expect(calls.email).toEqual([]);
  });

  it('a valid form calls signup with trimmed values and method email, then succeeds (done)', async () => {
    const { actor, calls } = start([created]);
    fill(actor);
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls.email).toEqual([
      {
        email: 'ada@acme.example',
        password: 'hunter22',
        fullName: 'Ada Lovelace',
        companyName: 'Acme',
        method: 'email',
      },
    ]);
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('success');
    expect(snapshot.status).toBe('done');
  });

  it('a refusal keeps its message; typing returns to editing, submitting again can succeed', async () => {
    const { actor, calls } = start([exists, created]);
    fill(actor);
    actor.send({ type: 'submit' });
    const failed = await settle(actor);
    expect(failed.value).toBe('failed');
    expect(failed.context.failure).toEqual({ kind: 'refused', message: 'Account exists' });
    actor.send({ type: 'field.change', field: 'email', value: 'ada@acme2.example' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect((await settle(actor)).value).toBe('success');
    expect(calls.email).toHaveLength(2);
  });

  it('no reply at all is failed with kind unreachable', async () => {
    const { actor } = start([new TypeError('Failed to fetch')]);
    fill(actor);
    actor.send({ type: 'submit' });
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.failure).toEqual({ kind: 'unreachable' });
  });
});

describe('signupMachine: social sign-up', () => {
  it('the button opens the popup (the caller action) and waits', () => {
    const { actor, calls } = start();
    actor.send({ type: 'social.start' });
    expect(actor.getSnapshot().value).toBe('awaitingSocial');
    expect(calls.popups).toBe(1);
  });

  it('a cancelled popup is socialCancelled; the e-mail form is back and the button works again', () => {
    const { actor, calls } = start();
    actor.send({ type: 'social.start' });
    actor.send({ type: 'social.cancel' });
    expect(actor.getSnapshot().value).toBe('socialCancelled');
    actor.send({ type: 'social.start' });
    expect(actor.getSnapshot().value).toBe('awaitingSocial');
    expect(calls.popups).toBe(2);
  });

  it('a code asks only for the company name; blank is companyNameMissing and calls nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'social.start' });
    actor.send({ type: 'social.code', code: 'auth-code-1' });
    expect(actor.getSnapshot().value).toBe('socialEditing');
    expect(actor.getSnapshot().context.authCode).toBe('auth-code-1');
    actor.send({ type: 'field.change', field: 'companyName', value: '   ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('companyNameMissing');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('companyNameMissing');
    actor.send({ type: 'field.change', field: 'companyName', value: 'Acme' });
    expect(actor.getSnapshot().value).toBe('socialEditing');
    expect(calls.social).toEqual([]);
  });

  it('Continue calls signupSocial with the code and the trimmed company; a refusal is socialFailed, then success', async () => {
    const { actor, calls } = start([
      { status: 'error', message: 'Unable to sign up', httpStatus: 400 },
      created,
    ]);
    actor.send({ type: 'social.start' });
    actor.send({ type: 'social.code', code: 'auth-code-1' });
    actor.send({ type: 'field.change', field: 'companyName', value: ' Acme ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('socialSubmitting');
    const failed = await settle(actor);
    expect(failed.value).toBe('socialFailed');
    expect(failed.context.failure).toEqual({ kind: 'refused', message: 'Unable to sign up' });
    actor.send({ type: 'submit' });
    expect((await settle(actor)).value).toBe('success');
    expect(calls.social).toEqual([
      { authCode: 'auth-code-1', companyName: 'Acme' },
      { authCode: 'auth-code-1', companyName: 'Acme' },
    ]);
  });

  it('a social call that throws is socialFailed, unreachable', async () => {
    const { actor } = start([new TypeError('Failed to fetch')]);
    actor.send({ type: 'social.start' });
    actor.send({ type: 'social.code', code: 'c' });
    actor.send({ type: 'field.change', field: 'companyName', value: 'Acme' });
    actor.send({ type: 'submit' });
    expect((await settle(actor)).context.failure).toEqual({ kind: 'unreachable' });
  });
});

describe('signupMachine: every path (@xstate/graph)', () => {
  type Snapshot = SnapshotFrom<typeof signupMachine>;
  const valid: Array<[keyof SignupValues, string | boolean]> = [
    ['fullName', 'Ada'],
    ['companyName', 'Acme'],
    ['email', 'ada@acme.example'],
    ['password', 'hunter22'],
    ['confirmPassword', 'hunter22'],
    ['terms', true],
  ];
  const events = [
    ...valid.map(([field, value]) => ({ type: 'field.change', field, value })),
    { type: 'submit' },
    { type: 'social.start' },
    { type: 'social.code', code: 'code' },
    { type: 'social.cancel' },
    { type: 'xstate.done.actor.signup', output: created },
    { type: 'xstate.done.actor.signup', output: exists },
    { type: 'xstate.error.actor.signup', error: new TypeError('Failed to fetch') },
    { type: 'xstate.done.actor.signupSocial', output: created },
    { type: 'xstate.done.actor.signupSocial', output: exists },
  ];
  const serializeState = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context.values]);
  const paths = getShortestPaths(signupMachine, {
    input: { schema },
    // biome-ignore lint/suspicious/noExplicitAny: @xstate/graph types events against the machine's own union, which leaves out invoke done/error events.
    events: events as any,
    serializeState: serializeState as (snapshot: unknown) => string,
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => (path.state as Snapshot).value));
    expect([...reached].sort()).toEqual(Object.keys(signupMachine.root.states).sort());
  });

  it.each(
    // One shortest path per state keeps the replay quick; the walk above already covers the rest.
    [...new Map(paths.map((path) => [(path.state as Snapshot).value, path])).values()].map((path) => [
      String((path.state as Snapshot).value),
      path,
    ]),
  )('replays the shortest path to %s on a running actor', async (_, path) => {
    let pending: { resolve: (reply: SignupReply) => void; reject: (error: unknown) => void } | undefined;
    const wait = () => new Promise<SignupReply>((resolve, reject) => (pending = { resolve, reject }));
    const signup = fromPromise<SignupReply, EmailSignup>(wait);
    const signupSocial = fromPromise<SignupReply, SocialSignup>(wait);
    const actor = createActor(signupMachine.provide({ actors: { signup, signupSocial } }), {
      input: { schema },
    }).start();
    for (const step of path.steps) {
      const event = step.event as { type: string; output?: SignupReply; error?: unknown };
      if (event.type.startsWith('xstate.done')) pending?.resolve(event.output as SignupReply);
      else if (event.type.startsWith('xstate.error')) pending?.reject(event.error);
      else actor.send(event as never);
      if (event.type.startsWith('xstate.'))
        await waitFor(actor, (s) => !s.matches('submitting') && !s.matches('socialSubmitting'));
      expect(serializeState(actor.getSnapshot())).toBe(serializeState(step.state as Snapshot));
    }
  });
});
