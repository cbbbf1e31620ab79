import {
  type EmbedCodeParts,
  type EmbedKind,
  embedConstants,
  embedSnippet,
  type ListedEmbedKind,
  type LoaderRef,
  shareForm,
  snippetOptions,
} from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { embedCodeMachine } from './embedCodeMachine.ts';
import {
  type CopyEmbedReply,
  type DeleteEmbedReply,
  type EmbedCard,
  type EmbedPageReplies,
  type EmbedRef,
  embedListMachine,
  mixCards,
} from './embedListMachine.ts';
import { shareMachine } from './shareMachine.ts';

const companyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
const staticUrl = 'http://127.0.0.1:4001';
/** The kind's loader as GET /web/embed/loaders gives it (issue 12). */
const loader: LoaderRef = { version: 'AbCdEfGh12345678', integrity: `sha384-${'A'.repeat(64)}` };

const summary = (id: string, date: string, overrides: { live?: boolean; name?: string } = {}) => ({
  id,
  name: overrides.name ?? `Widget ${id}`,
  date_created: date,
  date_modified: date,
  live: overrides.live ?? true,
  salesrep_id: 'rep-1',
  salesrep_name: 'Riley Morgan',
});
const ok = <T>(payload: T) => ({ status: 'success' as const, payload, httpStatus: 200 });
const refused = { status: 'error' as const, payload: null, message: 'Forbidden', httpStatus: 403 };

const replies = ({
  cyoa = [],
  solo = [],
  hero = [],
}: {
  cyoa?: ReturnType<typeof summary>[];
  solo?: (ReturnType<typeof summary> & { is_sneak: 0 | 1 })[];
  hero?: ReturnType<typeof summary>[];
}): EmbedPageReplies => ({
  cyoa: ok(cyoa.map((item) => ({ ...item, settings: {} as never }))),
  solo: ok(solo),
  hero: ok(hero),
});
const many = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    summary(`${prefix}${i}`, `2026-11-01 10:00:${String(i % 60).padStart(2, '0')}`),
  );

const onePage = replies({
  cyoa: [summary('c1', '2026-11-20 09:00:00')],
  solo: [{ ...summary('s1', '2026-11-22 09:00:00', { live: false }), is_sneak: 1 }],
  hero: [summary('h1', '2026-11-21 09:00:00', { name: 'Pricing hero' })],
});

type Answer<T> = T | Error;
const answering = <T>(answers: Answer<T>[]) => {
  const answer = answers.shift();
  if (!answer) return new Promise<never>(() => {});
  if (answer instanceof Error) return Promise.reject(answer);
  return Promise.resolve(answer);
};

const start = ({
  fetches = [],
  copies = [],
  deletes = [],
}: {
  fetches?: Answer<EmbedPageReplies>[];
  copies?: Answer<CopyEmbedReply>[];
  deletes?: Answer<DeleteEmbedReply>[];
}) => {
  const calls = {
    fetch: [] as { page: number; limit: number }[],
    copy: [] as EmbedRef[],
    remove: [] as EmbedRef[],
  };
  const effects: string[] = [];
  const machine = embedListMachine.provide({
    actions: {
      notifyCopyFailed: () => effects.push('copy failed'),
      notifyCloned: () => effects.push('cloned'),
      showDeleteProgress: () => effects.push('delete progress'),
      endDeleteProgress: () => effects.push('delete done'),
      failDeleteProgress: (_, params) => effects.push(`delete failed: ${params.kind} ${params.failure}`),
      openNewEditor: (_, params) => effects.push(`new ${params.kind}`),
    },
    actors: {
      fetchPage: fromPromise<EmbedPageReplies, { page: number; limit: number }>(({ input }) => {
        calls.fetch.push(input);
        return answering(fetches);
      }),
      copy: fromPromise<CopyEmbedReply, EmbedRef>(({ input }) => {
        calls.copy.push(input);
        return answering(copies);
      }),
      remove: fromPromise<DeleteEmbedReply, EmbedRef>(({ input }) => {
        calls.remove.push(input);
        return answering(deletes);
      }),
      share: shareMachine,
      embedCode: embedCodeMachine.provide({
        actors: {
          loadParts: fromPromise<EmbedCodeParts, { kind: EmbedKind; id: string }>(async () => ({
            loader,
            picture: null,
          })),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      pageSize: embedConstants.pageSize,
      share: { audienceUrl: staticUrl, schema: shareForm },
      snippet: (card: EmbedCard, parts?: EmbedCodeParts) =>
        embedSnippet({
          kind: card.kind,
          id: card.id,
          companyId,
          staticUrl,
          sneak: card.sneak,
          ...snippetOptions(parts),
        }),
    },
  }).start();
  return { actor, calls, effects };
};
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) =>
  waitFor(actor, (s) => !s.hasTag('busy') && !s.matches({ list: { ready: 'refreshing' } }));
const listState = (actor: Actor) => {
  const { list } = actor.getSnapshot().value as { list: string | Record<string, unknown> };
  return typeof list === 'string' ? list : Object.keys(list)[0];
};
const dialogState = (actor: Actor) => (actor.getSnapshot().value as { dialog: string }).dialog;
const ids = (actor: Actor) => actor.getSnapshot().context.cards.map((card) => `${card.kind}:${card.id}`);

describe('mixCards (spec 2 §2: one grid, newest first)', () => {
  it('mixes the three kinds by date_created, newest first, Solo keeping is_sneak', () => {
    const cards = mixCards(onePage);
    expect(cards.map((card) => `${card.kind}:${card.id}`)).toEqual(['solo:s1', 'hero:h1', 'cyoa:c1']);
    expect(cards[0]).toMatchObject({ sneak: true, live: false });
    expect(cards[1]).toMatchObject({ name: 'Pricing hero', sneak: false, live: true });
  });

  it('the same second: ordered by kind and id, so the grid never reorders', () => {
    const date = '2026-11-20 09:00:00';
    const cards = mixCards(replies({ hero: [summary('b', date)], cyoa: [summary('a', date)] }));
    expect(cards.map((card) => card.kind)).toEqual(['cyoa', 'hero']);
  });
});

describe('embedListMachine: the list', () => {
  it('loads page 1 of the three kinds at once with limit 25', async () => {
    const { actor, calls } = start({ fetches: [onePage] });
    expect(actor.getSnapshot().matches({ list: 'loading', dialog: 'closed' })).toBe(true);
    const ready = await settled(actor);
    expect(ready.matches({ list: { ready: 'idle' } })).toBe(true);
    expect(ids(actor)).toEqual(['solo:s1', 'hero:h1', 'cyoa:c1']);
    expect(calls.fetch).toEqual([{ page: 1, limit: 25 }]);
  });

  it.each([
    ['one kind refused', { ...onePage, solo: refused }],
    ['another kind refused', { ...onePage, hero: refused }],
    ['no reply', new TypeError('Failed to fetch')],
  ] as [string, Answer<EmbedPageReplies>][])(
    "%s: 'Couldn't retrieve data' (loadFailed, no cards); refresh tries again",
    async (_case, answer) => {
      const { actor, calls } = start({ fetches: [answer, onePage] });
      const failed = await settled(actor);
      expect(failed.matches({ list: 'loadFailed' })).toBe(true);
      expect(failed.context.cards).toEqual([]);
      actor.send({ type: 'refresh' });
      expect((await settled(actor)).matches({ list: 'ready' })).toBe(true);
      expect(calls.fetch).toHaveLength(2);
    },
  );

  it('next is blocked only when all three lists are short; previous only after page 1', async () => {
    const fullSolo = replies({ solo: many('s', 25).map((item) => ({ ...item, is_sneak: 0 as const })) });
    const short = replies({ cyoa: many('c', 24), solo: [], hero: many('h', 24) });
    const { actor, calls } = start({ fetches: [fullSolo, short, fullSolo] });
    await settled(actor);
    expect(actor.getSnapshot().context.more).toBe(true);
    actor.send({ type: 'page.previous' });
    expect(listState(actor)).toBe('ready');
    actor.send({ type: 'page.next' });
    expect(listState(actor)).toBe('loading');
    const second = await settled(actor);
    expect(second.context.page).toBe(2);
    expect(second.context.cards).toHaveLength(48);
    expect(second.context.more).toBe(false);
    actor.send({ type: 'page.next' });
    expect(listState(actor)).toBe('ready');
    actor.send({ type: 'page.previous' });
    await settled(actor);
    expect(calls.fetch).toEqual([
      { page: 1, limit: 25 },
      { page: 2, limit: 25 },
      { page: 1, limit: 25 },
    ]);
  });

  it('the page box goes to any whole page from 1, and ignores the page it is on', async () => {
    const { actor, calls } = start({ fetches: [onePage, replies({})] });
    await settled(actor);
    for (const page of [1, 0, -3, 2.5, Number.NaN]) actor.send({ type: 'page.go', page });
    expect(listState(actor)).toBe('ready');
    actor.send({ type: 'page.go', page: 7 });
    const seventh = await settled(actor);
    expect(seventh.context.page).toBe(7);
    expect(calls.fetch.at(-1)).toEqual({ page: 7, limit: 25 });
  });
});

describe('embedListMachine: Clone and Delete (spec 2 §2, §4, §7)', () => {
  it('clones with the kind and id, then fetches the page again with the copy in it', async () => {
    const withCopy = replies({
      ...{ cyoa: [summary('c1', '2026-11-20 09:00:00')] },
      hero: [
        summary('h2', '2026-11-23 09:00:00', { name: 'Pricing hero - Copy' }),
        summary('h1', '2026-11-21 09:00:00'),
      ],
    });
    const { actor, calls, effects } = start({
      fetches: [onePage, withCopy],
      copies: [ok({} as never)],
    });
    await settled(actor);
    actor.send({ type: 'clone', kind: 'hero', id: 'h1' });
    expect(listState(actor)).toBe('cloning');
    await settled(actor);
    expect(calls.copy).toEqual([{ kind: 'hero', id: 'h1' }]);
    expect(ids(actor)[0]).toBe('hero:h2');
    expect(actor.getSnapshot().context.copying).toBeNull();
    expect(effects).toEqual(['cloned']);
  });

  it.each([
    ['an error reply', refused as CopyEmbedReply],
    ['no reply', new TypeError('Failed to fetch')],
  ])("%s: 'Error copying embed' and the cards stay", async (_case, answer) => {
    const { actor, calls, effects } = start({ fetches: [onePage], copies: [answer] });
    await settled(actor);
    actor.send({ type: 'clone', kind: 'cyoa', id: 'c1' });
    const after = await settled(actor);
    expect(after.matches({ list: { ready: 'idle' } })).toBe(true);
    expect(effects).toEqual(['copy failed']);
    expect(ids(actor)).toHaveLength(3);
    expect(calls.fetch).toHaveLength(1);
  });

  it('a card it does not hold (another kind with that id) is neither cloned nor deleted', async () => {
    const { actor } = start({ fetches: [onePage] });
    await settled(actor);
    actor.send({ type: 'clone', kind: 'cyoa', id: 'h1' });
    actor.send({ type: 'delete.request', kind: 'solo', id: 'c1' });
    expect(listState(actor)).toBe('ready');
  });

  it("asks first; 'Delete in Progress'; on success the card goes and the page is fetched again", async () => {
    const { actor, calls, effects } = start({
      fetches: [onePage, replies({ cyoa: [summary('c1', '2026-11-20 09:00:00')] })],
      deletes: [ok({ id: 's1' })],
    });
    await settled(actor);
    actor.send({ type: 'delete.request', kind: 'solo', id: 's1' });
    expect(listState(actor)).toBe('confirming');
    actor.send({ type: 'delete.cancel' });
    expect(listState(actor)).toBe('ready');
    expect(actor.getSnapshot().context.pending).toBeNull();
    actor.send({ type: 'delete.request', kind: 'solo', id: 's1' });
    actor.send({ type: 'delete.confirm' });
    expect(listState(actor)).toBe('deleting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(calls.remove).toEqual([{ kind: 'solo', id: 's1' }]);
    expect(effects).toEqual(['delete progress', 'delete done']);
    expect(ids(actor)).toEqual(['cyoa:c1']);
    expect(calls.fetch).toHaveLength(2);
  });

  it.each([
    ['an error reply', refused as DeleteEmbedReply, 'error'],
    ['a thrown error', new TypeError('Failed to fetch'), 'unreachable'],
  ])(
    '%s: the failure toast names the kind, the dialog closes, the card stays',
    async (_c, answer, failure) => {
      const { actor, effects } = start({ fetches: [onePage], deletes: [answer] });
      await settled(actor);
      actor.send({ type: 'delete.request', kind: 'hero', id: 'h1' });
      actor.send({ type: 'delete.confirm' });
      const after = await settled(actor);
      expect(after.matches({ list: { ready: 'idle' } })).toBe(true);
      expect(after.context.pending).toBeNull();
      expect(effects).toEqual(['delete progress', `delete failed: hero ${failure}`]);
      expect(ids(actor)).toHaveLength(3);
    },
  );

  it('a refresh that fails after a clone shows the load failure', async () => {
    const { actor } = start({
      fetches: [onePage, new TypeError('Failed to fetch')],
      copies: [ok({} as never)],
    });
    await settled(actor);
    actor.send({ type: 'clone', kind: 'hero', id: 'h1' });
    expect((await settled(actor)).matches({ list: 'loadFailed' })).toBe(true);
  });
});

describe('embedListMachine: the dialogs', () => {
  it('the type chooser: CYOA by default, a choice, Continue opens that new editor; Cancel closes', async () => {
    const { actor, effects } = start({});
    actor.send({ type: 'create.open' });
    expect(dialogState(actor)).toBe('choosingType');
    expect(actor.getSnapshot().context.chosenKind).toBe('cyoa');
    actor.send({ type: 'type.continue' });
    expect(dialogState(actor)).toBe('closed');
    actor.send({ type: 'create.open' });
    for (const kind of ['solo', 'hero'] as ListedEmbedKind[]) actor.send({ type: 'type.choose', kind });
    actor.send({ type: 'type.continue' });
    expect(effects).toEqual(['new cyoa', 'new hero']);
    // Opened again, it starts from Choose Your Adventure; Cancel leaves without navigating.
    actor.send({ type: 'create.open' });
    expect(actor.getSnapshot().context.chosenKind).toBe('cyoa');
    actor.send({ type: 'dialog.close' });
    expect(dialogState(actor)).toBe('closed');
    expect(effects).toHaveLength(2);
  });

  it('Share and Embed open only for a live widget', async () => {
    const { actor } = start({ fetches: [onePage] });
    await settled(actor);
    actor.send({ type: 'share.open', kind: 'solo', id: 's1' });
    actor.send({ type: 'code.open', kind: 'solo', id: 's1' });
    expect(dialogState(actor)).toBe('closed');
    actor.send({ type: 'share.open', kind: 'hero', id: 'h1' });
    expect(dialogState(actor)).toBe('sharing');
    const share = actor.getSnapshot().children.share!;
    expect(share.getSnapshot().context).toMatchObject({ kind: 'hero', id: 'h1', audienceUrl: staticUrl });
    share.send({ type: 'close' });
    expect(dialogState(actor)).toBe('closed');
    expect(actor.getSnapshot().context.target).toBeNull();
  });

  it("the embed code is the contract's snippet for the widget; closing the dialog ends it", async () => {
    const live = replies({ solo: [{ ...summary('s2', '2026-11-22 09:00:00'), is_sneak: 1 }] });
    const { actor } = start({ fetches: [live] });
    await settled(actor);
    actor.send({ type: 'code.open', kind: 'solo', id: 's2' });
    expect(dialogState(actor)).toBe('showingCode');
    const code = actor.getSnapshot().children.embedCode!;
    await waitFor(code, (s) => s.matches('idle'));
    expect(code.getSnapshot().context).toMatchObject({
      kind: 'solo',
      sneak: true,
      code: embedSnippet({ kind: 'solo', id: 's2', companyId, staticUrl, sneak: true, ...loader }),
    });
    expect(code.getSnapshot().context.code).toContain(`integrity="${loader.integrity}"`);
    expect(code.getSnapshot().context.code).toContain('data-sneak="1"');
    code.send({ type: 'close' });
    expect(dialogState(actor)).toBe('closed');
  });
});
