import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { type ConsentAnswer, type ConsentReply, consentMachine, type FlagsReply } from './consentMachine.ts';

const recorded: ConsentReply = { status: 'success', payload: null, httpStatus: 200 };
const saved: FlagsReply = { status: 'success', payload: { flags: {} }, httpStatus: 200 };

const start = (fail: { record?: boolean; save?: boolean } = {}) => {
  const calls: Array<ConsentAnswer | 'save' | 'store flags' | 'log out'> = [];
  const machine = consentMachine.provide({
    actors: {
      recordConsent: fromPromise<ConsentReply, { consent: ConsentAnswer }>(async ({ input }) => {
        calls.push(input.consent);
        if (fail.record) throw new TypeError('Failed to fetch');
        return recorded;
      }),
      saveFlags: fromPromise<FlagsReply, void>(async () => {
        calls.push('save');
        if (fail.save) throw new TypeError('Failed to fetch');
        return saved;
      }),
    },
    actions: {
      storeFlags: () => void calls.push('store flags'),
      logOut: () => void calls.push('log out'),
    },
  });
  return { actor: createActor(machine).start(), calls };
};

describe('consentMachine', () => {
  it('starts shown', () => {
    expect(start().actor.getSnapshot().value).toBe('shown');
  });

  it("'I agree' hides at once, records 'consented', then saves the flags, and ends agreed", async () => {
    const { actor, calls } = start();
    actor.send({ type: 'agree' });
    expect(actor.getSnapshot().value).toBe('recording');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('agreed');
    expect(calls).toEqual(['consented', 'save', 'store flags']);
  });

  it.each([{ record: true }, { save: true }])(
    'a failed call (%o) still ends agreed: dismissed locally',
    async (fail) => {
      const { actor, calls } = start(fail);
      actor.send({ type: 'agree' });
      expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('agreed');
      expect(calls).toEqual(fail.save ? ['consented', 'save'] : ['consented', 'save', 'store flags']);
    },
  );

  it("'Logout' records 'logged out' and ends loggedOut, also when the record fails", async () => {
    for (const fail of [{}, { record: true }]) {
      const { actor, calls } = start(fail);
      actor.send({ type: 'logout' });
      expect(actor.getSnapshot().value).toBe('loggingOut');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('loggedOut');
      expect(calls).toEqual(['logged out', 'log out']);
    }
  });

  it('ignores a second answer while the first is on its way', () => {
    const { actor, calls } = start();
    actor.send({ type: 'agree' });
    actor.send({ type: 'logout' });
    expect(actor.getSnapshot().value).toBe('recording');
    expect(calls).toEqual(['consented']);
  });

  it('every state is reachable (@xstate/graph)', () => {
    type Snapshot = SnapshotFrom<typeof consentMachine>;
    const paths = getShortestPaths(consentMachine, {
      events: [
        { type: 'agree' },
        { type: 'logout' },
        { type: 'xstate.done.actor.recordConsent', output: null },
        { type: 'xstate.done.actor.saveFlags', output: null },
        // biome-ignore lint/suspicious/noExplicitAny: invoke done events are not in the machine's event union.
      ] as any,
    });
    const reached = new Set(paths.map((path) => (path.state as Snapshot).value));
    expect([...reached].sort()).toEqual(Object.keys(consentMachine.root.states).sort());
  });
});
