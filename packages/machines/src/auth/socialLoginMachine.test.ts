import type { Session } from '@showroom/contract';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import {
  type SocialLogin,
  type SocialLoginReply,
  type SocialPopupEvent,
  socialLoginMachine,
} from './socialLoginMachine.ts';

const session: Session = {
  id: 'rep-1',
  companyId: 'company-1',
  token: 't',
  name: 'Ada',
  companyName: 'Acme',
  userName: 'ada@acme.example',
  companyQuestionLibraryLink: null,
  flags: {},
  companyWebsiteStyle: null,
  emailConfirmed: true,
};
const start = (answer?: SocialLoginReply | Error) => {
  const calls = { logins: [] as SocialLogin[], popups: 0, closed: 0, effects: [] as string[] };
  const machine = socialLoginMachine.provide({
    actors: {
      // The popup opens when the actor starts and stops listening when it is stopped.
      socialPopup: fromCallback<{ type: 'never' }, void, SocialPopupEvent>(() => {
        calls.popups++;
        return () => void calls.closed++;
      }),
      loginSocial: fromPromise<SocialLoginReply, SocialLogin>(async ({ input }) => {
        calls.logins.push(input);
        if (!answer) throw new Error('unexpected call');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: {
      alert: (_, params) => void calls.effects.push(`alert ${params.alert}`),
      storeSession: (_, params) => void calls.effects.push(`store ${params.session.token}`),
      enterConsole: () => void calls.effects.push('enter'),
    },
  });
  return { actor: createActor(machine).start(), calls };
};
type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.matches('signingIn'));

describe('socialLoginMachine', () => {
  it('the button opens the popup; a closed popup is cancelled and the button works again', () => {
    const { actor, calls } = start();
    actor.send({ type: 'social.start' });
    expect(actor.getSnapshot().value).toBe('awaiting');
    actor.send({ type: 'social.cancel' });
    expect(actor.getSnapshot().value).toEqual({ failed: 'cancelled' });
    expect(calls.closed).toBe(1);
    actor.send({ type: 'social.start' });
    expect(calls.popups).toBe(2);
    expect(calls.effects).toEqual(['alert linkedInCancelled']);
  });

  it('the code signs in; success keeps the session and is done', async () => {
    const { actor, calls } = start({ status: 'success', payload: session, httpStatus: 200 });
    actor.send({ type: 'social.start' });
    actor.send({ type: 'social.code', code: 'auth-code' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('success');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.session).toEqual(session);
    expect(calls.logins).toEqual([{ authCode: 'auth-code' }]);
    expect(calls.effects).toEqual(['store t', 'enter']);
  });

  it('a refusal is failed with its message; no reply is unreachable', async () => {
    const refused = start({
      status: 'error',
      payload: null,
      message: 'No account for this profile',
      httpStatus: 404,
    });
    refused.actor.send({ type: 'social.start' });
    refused.actor.send({ type: 'social.code', code: 'c' });
    const snapshot = await settle(refused.actor);
    expect(snapshot.value).toEqual({ failed: 'refused' });
    expect(snapshot.context.refusal).toBe('No account for this profile');
    expect(refused.calls.effects).toEqual(['alert refused']);
    const offline = start(new TypeError('Failed to fetch'));
    offline.actor.send({ type: 'social.start' });
    offline.actor.send({ type: 'social.code', code: 'c' });
    expect((await settle(offline.actor)).value).toEqual({ failed: 'unreachable' });
    expect(offline.calls.effects).toEqual(['alert cannotConnect']);
  });

  it('a code without an open popup is ignored', () => {
    const { actor, calls } = start();
    actor.send({ type: 'social.code', code: 'c' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.logins).toEqual([]);
  });

  it('every state is reachable (@xstate/graph)', () => {
    type Snapshot = SnapshotFrom<typeof socialLoginMachine>;
    const paths = getShortestPaths(socialLoginMachine, {
      events: [
        { type: 'social.start' },
        { type: 'social.code', code: 'c' },
        { type: 'social.cancel' },
        {
          type: 'xstate.done.actor.loginSocial',
          output: { status: 'success', payload: session, httpStatus: 200 },
        },
        {
          type: 'xstate.done.actor.loginSocial',
          output: { status: 'error', payload: null, message: 'x', httpStatus: 400 },
        },
        { type: 'xstate.error.actor.loginSocial', error: new TypeError('x') },
        // biome-ignore lint/suspicious/noExplicitAny: invoke done events are not in the machine's event union.
      ] as any,
    });
    const reached = new Set(paths.map((path) => JSON.stringify((path.state as Snapshot).value)));
    expect([...reached].sort()).toEqual(
      [
        'idle',
        'awaiting',
        'signingIn',
        { failed: 'cancelled' },
        { failed: 'refused' },
        { failed: 'unreachable' },
        'success',
      ]
        .map((value) => JSON.stringify(value))
        .sort(),
    );
  });
});
