import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { type LinkedinConfigReply, linkedinProviderMachine } from './linkedinProviderMachine.ts';

const configured = (state: string): LinkedinConfigReply => ({
  status: 'success',
  httpStatus: 200,
  payload: {
    configured: true,
    authorizeUrl: `https://provider.example/authorize?state=${state}`,
    clientId: 'showroom',
    redirectUri: 'http://localhost:4000/linkedin',
    scope: 'openid profile email',
    state,
  },
});

/** The machine with `loadConfig` answering `answers` in turn (and never once they run out). */
const start = (answers: Array<LinkedinConfigReply | Error>) => {
  let loads = 0;
  const machine = linkedinProviderMachine.provide({
    actors: {
      loadConfig: fromPromise<LinkedinConfigReply, void>(async () => {
        loads++;
        const answer = answers.shift();
        if (!answer) return new Promise<never>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  return { actor: createActor(machine).start(), loads: () => loads };
};
const settle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('linkedinProviderMachine (ADR 0012)', () => {
  it('loads the configuration when it starts; a configured provider is ready with its attempt', async () => {
    const { actor, loads } = start([configured('state-1')]);
    expect(actor.getSnapshot().value).toBe('loading');
    const ready = await settle(actor);
    expect(ready.value).toBe('ready');
    expect(ready.context.attempt).toEqual({
      authorizeUrl: 'https://provider.example/authorize?state=state-1',
      clientId: 'showroom',
      redirectUri: 'http://localhost:4000/linkedin',
      state: 'state-1',
    });
    expect(loads()).toBe(1);
  });

  it('a used attempt is forgotten and a fresh one (a new single-use state) is loaded', async () => {
    const { actor, loads } = start([configured('state-1'), configured('state-2')]);
    await settle(actor);
    actor.send({ type: 'attempt.used' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.attempt).toBeNull();
    expect((await settle(actor)).context.attempt?.state).toBe('state-2');
    expect(loads()).toBe(2);
  });

  it("is unavailable with the server's message when no provider is configured, or without a reply", async () => {
    const notConfigured = await settle(
      start([
        { status: 'success', httpStatus: 200, payload: { configured: false, message: 'Not configured' } },
      ]).actor,
    );
    expect(notConfigured.value).toBe('unavailable');
    expect(notConfigured.context.unavailable).toEqual({ reason: 'notConfigured', message: 'Not configured' });
    for (const answer of [
      new TypeError('Failed to fetch'),
      { status: 'error', payload: null, message: 'Busy', httpStatus: 503 } as const,
    ]) {
      const failed = await settle(start([answer]).actor);
      expect(failed.value).toBe('unavailable');
      expect(failed.context.unavailable).toEqual({ reason: 'unreachable' });
    }
  });

  it('every state is reachable (@xstate/graph)', () => {
    type Snapshot = SnapshotFrom<typeof linkedinProviderMachine>;
    const paths = getShortestPaths(linkedinProviderMachine, {
      events: [
        { type: 'xstate.done.actor.0.linkedinProvider.loading', output: configured('s') },
        { type: 'xstate.error.actor.0.linkedinProvider.loading', error: new TypeError('x') },
        { type: 'attempt.used' },
        // biome-ignore lint/suspicious/noExplicitAny: invoke done events are not in the machine's event union.
      ] as any,
    });
    const reached = new Set(paths.map((path) => (path.state as Snapshot).value));
    expect([...reached].sort()).toEqual(Object.keys(linkedinProviderMachine.root.states).sort());
  });
});
