import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { type ConfirmLink, type ConfirmReply, confirmMachine } from './confirmMachine.ts';

const link: ConfirmLink = { email: 'ada@acme.example', secret: 's3cret' };
const confirmed: ConfirmReply = { status: 'success', payload: null, httpStatus: 200 };
const invalid: ConfirmReply = {
  status: 'error',
  payload: null,
  message: 'This confirmation link is invalid or has expired',
  httpStatus: 400,
};

const start = (input: { link: ConfirmLink | null }, ...answers: Array<ConfirmReply | Error>) => {
  const calls: ConfirmLink[] = [];
  const machine = confirmMachine.provide({
    actors: {
      confirmEmail: fromPromise<ConfirmReply, ConfirmLink>(async ({ input }) => {
        calls.push(input);
        const next = answers.shift();
        if (!next) throw new Error('unexpected call');
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
};
const settle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('confirmMachine', () => {
  it('confirms with the link once and ends confirmed', async () => {
    const { actor, calls } = start({ link }, confirmed);
    expect(actor.getSnapshot().value).toBe('confirming');
    expect((await settle(actor)).value).toBe('confirmed');
    expect(calls).toEqual([link]);
  });

  it('a refused link is invalid', async () => {
    const { actor } = start({ link }, invalid);
    expect((await settle(actor)).value).toBe('invalid');
  });

  it('an address without its parameters is invalid without a call', () => {
    const { actor, calls } = start({ link: null });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(calls).toEqual([]);
  });

  it('no reply is unreachable; Try again asks again', async () => {
    const { actor, calls } = start({ link }, new TypeError('Failed to fetch'), confirmed);
    expect((await settle(actor)).value).toBe('unreachable');
    actor.send({ type: 'retry' });
    expect((await settle(actor)).value).toBe('confirmed');
    expect(calls).toHaveLength(2);
  });

  it('every state is reachable (@xstate/graph)', () => {
    type Snapshot = SnapshotFrom<typeof confirmMachine>;
    const paths = getShortestPaths(confirmMachine, {
      input: { link },
      events: [
        { type: 'retry' },
        { type: 'xstate.done.actor.confirmEmail', output: confirmed },
        { type: 'xstate.done.actor.confirmEmail', output: invalid },
        { type: 'xstate.error.actor.confirmEmail', error: new TypeError('x') },
        // biome-ignore lint/suspicious/noExplicitAny: invoke done events are not in the machine's event union.
      ] as any,
    });
    const reached = new Set(paths.map((path) => (path.state as Snapshot).value));
    expect([...reached].sort()).toEqual(Object.keys(confirmMachine.root.states).sort());
  });
});
