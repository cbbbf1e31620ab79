import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { type ResendReply, type ShellInfo, shellMachine } from './shellMachine.ts';

const info: ShellInfo = { hiddenFeatures: ['Analytic'], showConsent: true, emailConfirmed: true };
const unconfirmed: ShellInfo = { ...info, emailConfirmed: false };
const sent: ResendReply = { status: 'success', payload: null, httpStatus: 200 };

const start = (
  loads: Array<ShellInfo | Error>,
  options: { expanded?: boolean; logoutFails?: boolean; resends?: Array<ResendReply | Error> } = {},
) => {
  const calls = { loads: 0, logouts: 0, resends: 0, stored: [] as boolean[], effects: [] as string[] };
  const machine = shellMachine.provide({
    actors: {
      load: fromPromise<ShellInfo, void>(async () => {
        calls.loads++;
        const next = loads.shift();
        if (!next) throw new Error('unexpected load');
        if (next instanceof Error) throw next;
        return next;
      }),
      logout: fromPromise<unknown, void>(async () => {
        calls.logouts++;
        if (options.logoutFails) throw new TypeError('Failed to fetch');
        return null;
      }),
      resendConfirmation: fromPromise<ResendReply, void>(async () => {
        calls.resends++;
        const next = options.resends?.shift();
        if (!next) throw new Error('unexpected resend');
        if (next instanceof Error) throw next;
        return next;
      }),
    },
    actions: {
      storeNavbar: (_, params) => void calls.stored.push(params.expanded),
      announceSent: () => void calls.effects.push('sent'),
      alert: (_, params) => void calls.effects.push(`alert ${params.alert}`),
      endSession: () => void calls.effects.push('end session'),
    },
  });
  return { actor: createActor(machine, { input: { expanded: options.expanded ?? true } }).start(), calls };
};
type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy') || s.status === 'done');

describe('shellMachine', () => {
  it('loads, then is ready with what it loaded', async () => {
    const { actor, calls } = start([info]);
    expect(actor.getSnapshot().value).toBe('loading');
    const snapshot = await settle(actor);
    expect(snapshot.value).toEqual({ ready: 'confirmed' });
    expect(snapshot.context.info).toEqual(info);
    expect(calls.loads).toBe(1);
  });

  it('a failed load is failed; retry loads again', async () => {
    const { actor, calls } = start([new TypeError('Failed to fetch'), info]);
    expect((await settle(actor)).value).toBe('failed');
    actor.send({ type: 'retry' });
    expect((await settle(actor)).value).toEqual({ ready: 'confirmed' });
    expect(calls.loads).toBe(2);
  });

  it('the navbar starts as the session says and each toggle is stored', () => {
    const { actor, calls } = start([info], { expanded: false });
    expect(actor.getSnapshot().context.expanded).toBe(false);
    actor.send({ type: 'navbar.toggle' });
    actor.send({ type: 'navbar.toggle' });
    expect(actor.getSnapshot().context.expanded).toBe(false);
    expect(calls.stored).toEqual([true, false]);
  });

  it.each([false, true])(
    'logout revokes the token and ends loggedOut (revoke fails: %s)',
    async (logoutFails) => {
      const { actor, calls } = start([info], { logoutFails });
      await settle(actor);
      actor.send({ type: 'logout' });
      expect(actor.getSnapshot().value).toBe('loggingOut');
      const snapshot = await settle(actor);
      expect(snapshot.value).toBe('loggedOut');
      expect(snapshot.status).toBe('done');
      expect(calls.logouts).toBe(1);
      expect(calls.effects).toEqual(['end session']);
    },
  );

  it('logout works from failed and while loading', async () => {
    const failed = start([new TypeError('x')]);
    await settle(failed.actor);
    failed.actor.send({ type: 'logout' });
    expect((await settle(failed.actor)).value).toBe('loggedOut');
    const loading = start([info]);
    loading.actor.send({ type: 'logout' });
    expect((await settle(loading.actor)).value).toBe('loggedOut');
  });

  it('an unconfirmed address shows the banner; Resend mails the link and says so', async () => {
    const { actor, calls } = start([unconfirmed], {
      resends: [sent, { status: 'error', payload: null, message: 'Too many e-mails', httpStatus: 429 }],
    });
    expect((await settle(actor)).value).toEqual({ ready: 'unconfirmed' });
    actor.send({ type: 'confirmation.resend' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'resending' });
    await waitFor(actor, (s) => !s.matches({ ready: 'resending' }));
    expect(actor.getSnapshot().value).toEqual({ ready: 'unconfirmed' });
    actor.send({ type: 'confirmation.resend' });
    await waitFor(actor, (s) => !s.matches({ ready: 'resending' }));
    expect(actor.getSnapshot().value).toEqual({ ready: 'unconfirmed' });
    expect(calls.effects).toEqual(['sent', 'alert refused']);
    expect(calls.resends).toBe(2);
  });

  it('a resend answered 409 (confirmed meanwhile) hides the banner; no reply is an alert', async () => {
    const confirmed = start([unconfirmed], {
      resends: [{ status: 'error', payload: null, message: 'Already confirmed', httpStatus: 409 }],
    });
    await settle(confirmed.actor);
    confirmed.actor.send({ type: 'confirmation.resend' });
    await waitFor(confirmed.actor, (s) => s.matches({ ready: 'confirmed' }));
    const offline = start([unconfirmed], { resends: [new TypeError('Failed to fetch')] });
    await settle(offline.actor);
    offline.actor.send({ type: 'confirmation.resend' });
    await waitFor(offline.actor, (s) => !s.matches({ ready: 'resending' }));
    expect(offline.calls.effects).toEqual(['alert unreachable']);
  });

  it('every state is reachable (@xstate/graph)', () => {
    type Snapshot = SnapshotFrom<typeof shellMachine>;
    const paths = getShortestPaths(shellMachine, {
      input: { expanded: true },
      events: [
        { type: 'navbar.toggle' },
        { type: 'retry' },
        { type: 'logout' },
        { type: 'confirmation.resend' },
        { type: 'xstate.done.actor.load', output: info },
        { type: 'xstate.done.actor.load', output: unconfirmed },
        { type: 'xstate.done.actor.resendConfirmation', output: sent },
        { type: 'xstate.error.actor.load', error: new TypeError('x') },
        { type: 'xstate.done.actor.logout', output: null },
        // biome-ignore lint/suspicious/noExplicitAny: invoke done events are not in the machine's event union.
      ] as any,
    });
    const reached = new Set(paths.map((path) => JSON.stringify((path.state as Snapshot).value)));
    expect([...reached].sort()).toEqual(
      [
        'loading',
        { ready: 'confirmed' },
        { ready: 'unconfirmed' },
        { ready: 'resending' },
        'failed',
        'loggingOut',
        'loggedOut',
      ]
        .map((value) => JSON.stringify(value))
        .sort(),
    );
  });
});
