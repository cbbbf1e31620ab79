import { type EmbedKind, type ShareLink, shareForm } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type RevokeShareReply, type ShareLinksReply, shareLinksMachine } from './shareLinksMachine.ts';
import { type ShareReply, shareMachine } from './shareMachine.ts';

const id = '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b';
const link = (n: number): ShareLink => ({
  shareId: `${String(n).repeat(43)}`.slice(0, 43),
  date_created: `2026-11-2${n} 10:00:00`,
  salesrep_id: 'rep',
  salesrep_name: 'Riley Morgan',
});
const ok = <T>(payload: T) => ({ status: 'success' as const, payload, httpStatus: 200 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const start = (lists: (ShareLinksReply | Error)[], revokes: (RevokeShareReply | Error)[] = []) => {
  const calls = { list: [] as unknown[], revoke: [] as unknown[] };
  const next = <T>(answers: (T | Error)[]) => {
    const answer = answers.shift();
    if (answer === undefined) return new Promise<never>(() => {});
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const machine = shareLinksMachine.provide({
    actors: {
      list: fromPromise(({ input }) => {
        calls.list.push(input);
        return next(lists);
      }),
      revoke: fromPromise(({ input }) => {
        calls.revoke.push(input);
        return next(revokes);
      }),
    },
  });
  return { machine, calls };
};

describe('shareLinksMachine (issue 29 B.4: the active share links, with Revoke)', () => {
  it('lists the links; Revoke removes one at once; a refused revoke keeps it and says so', async () => {
    const { machine, calls } = start(
      [ok([link(2), link(1)])],
      [ok(null), { status: 'error', payload: null, message: 'No', httpStatus: 404 }],
    );
    const actor = createActor(machine, { input: { kind: 'hero', id } }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(calls.list).toEqual([{ kind: 'hero', id }]);
    expect(actor.getSnapshot().context.links).toEqual([link(2), link(1)]);
    actor.send({ type: 'revoke', shareId: 'not-listed' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'revoke', shareId: link(2).shareId });
    expect(actor.getSnapshot().value).toBe('revoking');
    await settle();
    expect(calls.revoke).toEqual([{ kind: 'hero', id, shareId: link(2).shareId }]);
    expect(actor.getSnapshot().context.links).toEqual([link(1)]);
    actor.send({ type: 'revoke', shareId: link(1).shareId });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({
      links: [link(1)],
      revokeFailed: true,
      revoking: null,
    });
  });

  it('a list that cannot be read can be asked again', async () => {
    const { machine } = start([new TypeError('Failed to fetch'), ok([link(1)])]);
    const actor = createActor(machine, { input: { kind: 'solo', id } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'refresh' });
    await settle();
    expect(actor.getSnapshot().context.links).toEqual([link(1)]);
  });

  it('the share dialog lists the links and reads them again once it made one', async () => {
    const { machine, calls } = start([ok([]), ok([link(3)])]);
    const made: ShareReply = {
      status: 'success',
      payload: { token: 'Ab3_Ab3_Ab3_Ab3_Ab3_Ab', type: 'cyoa', id, companyId: 'c' },
      httpStatus: 201,
    };
    const share = shareMachine.provide({
      actors: {
        links: machine,
        generate: fromPromise<ShareReply, { type: EmbedKind; id: string }>(async () => made),
        writeText: fromPromise(async () => {}),
      },
    });
    const actor = createActor(share, {
      input: {
        kind: 'cyoa',
        id,
        audienceUrl: 'http://127.0.0.1:4001',
        schema: shareForm,
      },
    }).start();
    await settle();
    expect(actor.getSnapshot().children.links?.getSnapshot().context.links).toEqual([]);
    actor.send({ type: 'field.change', field: 'title', value: 'Tour' });
    actor.send({ type: 'field.change', field: 'description', value: 'A look' });
    actor.send({ type: 'generate' });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ generated: 'idle' });
    expect(calls.list).toHaveLength(2);
    expect(actor.getSnapshot().children.links?.getSnapshot().context.links).toEqual([link(3)]);
  });
});
