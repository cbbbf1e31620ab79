import type { Relationship } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type LinkPageReplies,
  linkGenerationMachine,
  type ProspectSessionReply,
  type RelationshipReply,
} from './linkGenerationMachine.ts';
import {
  type DeleteRelationshipReply,
  prospectLinksMachine,
  type RelationshipsReply,
  selectedLinks,
} from './prospectLinksMachine.ts';

const pageId = '5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c2f';
const repId = '4b0e0d3c-5f6a-4c1e-9d55-2a1f3e2b7c10';
const link = (n: number): Relationship => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: n === 2 ? '' : `Prospect ${n}`,
  email: `p${n}@example.com`,
  date_created: '2026-11-27 10:00:00',
  encrypted_id: `link${n}_abcdefghijklmnopqr`,
  url: `http://127.0.0.1:4001/link${n}_abcdefghijklmnopqr/login`,
});
const listed = (...ns: number[]): RelationshipsReply => ({
  status: 'success',
  httpStatus: 200,
  payload: ns.map(link),
});
const dialogPage = {
  page: {
    status: 'success',
    httpStatus: 200,
    payload: [{ id: pageId, title: 'Welcome', live: 1, placeholders: [], page_style: {} }],
  },
  settings: { status: 'success', httpStatus: 200, payload: { pageId, live: 1, bulkGenerate: false } },
} as unknown as LinkPageReplies;
const session: ProspectSessionReply = {
  status: 'success',
  httpStatus: 201,
  payload: { id: '6d8f0a2c-4e6b-4c8d-9f1a-3b5d7f9a1c3e', token: link(3).encrypted_id, url: link(3).url },
};
const bound: RelationshipReply = { status: 'success', httpStatus: 201, payload: [link(3)] };
const deleted: DeleteRelationshipReply = { status: 'success', payload: null, httpStatus: 200 };

type Answer<T> = T | Error;
const answering = <T>(answers: Answer<T>[]) => {
  const answer = answers.shift();
  if (answer === undefined) return new Promise<never>(() => {});
  if (answer instanceof Error) return Promise.reject(answer);
  return Promise.resolve(answer);
};

const start = (fakes: {
  loads?: Answer<RelationshipsReply>[];
  removes?: Answer<DeleteRelationshipReply>[];
  writes?: Answer<'ok'>[];
  downloads?: Answer<'ok'>[];
  dialogLoads?: Answer<LinkPageReplies>[];
}) => {
  const calls = {
    load: [] as unknown[],
    remove: [] as unknown[],
    write: [] as string[],
    download: [] as { title: string; links: Relationship[] }[],
    effects: [] as string[],
  };
  const effect = (name: string) => () => {
    calls.effects.push(name);
  };
  const machine = prospectLinksMachine.provide({
    actors: {
      load: fromPromise(({ input }) => {
        calls.load.push(input);
        return answering(fakes.loads ?? []);
      }),
      remove: fromPromise(({ input }) => {
        calls.remove.push(input);
        return answering(fakes.removes ?? []);
      }),
      writeText: fromPromise<void, { text: string }>(async ({ input }) => {
        calls.write.push(input.text);
        await answering(fakes.writes ?? []);
      }),
      download: fromPromise<void, { title: string; links: Relationship[] }>(async ({ input }) => {
        calls.download.push(input);
        await answering(fakes.downloads ?? []);
      }),
      linkGeneration: linkGenerationMachine.provide({
        delays: { bulkPoll: 5 },
        actors: {
          load: fromPromise(() => answering(fakes.dialogLoads ?? [])),
          createSession: fromPromise(async (): Promise<ProspectSessionReply> => session),
          createRelationship: fromPromise(async (): Promise<RelationshipReply> => bound),
        },
      }),
    },
    actions: {
      notifyCopied: effect('notifyCopied'),
      notifyCopyFailed: effect('notifyCopyFailed'),
      showDeleteProgress: effect('showDeleteProgress'),
      endDeleteProgress: effect('endDeleteProgress'),
      failDeleteProgress: effect('failDeleteProgress'),
      notifyDownloadFailed: effect('notifyDownloadFailed'),
      notifyRefreshFailed: effect('notifyRefreshFailed'),
    },
  });
  const actor = createActor(machine, {
    input: { page: { id: pageId, title: 'Welcome', live: 1 }, generation: { sellerId: repId } },
  }).start();
  return { actor, calls };
};
type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => waitFor(actor, (s) => s.matches({ list: { ready: 'idle' } }));

describe('prospectLinksMachine (spec 3 §2.8, §8)', () => {
  it("loads the page's links; a failed load is loadFailed ('Cannot retrieve data'), and retry", async () => {
    const { actor, calls } = start({ loads: [new TypeError('Failed to fetch'), listed(1, 2)] });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ list: 'loadFailed' }));
    actor.send({ type: 'retry' });
    const snapshot = await ready(actor);
    expect(snapshot.context.links.map((l) => l.email)).toEqual(['p1@example.com', 'p2@example.com']);
    expect(calls.load).toEqual([{ pageId }, { pageId }]);
  });

  it('an error reply is loadFailed too', async () => {
    const { actor } = start({
      loads: [{ status: 'error', payload: null, message: 'Nope', httpStatus: 404 }],
    });
    await waitFor(actor, (s) => s.matches({ list: 'loadFailed' }));
  });

  it('ticks rows (unknown ids ignored) and downloads the ticked ones in table order, named after the page', async () => {
    const { actor, calls } = start({ loads: [listed(1, 2, 3)], downloads: [new Error('disk full'), 'ok'] });
    await ready(actor);
    actor.send({ type: 'download' });
    expect(actor.getSnapshot().matches({ list: { ready: 'idle' } })).toBe(true);
    expect(calls.download).toEqual([]);
    actor.send({ type: 'selection.change', ids: [link(3).id, link(1).id, 'not-a-link'] });
    expect(actor.getSnapshot().context.selected).toEqual([link(1).id, link(3).id]);
    actor.send({ type: 'download' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await ready(actor);
    expect(calls.effects).toEqual(['notifyDownloadFailed']);
    actor.send({ type: 'download' });
    await ready(actor);
    expect(calls.download).toHaveLength(2);
    expect(calls.download[1]).toEqual({ title: 'Welcome', links: [link(1), link(3)] });
  });

  it("Copy puts the row's link on the clipboard and toasts 'Copied'; a refusal is toasted too", async () => {
    const { actor, calls } = start({ loads: [listed(1, 2)], writes: ['ok', new Error('denied')] });
    await ready(actor);
    actor.send({ type: 'copy', id: link(2).id });
    await ready(actor);
    actor.send({ type: 'copy', id: link(1).id });
    await ready(actor);
    expect(calls.write).toEqual([link(2).url, link(1).url]);
    expect(calls.effects).toEqual(['notifyCopied', 'notifyCopyFailed']);
  });

  it('delete asks first; Cancel keeps the row; confirm deletes the relationship and the row (and its tick) goes', async () => {
    const { actor, calls } = start({ loads: [listed(1, 2)], removes: [deleted] });
    await ready(actor);
    actor.send({ type: 'selection.change', ids: [link(1).id, link(2).id] });
    actor.send({ type: 'delete.request', id: link(1).id });
    expect(actor.getSnapshot().value).toEqual({ list: 'confirming', dialog: 'closed' });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().context.pending).toBeNull();
    actor.send({ type: 'delete.request', id: link(1).id });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().matches({ list: 'deleting' })).toBe(true);
    const done = await ready(actor);
    expect(calls.remove).toEqual([{ id: link(1).id }]);
    expect(done.context.links).toEqual([link(2)]);
    expect(done.context.selected).toEqual([link(2).id]);
    expect(calls.effects).toEqual(['showDeleteProgress', 'endDeleteProgress']);
  });

  it.each([
    [
      'refused',
      { status: 'error', payload: null, message: 'Not found', httpStatus: 404 } as DeleteRelationshipReply,
    ],
    ['unreachable', new TypeError('Failed to fetch')],
  ])("a %s delete keeps the row ('Failed to delete relationship')", async (_, answer) => {
    const { actor, calls } = start({ loads: [listed(1)], removes: [answer] });
    await ready(actor);
    actor.send({ type: 'delete.request', id: link(1).id });
    actor.send({ type: 'delete.confirm' });
    const done = await ready(actor);
    expect(done.context.links).toEqual([link(1)]);
    expect(calls.effects).toEqual(['showDeleteProgress', 'failDeleteProgress']);
  });

  it('Generate Link opens the dialog for the page; closing it with no link made reads nothing again', async () => {
    const { actor, calls } = start({ loads: [listed(1)] });
    await ready(actor);
    actor.send({ type: 'generate.open' });
    expect(actor.getSnapshot().matches({ dialog: 'open' })).toBe(true);
    const child = actor.getSnapshot().children.linkGeneration!;
    expect(child.getSnapshot().context.page).toEqual({ id: pageId, title: 'Welcome', live: 1 });
    child.send({ type: 'close' });
    expect(actor.getSnapshot().matches({ dialog: 'closed' })).toBe(true);
    expect(calls.load).toHaveLength(1);
  });

  it('closing the dialog after links were made reads the table again, ticks of gone links dropped', async () => {
    const { actor, calls } = start({ loads: [listed(1, 2), listed(3, 1)], dialogLoads: [dialogPage] });
    await ready(actor);
    actor.send({ type: 'selection.change', ids: [link(2).id, link(1).id] });
    actor.send({ type: 'generate.open' });
    const child = actor.getSnapshot().children.linkGeneration!;
    await waitFor(child, (s) => s.matches({ outbound: { single: 'editing' } }));
    child.send({ type: 'field.change', field: 'email', value: 'p3@example.com' });
    child.send({ type: 'generate' });
    await waitFor(child, (s) => s.matches({ outbound: { single: 'generated' } }));
    child.send({ type: 'close' });
    const done = await waitFor(
      actor,
      (s) =>
        s.matches({ list: { ready: 'idle' } }) &&
        s.context.links.length === 2 &&
        s.context.links[0]!.id === link(3).id,
    );
    expect(done.context.selected).toEqual([link(1).id]);
    expect(calls.load).toHaveLength(2);
  });

  it('selectedLinks keeps the table order', () => {
    expect(selectedLinks({ links: [link(1), link(2), link(3)], selected: [link(3).id, link(1).id] })).toEqual(
      [link(1), link(3)],
    );
  });
});
