import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ContactListItem,
  contactListsMachine,
  type DeleteReply,
  type ListsReply,
} from './contactListsMachine.ts';

const item = (id: string, title = `List ${id}`): ContactListItem => ({
  id,
  title,
  name: 'Riley Morgan',
  salesrep_id: 'rep-1',
  date_created: '2026-11-22 09:44:06',
  row_count: 3,
  identifier_count: 1,
});
const lists: ListsReply = { status: 'success', payload: [item('a'), item('b')], httpStatus: 200 };
const deleted: DeleteReply = { status: 'success', payload: { id: 'a' }, httpStatus: 200 };
const refused: DeleteReply = {
  status: 'error',
  payload: null,
  message: 'Contact list not found',
  httpStatus: 404,
};

const start = (fetches: Array<ListsReply | Error>, deletes: Array<DeleteReply | Error> = []) => {
  const deleteCalls: string[] = [];
  // The toasts the page shows, in order (spec 1 §8).
  const toasts: string[] = [];
  const machine = contactListsMachine.provide({
    actions: {
      showDeleteProgress: () => toasts.push('progress'),
      endDeleteProgress: () => toasts.push('dismissed'),
      failDeleteProgress: (_, params) => toasts.push(`failed: ${params.failure}`),
    },
    actors: {
      fetchLists: fromPromise<ListsReply>(async () => {
        const answer = fetches.shift();
        if (!answer) return new Promise<never>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      deleteList: fromPromise<DeleteReply, { id: string }>(async ({ input }) => {
        deleteCalls.push(input.id);
        const answer = deletes.shift();
        if (!answer) return new Promise<never>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  return { actor: createActor(machine).start(), deleteCalls, toasts };
};
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('contactListsMachine', () => {
  it('loads the lists into ready', async () => {
    const { actor } = start([lists]);
    expect(actor.getSnapshot().value).toBe('loading');
    const ready = await settled(actor);
    expect(ready.value).toBe('ready');
    expect(ready.context.lists.map((list) => list.id)).toEqual(['a', 'b']);
  });

  it.each([
    [
      'an error reply',
      { status: 'error', payload: null, message: 'Forbidden', httpStatus: 403 } as ListsReply,
      'error',
    ],
    ['no reply', new TypeError('Failed to fetch'), 'unreachable'],
  ] as const)('%s fails the load; refresh tries again', async (_case, answer, failure) => {
    const { actor } = start([answer, lists]);
    const failed = await settled(actor);
    expect(failed.value).toBe('loadFailed');
    expect(failed.context.failure).toBe(failure);
    actor.send({ type: 'refresh' });
    expect((await settled(actor)).value).toBe('ready');
  });

  it('asks before deleting; cancel keeps the list', async () => {
    const { actor, deleteCalls } = start([lists]);
    await settled(actor);
    actor.send({ type: 'delete.request', id: 'a' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.pending?.id).toBe('a');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(deleteCalls).toEqual([]);
  });

  it('ignores a delete of a list it does not show', async () => {
    const { actor } = start([lists]);
    await settled(actor);
    actor.send({ type: 'delete.request', id: 'zzz' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('deletes after confirmation and removes the row', async () => {
    const { actor, deleteCalls, toasts } = start([lists], [deleted]);
    await settled(actor);
    actor.send({ type: 'delete.request', id: 'a' });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(toasts).toEqual(['progress']);
    const ready = await settled(actor);
    expect(ready.value).toBe('ready');
    expect(ready.context.lists.map((list) => list.id)).toEqual(['b']);
    expect(deleteCalls).toEqual(['a']);
    expect(toasts).toEqual(['progress', 'dismissed']);
  });

  it.each([
    ['an error reply', refused, 'error'],
    ['no reply', new TypeError('Failed to fetch'), 'unreachable'],
  ] as const)('%s fails the delete and keeps the row', async (_case, answer, failure) => {
    const { actor, toasts } = start([lists], [answer, deleted]);
    await settled(actor);
    actor.send({ type: 'delete.request', id: 'a' });
    actor.send({ type: 'delete.confirm' });
    const failed = await settled(actor);
    expect(failed.value).toBe('deleteFailed');
    expect(toasts).toEqual(['progress', `failed: ${failure}`]);
    expect(failed.context.failure).toBe(failure);
    expect(failed.context.lists).toHaveLength(2);
    actor.send({ type: 'delete.request', id: 'a' });
    actor.send({ type: 'delete.confirm' });
    expect((await settled(actor)).value).toBe('ready');
  });

  it('refresh from ready reloads (after an upload)', async () => {
    const { actor } = start([lists, { ...lists, payload: [item('c'), item('a'), item('b')] }]);
    await settled(actor);
    actor.send({ type: 'refresh' });
    expect((await settled(actor)).context.lists.map((list) => list.id)).toEqual(['c', 'a', 'b']);
  });
});
