import { type BulkLinksRun, pageMessages } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type BulkRunReply,
  type BulkStartReply,
  type ContactListReply,
  type ContactListsReply,
  fillField,
  type LinkPageReplies,
  linkGenerationMachine,
  missingValues,
  type ProspectSessionReply,
  type RelationshipReply,
  type WebsiteSessionReply,
} from './linkGenerationMachine.ts';

const pageId = '5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c2f';
const repId = '4b0e0d3c-5f6a-4c1e-9d55-2a1f3e2b7c10';
const prospectId = '6d8f0a2c-4e6b-4c8d-9f1a-3b5d7f9a1c3e';
const listId = '2f1c9b7a-8d6e-4f3a-9b2c-1d0e9f8a7b6c';
const token = 'q3Vt8pZcR1uJxW4yL0mNaA';
const link = `http://127.0.0.1:4001/${token}/login`;

const replies = (live: 0 | 1, bulkGenerate: boolean, placeholders: string[] = ['company']): LinkPageReplies =>
  ({
    page: {
      status: 'success',
      httpStatus: 200,
      payload: [{ id: pageId, title: 'Welcome', live, placeholders, page_style: {} }],
    },
    settings: { status: 'success', httpStatus: 200, payload: { pageId, live, bulkGenerate } },
  }) as unknown as LinkPageReplies;
const session: ProspectSessionReply = {
  status: 'success',
  httpStatus: 201,
  payload: { id: prospectId, token, url: link },
};
const bound: RelationshipReply = {
  status: 'success',
  httpStatus: 201,
  payload: [
    {
      id: '8b0d2f4a-6c8e-4a1b-9d3f-5e7a9c1b3d5f',
      name: 'ada@example.com',
      email: 'ada@example.com',
      date_created: '2026-11-27 10:00:00',
      encrypted_id: token,
      url: link,
    },
  ],
};
const website: WebsiteSessionReply = {
  status: 'success',
  httpStatus: 201,
  payload: { id: '9c1e3a5b-7d9f-4b2c-8e4a-6f8b0d2e4a6c', token: 'WebsiteLinkId_abcdefgh', url: 'site' },
};
const lists: ContactListsReply = {
  status: 'success',
  httpStatus: 200,
  payload: [
    {
      id: listId,
      title: 'Q3 webinar',
      name: 'Ada',
      salesrep_id: repId,
      date_created: '2026-11-27 10:00:00',
      row_count: 3,
      identifier_count: 2,
    },
  ],
};
const list: ContactListReply = {
  status: 'success',
  httpStatus: 200,
  payload: {
    ...lists.payload![0]!,
    contact_bank: {
      headers: ['Email', 'Company'],
      bank: [],
      showHeaders: true,
      identifiers: { 'E-mail address': 'email', Company: 'Company', 'Full name': 'full_name' },
    },
  },
} as ContactListReply;

const runId = '3c5e7a9b-1d2f-4a6b-8c0d-2e4f6a8b0c1d';
const run = (part: Partial<BulkLinksRun>): BulkRunReply => ({
  status: 'success',
  httpStatus: 200,
  payload: {
    id: runId,
    pageId,
    listId,
    state: 'running',
    total: 3,
    done: 0,
    created: 0,
    existing: 0,
    dismissed: 0,
    message: '',
    ...part,
  },
});

type Answer<T> = T | Error;
const answering = <T>(answers: Answer<T>[]) => {
  const answer = answers.shift();
  if (answer === undefined) return new Promise<never>(() => {});
  if (answer instanceof Error) return Promise.reject(answer);
  return Promise.resolve(answer);
};

type Fakes = {
  loads?: Answer<LinkPageReplies>[];
  sessions?: Answer<ProspectSessionReply>[];
  relationships?: Answer<RelationshipReply>[];
  websites?: Answer<WebsiteSessionReply>[];
  listReplies?: Answer<ContactListsReply>[];
  listDetail?: Answer<ContactListReply>[];
  starts?: Answer<BulkStartReply>[];
  polls?: Answer<BulkRunReply>[];
  writes?: Answer<'ok'>[];
};

const start = (fakes: Fakes, live: 0 | 1 = 1) => {
  const calls = {
    session: [] as unknown[],
    relationship: [] as unknown[],
    website: [] as unknown[],
    bulk: [] as unknown[],
    poll: [] as unknown[],
    write: [] as string[],
    effects: [] as string[],
  };
  const effect = (name: string) => () => {
    calls.effects.push(name);
  };
  const machine = linkGenerationMachine.provide({
    delays: { bulkPoll: 5 },
    actors: {
      load: fromPromise(() => answering(fakes.loads ?? [])),
      createSession: fromPromise(({ input }) => {
        calls.session.push(input);
        return answering(fakes.sessions ?? []);
      }),
      createRelationship: fromPromise(({ input }) => {
        calls.relationship.push(input);
        return answering(fakes.relationships ?? []);
      }),
      createWebsiteSession: fromPromise(({ input }) => {
        calls.website.push(input);
        return answering(fakes.websites ?? []);
      }),
      loadLists: fromPromise(() => answering(fakes.listReplies ?? [])),
      loadList: fromPromise(() => answering(fakes.listDetail ?? [])),
      startBulk: fromPromise(({ input }) => {
        calls.bulk.push(input);
        return answering(fakes.starts ?? []);
      }),
      pollBulk: fromPromise(({ input }) => {
        calls.poll.push(input);
        return answering(fakes.polls ?? []);
      }),
      writeText: fromPromise<void, { text: string }>(async ({ input }) => {
        calls.write.push(input.text);
        await answering(fakes.writes ?? []);
      }),
    },
    actions: {
      showGenerating: effect('showGenerating'),
      endGenerating: effect('endGenerating'),
      notifyCopied: effect('notifyCopied'),
      notifyDismissed: effect('notifyDismissed'),
    },
  });
  const actor = createActor(machine, {
    input: { page: { id: pageId, title: 'Welcome', live }, sellerId: repId },
  }).start();
  return { actor, calls };
};
type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => waitFor(actor, (s) => s.matches({ outbound: { single: 'editing' } }));

describe('linkGenerationMachine (spec 3 §2.9, §4.4, §5 Link generation)', () => {
  it('loads the placeholders and the bulk flag, then the single outbound form (Outbound is the default)', async () => {
    const { actor } = start({ loads: [replies(1, false, ['company', 'role'])] });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await ready(actor);
    expect(snapshot.context.placeholders).toEqual(['company', 'role']);
    expect(snapshot.context.values).toEqual({ company: '', role: '' });
    expect(snapshot.context.bulkAllowed).toBe(false);
  });

  it('a load that fails is loadFailed, and retry loads again', async () => {
    const { actor } = start({ loads: [new TypeError('Failed to fetch'), replies(1, false)] });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'retry' });
    await ready(actor);
  });

  it("refuses a bad e-mail ('Invalid Email Address') and an empty placeholder ('Empty Fields Detected') without a call", async () => {
    const { actor, calls } = start({ loads: [replies(1, false)] });
    await ready(actor);
    actor.send({ type: 'field.change', field: 'email', value: 'ada@' });
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().value).toEqual({ outbound: { single: 'invalid' } });
    expect(actor.getSnapshot().context.problem).toBe(pageMessages.invalidEmail);
    actor.send({ type: 'field.change', field: 'email', value: 'ada@example.com' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().context.problem).toBe(pageMessages.emptyFields);
    expect(calls.session).toEqual([]);
  });

  it('generates: a prospect session, then the relationship engaged yes; the name defaults to the e-mail', async () => {
    const { actor, calls } = start({
      loads: [replies(1, false)],
      sessions: [session],
      relationships: [bound],
    });
    await ready(actor);
    actor.send({ type: 'field.change', field: 'email', value: ' ada@example.com ' });
    actor.send({ type: 'placeholder.change', name: 'company', value: 'Acme' });
    actor.send({ type: 'placeholder.change', name: 'not-a-placeholder', value: 'x' });
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches({ outbound: { single: 'generated' } }));
    expect(calls.session).toEqual([
      {
        pageId,
        email: 'ada@example.com',
        name: 'ada@example.com',
        mappingData: { company: 'Acme', prospect_email: 'ada@example.com', prospect_name: 'ada@example.com' },
      },
    ]);
    expect(calls.relationship).toEqual([{ pageId, prospectId, encryptedId: token, engaged: 'yes' }]);
    expect(done.context.link).toBe(link);
    expect(done.context.changed).toBe(true);
    expect(calls.effects).toEqual(['showGenerating', 'endGenerating']);
  });

  it.each([
    ['the session refused', [{ status: 'error', message: 'No', httpStatus: 400 }], []],
    ['the session unreachable', [new TypeError('Failed to fetch')], []],
    ['the relationship refused', [session], [{ status: 'error', message: 'No', httpStatus: 404 }]],
    ['the relationship unreachable', [session], [new TypeError('Failed to fetch')]],
  ] as const)(
    '%s: failed (Failed to generate seller link), and Generate again',
    async (_, sessions, relationships) => {
      const { actor } = start({
        loads: [replies(1, false, [])],
        sessions: [...(sessions as unknown as Answer<ProspectSessionReply>[]), session],
        relationships: [...(relationships as unknown as Answer<RelationshipReply>[]), bound],
      });
      await ready(actor);
      actor.send({ type: 'field.change', field: 'email', value: 'ada@example.com' });
      actor.send({ type: 'generate' });
      await waitFor(actor, (s) => s.matches({ outbound: { single: 'failed' } }));
      actor.send({ type: 'generate' });
      await waitFor(actor, (s) => s.matches({ outbound: { single: 'generated' } }));
    },
  );

  it("on a page that is not live asks 'Page is not published' first: Cancel asks nothing, Continue generates and holds", async () => {
    const { actor, calls } = start(
      { loads: [replies(0, false, [])], sessions: [session, session], relationships: [bound, bound] },
      0,
    );
    await ready(actor);
    actor.send({ type: 'field.change', field: 'email', value: 'ada@example.com' });
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().value).toEqual({ outbound: { single: 'confirming' } });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toEqual({ outbound: { single: 'editing' } });
    expect(calls.session).toEqual([]);
    actor.send({ type: 'generate' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches({ outbound: { single: 'generated' } }));
    actor.send({ type: 'field.change', field: 'name', value: 'Ada' });
    expect(actor.getSnapshot().context.link).toBeNull();
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().matches({ outbound: { single: 'generating' } })).toBe(true);
  });

  it("Copy Link writes the link and toasts 'Copied'; a refused clipboard says so", async () => {
    const { actor, calls } = start({
      loads: [replies(1, false, [])],
      sessions: [session],
      relationships: [bound],
      writes: [new Error('denied'), 'ok'],
    });
    await ready(actor);
    actor.send({ type: 'field.change', field: 'email', value: 'ada@example.com' });
    actor.send({ type: 'generate' });
    await waitFor(actor, (s) => s.matches({ outbound: { single: 'generated' } }));
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches({ outbound: { single: { generated: 'copyFailed' } } }));
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches({ outbound: { single: { generated: 'copied' } } }));
    expect(calls.write).toEqual([link, link]);
    expect(calls.effects.filter((e) => e === 'notifyCopied')).toHaveLength(1);
  });

  it('switching to Inbound generates the website link; on an unpublished page after the confirm', async () => {
    const { actor, calls } = start(
      { loads: [replies(0, false)], websites: [new TypeError('Failed to fetch'), website], writes: ['ok'] },
      0,
    );
    await ready(actor);
    actor.send({ type: 'type.choose', linkType: 'inbound' });
    expect(actor.getSnapshot().value).toEqual({ inbound: 'confirming' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toEqual({ outbound: { single: 'editing' } });
    actor.send({ type: 'type.choose', linkType: 'inbound' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches({ inbound: 'failed' }));
    actor.send({ type: 'retry' });
    const done = await waitFor(actor, (s) => s.matches({ inbound: 'generated' }));
    expect(done.context.websiteLink).toBe('site');
    expect(calls.website).toEqual([{ pageId }, { pageId }]);
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches({ inbound: { generated: 'copied' } }));
  });

  it('on a live page Inbound generates at once', async () => {
    const { actor } = start({ loads: [replies(1, false)], websites: [website] });
    await ready(actor);
    actor.send({ type: 'type.choose', linkType: 'inbound' });
    expect(actor.getSnapshot().value).toEqual({ inbound: 'generating' });
    await waitFor(actor, (s) => s.matches({ inbound: 'generated' }));
  });

  it("knows the placeholders an inbound visitor has no value for: every one the page's texts write (issue 29, D.1)", async () => {
    const load = replies(1, false);
    if (load.page.status !== 'success') throw new Error('a page reply');
    load.page.payload[0].page_style = {
      headline: 'Hello <prospect_name>!',
      welcomeMessage: 'A tour for <company>',
      settings: { verifyIdentity: false },
    };
    const { actor } = start({ loads: [load], websites: [website] });
    const loaded = await ready(actor);
    expect(loaded.context.tokens).toEqual(['prospect_name', 'company']);
    actor.send({ type: 'type.choose', linkType: 'inbound' });
    await waitFor(actor, (s) => s.matches({ inbound: 'generated' }));
  });

  it('counts the contacts of the chosen list with no value for a placeholder, to warn before a bulk run (issue 29, D.1)', async () => {
    const withBlanks = {
      ...list,
      payload: {
        ...list.payload!,
        contact_bank: {
          ...list.payload!.contact_bank,
          bank: [
            { 'E-mail address': 'ada@acme.test', Company: 'Acme', 'Full name': '' },
            { 'E-mail address': 'bo@acme.test', Company: ' ', 'Full name': 'Bo' },
            { 'E-mail address': 'cy@acme.test', 'Full name': 'Cy' },
          ],
        },
      },
    } as ContactListReply;
    const { actor } = start({
      loads: [replies(1, true, ['Company'])],
      listReplies: [lists],
      listDetail: [withBlanks],
    });
    await ready(actor);
    actor.send({ type: 'bulk.toggle', on: true });
    await waitFor(actor, (s) => s.matches({ outbound: { bulk: 'editing' } }));
    actor.send({ type: 'list.choose', id: listId });
    const filled = await waitFor(
      actor,
      (s) => s.matches({ outbound: { bulk: 'editing' } }) && s.context.identifiers.length > 0,
    );
    expect(filled.context.blanks).toEqual({ email: 0, Company: 2, full_name: 1 });
    expect(missingValues(filled.context)).toEqual([
      { placeholder: 'Company', identifier: 'Company', contacts: 2 },
    ]);
    actor.send({ type: 'placeholder.change', name: 'Company', value: '{{email}}' });
    expect(missingValues(actor.getSnapshot().context)).toEqual([]);
  });

  it('bulk is locked when the plan flag is off', async () => {
    const { actor } = start({ loads: [replies(1, false)] });
    await ready(actor);
    actor.send({ type: 'bulk.toggle', on: true });
    expect(actor.getSnapshot().value).toEqual({ outbound: { single: 'editing' } });
  });

  it("bulk: 'Please select a contact list', the list fills the identifiers, 'Invalid Identifier Detected', the run polled to its end", async () => {
    const { actor, calls } = start({
      loads: [replies(1, true, ['Company', 'role'])],
      listReplies: [lists],
      listDetail: [list],
      starts: [run({ state: 'queued' })],
      polls: [
        run({ state: 'running', done: 1, created: 1 }),
        run({ state: 'done', done: 3, created: 2, dismissed: 1 }),
      ],
    });
    await ready(actor);
    actor.send({ type: 'bulk.toggle', on: true });
    await waitFor(actor, (s) => s.matches({ outbound: { bulk: 'editing' } }));
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().context.problem).toBe(pageMessages.selectContactList);
    actor.send({ type: 'list.choose', id: 'not-a-list' });
    expect(actor.getSnapshot().value).toEqual({ outbound: { bulk: 'invalid' } });
    actor.send({ type: 'list.choose', id: listId });
    const filled = await waitFor(actor, (s) => s.matches({ outbound: { bulk: 'editing' } }));
    expect(filled.context.identifiers).toEqual(['email', 'Company', 'full_name']);
    expect(filled.context.bulkRecipient).toEqual({ email: '{{email}}', name: '{{full_name}}' });
    expect(filled.context.mapping).toEqual({ Company: '{{Company}}', role: '' });
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().context.problem).toBe(pageMessages.invalidIdentifier);
    actor.send({ type: 'placeholder.change', name: 'role', value: '{{ Company }}' });
    actor.send({ type: 'field.change', field: 'name', value: '{{name}}' });
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().context.problem).toBe(pageMessages.invalidIdentifier);
    actor.send({ type: 'field.change', field: 'name', value: '' });
    actor.send({ type: 'generate' });
    await waitFor(actor, (s) => s.matches({ outbound: { bulk: { generating: 'waiting' } } }));
    const done = await waitFor(actor, (s) => s.matches({ outbound: { bulk: 'generated' } }));
    expect(calls.bulk).toEqual([
      {
        pageId,
        listId,
        email: '{{email}}',
        name: '',
        placeholders: { Company: '{{Company}}', role: '{{ Company }}' },
      },
    ]);
    expect(calls.poll).toEqual([
      { pageId, runId },
      { pageId, runId },
    ]);
    expect(done.context.bulk).toMatchObject({ created: 2, dismissed: 1, done: 3 });
    expect(calls.effects).toEqual(['showGenerating', 'endGenerating', 'notifyDismissed']);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().output).toEqual({ changed: true });
  });

  it('bulk: a run with no row dismissed says nothing of dismissed rows', async () => {
    const { actor, calls } = start({
      loads: [replies(1, true, [])],
      listReplies: [lists],
      listDetail: [list],
      starts: [run({ state: 'done', done: 3, created: 3 })],
    });
    await ready(actor);
    actor.send({ type: 'bulk.toggle', on: true });
    await waitFor(actor, (s) => s.matches({ outbound: { bulk: 'editing' } }));
    actor.send({ type: 'list.choose', id: listId });
    await waitFor(actor, (s) => s.matches({ outbound: { bulk: 'editing' } }));
    actor.send({ type: 'generate' });
    await waitFor(actor, (s) => s.matches({ outbound: { bulk: 'generated' } }));
    expect(calls.effects).toEqual(['showGenerating', 'endGenerating']);
  });

  it.each([
    [
      'refused',
      {
        status: 'error',
        payload: null,
        message: 'Bulk link generation is not part of your plan',
        httpStatus: 403,
      },
      'Bulk link generation is not part of your plan',
    ],
    [
      'a failed run',
      run({ state: 'failed', message: 'Failed to generate seller link' }),
      'Failed to generate seller link',
    ],
    ['unreachable', new TypeError('Failed to fetch'), null],
  ] as const)('bulk: %s is failed with why; unchecking goes back to single', async (_, answer, why) => {
    const { actor } = start({
      loads: [replies(1, true, [])],
      listReplies: [new TypeError('Failed to fetch'), lists],
      listDetail: [list],
      starts: [answer as Answer<BulkStartReply>],
    });
    await ready(actor);
    actor.send({ type: 'bulk.toggle', on: true });
    await waitFor(actor, (s) => s.matches({ outbound: { bulk: 'listsFailed' } }));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches({ outbound: { bulk: 'editing' } }));
    actor.send({ type: 'list.choose', id: listId });
    await waitFor(actor, (s) => s.matches({ outbound: { bulk: 'editing' } }));
    actor.send({ type: 'generate' });
    const failed = await waitFor(actor, (s) => s.matches({ outbound: { bulk: 'failed' } }));
    expect(failed.context.bulkFailure).toBe(why);
    actor.send({ type: 'bulk.toggle', on: false });
    expect(actor.getSnapshot().value).toEqual({ outbound: { single: 'editing' } });
  });

  it('close ends the machine saying whether any link was made', async () => {
    const { actor } = start({ loads: [replies(1, false)] });
    await ready(actor);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ changed: false });
  });
});

describe('fillField (§2.9 selecting a contact list fills the identifiers)', () => {
  it("fills the same-named identifier, keeps one already of the list's, leaves the rest", () => {
    const ids = ['Company', 'title', 'work_email'];
    expect(fillField('', 'company', ids)).toBe('{{Company}}');
    expect(fillField('{{title}}', 'company', ids)).toBe('{{title}}');
    expect(fillField('x', 'city', ids)).toBe('x');
    expect(fillField('', 'email', ids, 'email')).toBe('{{work_email}}');
  });
});
