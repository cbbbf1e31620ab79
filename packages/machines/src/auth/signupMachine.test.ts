import type { Session } from '@showroom/contract';
import { getShortestPaths } from '@xstate/graph';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import type { FormSchema } from '../forms/validate.ts';
import {
  type EmailSignup,
  type SignupReply,
  type SignupValues,
  type SocialSignup,
  type SocialSignupReply,
  signupMachine,
} from './signupMachine.ts';
import type { SocialPopupEvent } from './socialLoginMachine.ts';

/**
 * A hand-written Standard Schema: machines may not import the contract (the console tests its
 * wording). Like the contract's zod schema, its object-level check (the pair) runs only once
 * every field holds, which is why the machine carries its own match rule.
 */
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
      if (!values.terms) issues.push({ message: 'terms', path: ['terms'] });
      if (issues.length) return { issues };
      if (values.confirmPassword !== values.password)
        return { issues: [{ message: 'match', path: ['confirmPassword'] }] };
      return { value: values };
    },
  },
};

const input = { schema, mismatch: 'match' };
const created: SignupReply = {
  status: 'success',
  payload: { id: 'rep-1', companyId: 'company-1' },
  httpStatus: 201,
};
const exists: SignupReply = { status: 'error', payload: null, message: 'Account exists', httpStatus: 409 };
const session: Session = {
  id: 'rep-1',
  companyId: 'company-1',
  token: 'social-token',
  name: 'Ada',
  companyName: 'Acme',
  userName: 'ada@acme.example',
  companyQuestionLibraryLink: null,
  flags: {},
  companyWebsiteStyle: null,
  emailConfirmed: true,
};
const signedIn: SocialSignupReply = { status: 'success', payload: session, httpStatus: 201 };

afterEach(() => vi.useRealTimers());

const start = (answers: Array<SignupReply | SocialSignupReply | Error> = []) => {
  const calls: { email: EmailSignup[]; social: SocialSignup[]; popups: number; effects: string[] } = {
    email: [],
    social: [],
    popups: 0,
    effects: [],
  };
  const answer = async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return next;
  };
  const machine = signupMachine.provide({
    actors: {
      socialPopup: fromCallback<{ type: 'never' }, void, SocialPopupEvent>(() => void calls.popups++),
      signup: fromPromise<SignupReply, EmailSignup>(async ({ input }) => {
        calls.email.push(input);
        return (await answer()) as SignupReply;
      }),
      signupSocial: fromPromise<SocialSignupReply, SocialSignup>(async ({ input }) => {
        calls.social.push(input);
        return (await answer()) as SocialSignupReply;
      }),
    },
    actions: {
      alert: (_, params) => void calls.effects.push(`alert ${params.alert}`),
      announceCreated: () => void calls.effects.push('created'),
      storeSession: (_, params) => void calls.effects.push(`store ${params.session.token}`),
      leave: (_, params) => void calls.effects.push(params.signedIn ? 'leave signed in' : 'leave to login'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
};

type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) =>
  waitFor(actor, (s) => !s.hasTag('busy') || s.matches('success') || s.status === 'done');

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

  it('a valid form calls signup with trimmed values and method email, then succeeds and leaves after the pause', async () => {
    vi.useFakeTimers();
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
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('success'));
    expect(calls.effects).toEqual(['created']);
    await vi.advanceTimersByTimeAsync(1200);
    expect(calls.effects).toEqual(['created', 'leave to login']);
  });

  it("shows 'must match' as soon as the passwords differ, whatever the other fields hold (terms unticked)", () => {
    const { actor } = start();
    actor.send({ type: 'field.change', field: 'password', value: 'hunter22' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'hunter23' });
    actor.send({ type: 'field.blur', field: 'confirmPassword' });
    const { errors, touched, values } = actor.getSnapshot().context;
    expect(values.terms).toBe(false);
    expect(errors).toMatchObject({ terms: 'terms', confirmPassword: 'match' });
    expect(touched.confirmPassword).toBe(true);
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'hunter22' });
    expect(actor.getSnapshot().context.errors.confirmPassword).toBeUndefined();
  });

  it('a refusal keeps its message; typing returns to editing, submitting again can succeed', async () => {
    const { actor, calls } = start([exists, created]);
    fill(actor);
    actor.send({ type: 'submit' });
    const failed = await settle(actor);
    expect(failed.value).toEqual({ failed: 'refused' });
    expect(failed.context.failure).toEqual({ kind: 'refused', message: 'Account exists' });
    expect(calls.effects).toEqual(['alert refused']);
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
    expect(snapshot.value).toEqual({ failed: 'refused' });
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
    expect(actor.getSnapshot().value).toEqual({ failed: 'socialCancelled' });
    expect(calls.effects).toEqual(['alert linkedInCancelled']);
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
    expect(actor.getSnapshot().value).toEqual({ socialFailed: 'companyNameMissing' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toEqual({ socialFailed: 'companyNameMissing' });
    // Each blank Continue is told again.
    expect(calls.effects).toEqual(['alert enterCompanyName', 'alert enterCompanyName']);
    actor.send({ type: 'field.change', field: 'companyName', value: 'Acme' });
    expect(actor.getSnapshot().value).toBe('socialEditing');
    expect(calls.social).toEqual([]);
  });

  it('Continue calls signupSocial with the code and the trimmed company; a refusal is socialFailed, then success', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start([
      { status: 'error', payload: null, message: 'Unable to sign up', httpStatus: 400 },
      signedIn,
    ]);
    actor.send({ type: 'social.start' });
    actor.send({ type: 'social.code', code: 'auth-code-1' });
    actor.send({ type: 'field.change', field: 'companyName', value: ' Acme ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('socialSubmitting');
    const failed = await settle(actor);
    expect(failed.value).toEqual({ socialFailed: 'refused' });
    expect(failed.context.failure).toEqual({ kind: 'refused', message: 'Unable to sign up' });
    actor.send({ type: 'submit' });
    expect((await settle(actor)).value).toBe('success');
    // The social sign-up signed the rep in: the session is kept, and the rep enters after the pause.
    await vi.advanceTimersByTimeAsync(1200);
    expect(calls.effects).toEqual(['alert refused', 'store social-token', 'created', 'leave signed in']);
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
    { type: 'xstate.done.actor.signupSocial', output: signedIn },
    { type: 'xstate.done.actor.signupSocial', output: exists },
  ];
  const serializeState = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context.values]);
  const paths = getShortestPaths(signupMachine, {
    input,
    // biome-ignore lint/suspicious/noExplicitAny: @xstate/graph types events against the machine's own union, which leaves out invoke done/error events.
    events: events as any,
    serializeState: serializeState as (snapshot: unknown) => string,
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => JSON.stringify((path.state as Snapshot).value)));
    expect([...reached].sort()).toEqual(
      [
        'editing',
        'submitting',
        { failed: 'refused' },
        { failed: 'socialCancelled' },
        'awaitingSocial',
        'socialEditing',
        'socialSubmitting',
        { socialFailed: 'companyNameMissing' },
        { socialFailed: 'refused' },
        'success',
      ]
        .map((value) => JSON.stringify(value))
        .sort(),
    );
  });

  it.each(
    // One shortest path per state keeps the replay quick; the walk above already covers the rest.
    [...new Map(paths.map((path) => [JSON.stringify((path.state as Snapshot).value), path])).values()].map(
      (path) => [JSON.stringify((path.state as Snapshot).value), path],
    ),
  )('replays the shortest path to %s on a running actor', async (_, path) => {
    let pending: { resolve: (reply: SignupReply) => void; reject: (error: unknown) => void } | undefined;
    const wait = () => new Promise<SignupReply>((resolve, reject) => (pending = { resolve, reject }));
    const signup = fromPromise<SignupReply, EmailSignup>(wait);
    const signupSocial = fromPromise<SocialSignupReply, SocialSignup>(wait as () => Promise<never>);
    const socialPopup = fromCallback<{ type: 'never' }, void, SocialPopupEvent>(() => {});
    const actor = createActor(signupMachine.provide({ actors: { signup, signupSocial, socialPopup } }), {
      input,
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
