import type { Session } from '@showroom/contract';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import type { FormSchema } from '../forms/validate.ts';
import { type LoginCredentials, type LoginReply, type LoginValues, loginMachine } from './loginMachine.ts';

/**
 * A Standard Schema written by hand: the machine takes any, and machines may not import the
 * contract's `loginForm` (ARCHITECTURE.md). The console's tests assert the contract's wording.
 */
const schema: FormSchema<LoginValues> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (input) => {
      const values = input as LoginValues;
      const issues = [];
      if (!values.email.includes('@')) issues.push({ message: 'email: bad', path: ['email'] });
      if (values.password.length === 0) issues.push({ message: 'password: empty', path: ['password'] });
      if (values.password.length < 4) issues.push({ message: 'password: short', path: ['password'] });
      return issues.length ? { issues } : { value: values };
    },
  },
};

const session: Session = {
  id: 'rep-1',
  companyId: 'company-1',
  token: 't0k3n',
  name: 'Ada',
  companyName: 'Acme',
  userName: 'ada@acme.example',
  companyQuestionLibraryLink: null,
  flags: {},
  companyWebsiteStyle: null,
  emailConfirmed: true,
};
const accepted: LoginReply = { status: 'success', payload: session, httpStatus: 200 };
const rejected: LoginReply = {
  status: 'error',
  payload: null,
  message: 'Invalid credentials',
  httpStatus: 401,
};
const limited: LoginReply = {
  status: 'error',
  payload: null,
  message: 'Too many attempts, try again later',
  httpStatus: 429,
};
const broken: LoginReply = {
  status: 'error',
  payload: null,
  message: 'Internal Server Error',
  httpStatus: 500,
};

class ContractError extends Error {
  override name = 'ContractError';
}

/** A login actor that answers each call with the next of `answers` (a reply, or an error to throw). */
const fakeLogin = (...answers: Array<LoginReply | Error>) => {
  const calls: LoginCredentials[] = [];
  const actor = fromPromise<LoginReply, LoginCredentials>(async ({ input }) => {
    calls.push(input);
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected call');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { actor, calls };
};

const start = (...answers: Array<LoginReply | Error>) => {
  const login = fakeLogin(...answers);
  const effects: string[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: { login: login.actor },
      actions: {
        alert: (_, params) => void effects.push(`alert ${params.alert}`),
        storeSession: (_, params) => void effects.push(`store ${params.session.token}`),
        enterConsole: () => void effects.push('enter'),
      },
    }),
    { input: { schema } },
  );
  actor.start();
  return { actor, calls: login.calls, effects };
};

const settle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.matches('submitting'));

const fillValid = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'field.change', field: 'email', value: '  rep@example.com ' });
  actor.send({ type: 'field.change', field: 'password', value: 'hunter22' });
};

describe('loginMachine: the form', () => {
  it('starts editing, clean, with the errors of the empty form and nothing touched', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.values).toEqual({ email: '', password: '' });
    expect(snapshot.context.dirty).toBe(false);
    expect(snapshot.context.touched).toEqual({ email: false, password: false });
    expect(snapshot.context.errors).toEqual({ email: 'email: bad', password: 'password: empty' });
    expect(snapshot.can({ type: 'submit' })).toBe(true);
  });

  it('keeps each change, recomputes errors with the schema (first message per field) and tracks dirty', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', field: 'password', value: 'abc' });
    expect(actor.getSnapshot().context).toMatchObject({
      values: { email: '', password: 'abc' },
      errors: { email: 'email: bad', password: 'password: short' },
      dirty: true,
    });
    actor.send({ type: 'field.change', field: 'email', value: 'rep@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'abcd' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'field.change', field: 'email', value: '' });
    actor.send({ type: 'field.change', field: 'password', value: '' });
    expect(actor.getSnapshot().context.dirty).toBe(false);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('marks a field touched when it is left', () => {
    const { actor } = start();
    actor.send({ type: 'field.blur', field: 'email' });
    expect(actor.getSnapshot().context.touched).toEqual({ email: true, password: false });
  });

  it('refuses to submit a clean form, touching every field so their errors show', () => {
    const { actor, calls } = start(accepted);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.touched).toEqual({ email: true, password: true });
    expect(calls).toEqual([]);
  });

  it('refuses to submit a dirty but invalid form', () => {
    const { actor, calls } = start(accepted);
    actor.send({ type: 'field.change', field: 'email', value: 'rep@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'abc' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.touched).toEqual({ email: true, password: true });
    expect(calls).toEqual([]);
  });
});

describe('loginMachine: the call', () => {
  it('submits a dirty, valid form: calls login with the trimmed e-mail as username and the password', () => {
    const { actor, calls } = start(accepted);
    fillValid(actor);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls).toEqual([{ username: 'rep@example.com', password: 'hunter22' }]);
  });

  it('ignores typing and a second submit while the call is out', () => {
    const { actor, calls } = start(accepted);
    fillValid(actor);
    actor.send({ type: 'submit' });
    actor.send({ type: 'field.change', field: 'password', value: 'changed' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.values.password).toBe('hunter22');
    expect(calls).toHaveLength(1);
  });

  it('an accepted login ends in success, done, keeping the session payload', async () => {
    const { actor } = start(accepted);
    fillValid(actor);
    actor.send({ type: 'submit' });
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('success');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.session).toEqual(session);
  });

  it('a 401 refusal is invalidCredentials', async () => {
    const { actor } = start(rejected);
    fillValid(actor);
    actor.send({ type: 'submit' });
    const snapshot = await settle(actor);
    expect(snapshot.value).toEqual({ failed: 'invalidCredentials' });
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(snapshot.context.session).toBeNull();
  });

  it.each([
    ['429 rate limited', limited],
    ['500 server error', broken],
    [
      '400 invalid input',
      { status: 'error', payload: null, message: 'Bad request', httpStatus: 400 } as LoginReply,
    ],
  ])('any other error reply (%s) is unexpectedFailure', async (_, reply) => {
    const { actor } = start(reply);
    fillValid(actor);
    actor.send({ type: 'submit' });
    expect((await settle(actor)).value).toEqual({ failed: 'unexpectedFailure' });
  });

  it('a reply outside the contract (ContractError) is unexpectedFailure', async () => {
    const { actor } = start(new ContractError('POST /web/login answered 502 without JSON'));
    fillValid(actor);
    actor.send({ type: 'submit' });
    expect((await settle(actor)).value).toEqual({ failed: 'unexpectedFailure' });
  });

  it('a network failure (fetch rejects with TypeError) is unreachable', async () => {
    const { actor } = start(new TypeError('Failed to fetch'));
    fillValid(actor);
    actor.send({ type: 'submit' });
    expect((await settle(actor)).value).toEqual({ failed: 'unreachable' });
  });
});

describe('loginMachine: the effects it asks the console for', () => {
  it('success stores the checked session, then enters the console, once', async () => {
    const { actor, effects } = start(accepted);
    fillValid(actor);
    actor.send({ type: 'submit' });
    await settle(actor);
    expect(effects).toEqual(['store t0k3n', 'enter']);
  });

  it.each([
    [broken, 'alert unableToLogin'],
    [new TypeError('Failed to fetch'), 'alert cannotConnect'],
  ])('a failure the rep must hear about is one alert (%s)', async (answer, effect) => {
    const { actor, effects } = start(answer);
    fillValid(actor);
    actor.send({ type: 'submit' });
    await settle(actor);
    actor.send({ type: 'field.blur', field: 'email' });
    expect(effects).toEqual([effect]);
  });

  it('a 401 is shown inline, with no alert', async () => {
    const { actor, effects } = start(rejected);
    fillValid(actor);
    actor.send({ type: 'submit' });
    await settle(actor);
    expect(effects).toEqual([]);
  });

  it("keeps the input's notice (a session that ended) for the screen", () => {
    const actor = createActor(loginMachine, { input: { schema, notice: 'sessionEnded' } }).start();
    expect(actor.getSnapshot().context.notice).toBe('sessionEnded');
    expect(createActor(loginMachine, { input: { schema } }).start().getSnapshot().context.notice).toBeNull();
  });
});

describe('loginMachine: after a failure', () => {
  it.each([
    ['invalidCredentials', rejected],
    ['unexpectedFailure', broken],
    ['unreachable', new TypeError('Failed to fetch')],
  ] as const)('typing in %s returns to editing with the new value', async (state, answer) => {
    const { actor } = start(answer);
    fillValid(actor);
    actor.send({ type: 'submit' });
    expect((await settle(actor)).value).toEqual({ failed: state });
    actor.send({ type: 'field.change', field: 'password', value: 'hunter23' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.password).toBe('hunter23');
  });

  it.each([
    ['invalidCredentials', rejected],
    ['unexpectedFailure', limited],
    ['unreachable', new TypeError('Failed to fetch')],
  ] as const)('submitting again from %s calls login again and can succeed', async (state, answer) => {
    const { actor, calls } = start(answer, accepted);
    fillValid(actor);
    actor.send({ type: 'submit' });
    expect((await settle(actor)).value).toEqual({ failed: state });
    actor.send({ type: 'field.blur', field: 'email' });
    expect(actor.getSnapshot().value).toEqual({ failed: state });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect((await settle(actor)).value).toBe('success');
    expect(calls).toHaveLength(2);
  });

  it('a failure state refuses to submit once the form is invalid again', async () => {
    const { actor, calls } = start(rejected);
    fillValid(actor);
    actor.send({ type: 'submit' });
    await settle(actor);
    actor.send({ type: 'field.change', field: 'password', value: 'x' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toHaveLength(1);
  });

  it('the default login actor refuses to run: the caller must provide the call', async () => {
    const actor = createActor(loginMachine, { input: { schema } }).start();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fillValid(actor);
    actor.send({ type: 'submit' });
    expect((await settle(actor)).value).toEqual({ failed: 'unexpectedFailure' });
    error.mockRestore();
  });
});

describe('loginMachine: every path (@xstate/graph)', () => {
  type Snapshot = SnapshotFrom<typeof loginMachine>;
  // The `events` option replaces the derived events, so every event the machine takes is listed.
  const events = [
    { type: 'field.change', field: 'email', value: 'rep@example.com' },
    { type: 'field.change', field: 'email', value: '' },
    { type: 'field.change', field: 'password', value: 'hunter22' },
    { type: 'field.blur', field: 'email' },
    { type: 'field.blur', field: 'password' },
    { type: 'submit' },
    { type: 'xstate.done.actor.login', output: accepted },
    { type: 'xstate.done.actor.login', output: rejected },
    { type: 'xstate.done.actor.login', output: broken },
    { type: 'xstate.error.actor.login', error: new TypeError('Failed to fetch') },
    { type: 'xstate.error.actor.login', error: new ContractError('outside the contract') },
  ] as const;
  const serializeState = (snapshot: Snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.values, snapshot.context.touched]);
  const paths = getShortestPaths(loginMachine, {
    input: { schema },
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
        'success',
        { failed: 'invalidCredentials' },
        { failed: 'unexpectedFailure' },
        { failed: 'unreachable' },
      ]
        .map((value) => JSON.stringify(value))
        .sort(),
    );
  });

  it.each(
    paths.map((path) => [
      path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' > ') || '(start)',
      path,
    ]),
  )('replays %s on a running actor', async (_, path) => {
    // The fake call waits for the path to say how it ends.
    let pending: { resolve: (reply: LoginReply) => void; reject: (error: unknown) => void } | undefined;
    const login = fromPromise<LoginReply, LoginCredentials>(
      () => new Promise((resolve, reject) => (pending = { resolve, reject })),
    );
    const actor = createActor(loginMachine.provide({ actors: { login } }), { input: { schema } }).start();
    for (const step of path.steps) {
      const event = step.event as (typeof events)[number];
      if (event.type === 'xstate.done.actor.login') pending?.resolve(event.output);
      else if (event.type === 'xstate.error.actor.login') pending?.reject(event.error);
      else actor.send(event);
      if (event.type.startsWith('xstate.')) await waitFor(actor, (s) => !s.matches('submitting'));
      expect(serializeState(actor.getSnapshot())).toBe(serializeState(step.state as Snapshot));
    }
  });
});
