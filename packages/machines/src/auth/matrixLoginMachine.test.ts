import type { Session } from '@showroom/contract';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { type MatrixAddressEvent, type MatrixLoginReply, matrixLoginMachine } from './matrixLoginMachine.ts';

const session: Session = {
  id: 'rep-1',
  companyId: 'company-1',
  token: 'session-from-matrix',
  name: 'Ada',
  companyName: 'Acme',
  userName: 'ada@acme.example',
  companyQuestionLibraryLink: null,
  flags: {},
  companyWebsiteStyle: null,
  emailConfirmed: true,
};

/** The machine with its effects recorded in order, and the call answering `answer`. */
const start = (token: string | null, answer?: MatrixLoginReply | Error) => {
  const effects: string[] = [];
  const machine = matrixLoginMachine.provide({
    actors: {
      readAddress: fromCallback<{ type: 'never' }, void, MatrixAddressEvent>(({ sendBack }) => {
        effects.push('read address');
        sendBack({ type: 'address.read', token });
      }),
      matrixLogin: fromPromise<MatrixLoginReply, { token: string }>(async ({ input }) => {
        effects.push(`call ${input.token}`);
        if (!answer) return new Promise<never>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: {
      clearAddress: () => void effects.push('clear address'),
      storeSession: (_, params) => void effects.push(`store ${params.session.token}`),
      enterConsole: () => void effects.push('enter'),
      leaveToLogin: () => void effects.push('to /login'),
    },
  });
  return { actor: createActor(machine).start(), effects };
};
const settle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.status === 'done');

describe('matrixLoginMachine (spec 1 §2 /matrix, ADR 0014)', () => {
  it('takes the token off the address before calling; an accepted token is stored and enters the console', async () => {
    const { actor, effects } = start('handed-over', { status: 'success', payload: session, httpStatus: 200 });
    expect(actor.getSnapshot().value).toBe('checking');
    const done = await settle(actor);
    expect(done.value).toBe('success');
    expect(done.context.session).toEqual(session);
    expect(effects).toEqual([
      'read address',
      'clear address',
      'call handed-over',
      'store session-from-matrix',
      'enter',
    ]);
  });

  it.each([
    [
      'a refused token',
      { status: 'error', payload: null, message: 'Invalid token', httpStatus: 401 } as const,
    ],
    ['no reply', new TypeError('Failed to fetch')],
  ])('%s goes to /login with nothing stored', async (_, answer) => {
    const { actor, effects } = start('expired', answer);
    expect((await settle(actor)).value).toBe('failed');
    expect(effects).toEqual(['read address', 'clear address', 'call expired', 'to /login']);
  });

  it('without a token it goes to /login without calling anything', async () => {
    const { actor, effects } = start(null, { status: 'success', payload: session, httpStatus: 200 });
    expect(actor.getSnapshot().value).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(effects).toEqual(['read address', 'clear address', 'to /login']);
  });

  it('every state is reachable (@xstate/graph)', () => {
    type Snapshot = SnapshotFrom<typeof matrixLoginMachine>;
    const paths = getShortestPaths(matrixLoginMachine, {
      events: [
        { type: 'address.read', token: 't' },
        { type: 'address.read', token: null },
        { type: 'xstate.done.actor.0.matrixLogin.checking', output: { status: 'success', payload: session } },
        { type: 'xstate.error.actor.0.matrixLogin.checking', error: new TypeError('x') },
        // biome-ignore lint/suspicious/noExplicitAny: invoke done events are not in the machine's event union.
      ] as any,
    });
    const reached = new Set(paths.map((path) => (path.state as Snapshot).value));
    expect([...reached].sort()).toEqual(Object.keys(matrixLoginMachine.root.states).sort());
  });
});
