import type { PageSummary } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type CopyPageReply,
  type CreatePageReply,
  type DeletePageReply,
  type ListPagesReply,
  pageListMachine,
} from './pageListMachine.ts';

const owner = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const row = (id: string, created: string, title = 'Page'): PageSummary => ({
  id,
  title,
  type: 'customized',
  live: 0,
  owner_id: owner,
  name: 'Riley Morgan',
  date_created: created,
  date_modified: created,
});
const older = row('5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c21', '2026-11-20 10:00:00', 'Older');
const newer = row('5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c22', '2026-11-25 10:00:00', 'Newer');
const ok = <T>(payload: T) => ({ status: 'success' as const, payload, httpStatus: 200 });
const refused = { status: 'error' as const, payload: null, message: 'No', httpStatus: 400 };

function start(options: {
  lists?: ListPagesReply[];
  create?: CreatePageReply | Error;
  clone?: CopyPageReply | Error;
  remove?: DeletePageReply | Error;
}) {
  const lists = [...(options.lists ?? [ok([older, newer])])];
  const calls = { load: 0, create: [] as string[], clone: [] as string[], remove: [] as string[] };
  const effects: string[] = [];
  const settle = <T>(value: T | Error | undefined) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value as T);
  const actor = createActor(
    pageListMachine.provide({
      actors: {
        load: fromPromise(async () => {
          calls.load += 1;
          return lists.length > 1 ? lists.shift()! : lists[0]!;
        }),
        create: fromPromise(async ({ input }) => {
          calls.create.push(input.type);
          return settle(options.create);
        }),
        clone: fromPromise(async ({ input }) => {
          calls.clone.push(input.page.id);
          return settle(options.clone);
        }),
        remove: fromPromise(async ({ input }) => {
          calls.remove.push(input.id);
          return settle(options.remove);
        }),
      },
      actions: {
        notifyCreateFailed: () => effects.push('createFailed'),
        notifyCloneFailed: () => effects.push('cloneFailed'),
        notifyDeleteFailed: (_, params) => effects.push(`deleteFailed:${params.failure}`),
        openEditor: (_, params) => effects.push(`open:${params.id}/${params.type}/${params.live}`),
      },
    }),
    { input: { defaultType: 'customized' } },
  ).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, effects, settled };
}

describe('pageListMachine (spec 3 §2.7)', () => {
  it('loads the pages newest first', async () => {
    const { actor, settled } = start({});
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.pages.map((page) => page.title)).toEqual(['Newer', 'Older']);
  });

  it('fails the load on an error reply and retries', async () => {
    const { actor, settled, calls } = start({ lists: [refused, ok([older])] });
    await settled();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'retry' });
    await settled();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.load).toBe(2);
  });

  it('creates a page of the chosen type (Q&A by default) and opens its editor', async () => {
    const created = ok([{ id: newer.id, type: 'embed' as const, live: 0 as const }]) as CreatePageReply;
    const { actor, settled, calls, effects } = start({ create: created });
    await settled();
    actor.send({ type: 'create.open' });
    expect(actor.getSnapshot().context.type).toBe('customized');
    actor.send({ type: 'type.choose', pageType: 'embed' });
    actor.send({ type: 'create.continue' });
    await settled();
    expect(calls.create).toEqual(['embed']);
    expect(effects).toEqual([`open:${newer.id}/embed/0`]);
    // The picker opens on Q&A again.
    actor.send({ type: 'create.open' });
    expect(actor.getSnapshot().context.type).toBe('customized');
    actor.send({ type: 'create.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('says so when the create fails', async () => {
    const { actor, settled, effects } = start({ create: refused });
    await settled();
    actor.send({ type: 'create.open' });
    actor.send({ type: 'create.continue' });
    await settled();
    expect(effects).toEqual(['createFailed']);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('clones a row and reloads; a failed clone is toasted', async () => {
    const copy = ok([{ id: 'c', type: 'customized' as const, live: 0 as const }]) as unknown as CopyPageReply;
    const good = start({ clone: copy, lists: [ok([older]), ok([older, newer])] });
    await good.settled();
    good.actor.send({ type: 'clone', id: older.id });
    await good.settled();
    expect(good.calls.clone).toEqual([older.id]);
    expect(good.calls.load).toBe(2);
    expect(good.actor.getSnapshot().context.pages).toHaveLength(2);

    const bad = start({ clone: new TypeError('Failed to fetch') });
    await bad.settled();
    bad.actor.send({ type: 'clone', id: 'not-a-row' });
    expect(bad.calls.clone).toEqual([]);
    bad.actor.send({ type: 'clone', id: older.id });
    await bad.settled();
    expect(bad.effects).toEqual(['cloneFailed']);
  });

  it('deletes after the confirm; the dialog closes either way', async () => {
    const { actor, settled, calls } = start({ remove: ok(null) });
    await settled();
    actor.send({ type: 'share', id: older.id });
    actor.send({ type: 'delete.request', id: older.id });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().context.pending).toBeNull();
    actor.send({ type: 'delete.request', id: older.id });
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(calls.remove).toEqual([older.id]);
    expect(actor.getSnapshot().context.pages.map((page) => page.id)).toEqual([newer.id]);
    // The links panel of the deleted page closes with it.
    expect(actor.getSnapshot().context.sharing).toBeNull();
  });

  it('tells a refused delete from an unreachable server', async () => {
    for (const [answer, failure] of [
      [refused, 'error'],
      [new TypeError('Failed to fetch'), 'unreachable'],
    ] as const) {
      const { actor, settled, effects } = start({ remove: answer });
      await settled();
      actor.send({ type: 'delete.request', id: newer.id });
      actor.send({ type: 'delete.confirm' });
      await settled();
      expect(actor.getSnapshot().value).toBe('ready');
      expect(actor.getSnapshot().context.pages).toHaveLength(2);
      expect(effects).toEqual([`deleteFailed:${failure}`]);
    }
  });

  it('opens and closes the links panel of a row', async () => {
    const { actor, settled } = start({});
    await settled();
    actor.send({ type: 'share', id: newer.id });
    expect(actor.getSnapshot().context.sharing).toBe(newer.id);
    actor.send({ type: 'share.close' });
    expect(actor.getSnapshot().context.sharing).toBeNull();
  });
});
