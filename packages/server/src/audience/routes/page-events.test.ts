import { randomUUID } from 'node:crypto';
import {
  type LayoutStyle,
  newEmbedStyle,
  newLayoutStyle,
  type ProspectEvent,
  type RouteKey,
  routes,
} from '@showroom/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../../test/support/accounts.ts';
import { describeDatabases } from '../../../test/support/databases.ts';
import { eventsApp, newVisitor, widgetOf } from '../../../test/support/events.ts';
import { caller, demoOf, embedsApp } from '../../../test/support/widgets.ts';
import { prospectEvents } from '../../db/schema.ts';

let nextAddress = 1;
const newAddress = () => `10.7.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/**
 * A prospect page's events (issue 13): sent with the link's id only, stored with the company, page
 * and relationship the server finds for it, and read by the analytics Pages calls (spec 3 §7.10).
 */
describeDatabases('POST /events from a prospect page: tagged by the link, read by the Pages tab', (ctx) => {
  let env: Awaited<ReturnType<typeof embedsApp>>;
  let audience: FastifyInstance;
  let rep: SignedInRep;

  beforeAll(async () => {
    env = await embedsApp(ctx);
    audience = await eventsApp(ctx.database);
    rep = await repWithSession(env.app, ctx.db);
  });
  afterAll(() => audience?.close());

  const send = (events: unknown[], address = newAddress()) =>
    audience.inject({ method: 'POST', url: '/events', remoteAddress: address, payload: { events } });

  const get = async <K extends RouteKey>(key: K, url: string) => {
    const response = await caller(env.app)(rep, 'GET', url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return routes[key].payload.parse(response.json().payload) as ReturnType<
      (typeof routes)[K]['payload']['parse']
    >;
  };

  /** A page of the company's (live unless said), with one prospect's link. */
  const pageWithLink = async (
    who: { companyId: string; repId: string },
    type: 'customized' | 'standard' | 'embed',
    style: object,
    { live = true, email = 'pat@client.test' } = {},
  ) => {
    const store = env.app.pageStore;
    const page = await store.create(who.companyId, who.repId, `Page ${randomUUID().slice(0, 6)}`, type);
    await store.setStyle(who.companyId, page.id, style as LayoutStyle, []);
    if (live) await store.setLive(who.companyId, page.id, true);
    const issued = await store.issue(who.companyId, who.repId, page.id, email, 'Pat', {
      prospect_email: email,
      prospect_name: 'Pat',
    });
    const bound = await store.bind(who.companyId, who.repId, {
      pageId: page.id,
      prospectId: issued.id,
      encryptedId: issued.token,
      engaged: true,
    });
    return {
      pageId: page.id,
      link: issued.token,
      prospectId: issued.id,
      relationshipId: bound!.relationship.id,
    };
  };

  const at = Date.now() - 60_000;
  const pageEvent = (link: string, visitor: string, i: number, rest: Pick<ProspectEvent, 'type' | 'data'>) =>
    ({ id: randomUUID(), at: at + i * 1000, visitor, link, ...rest }) as ProspectEvent;

  const storedRows = (ids: string[]) =>
    ctx.db.select().from(prospectEvents).where(inArray(prospectEvents.id, ids));

  it("stores a Q&A page's events under the link's company, page and relationship, once, and the Pages calls read them", async () => {
    const demo = await demoOf(env.app, rep, 'Pricing tour');
    const { link, pageId, prospectId, relationshipId } = await pageWithLink(
      rep,
      'customized',
      newLayoutStyle(),
    );
    const visitor = newVisitor();
    const events = [
      pageEvent(link, visitor, 0, { type: 'render', data: {} }),
      pageEvent(link, visitor, 1, { type: 'gate', data: { outcome: 'allowed' } }),
      pageEvent(link, visitor, 2, {
        type: 'answer',
        data: { stepIndex: 0, question: 'Team size?', selectedChoices: ['10-50'], inputText: '' },
      }),
      pageEvent(link, visitor, 3, { type: 'play', data: { recordingId: demo, position: 0 } }),
      pageEvent(link, visitor, 4, {
        type: 'watch',
        data: { recordingId: demo, duration: 30, ranges: [[0, 12]] },
      }),
      pageEvent(link, visitor, 5, { type: 'cta', data: { ctaLabel: 'Book', url: 'https://example.com/b' } }),
    ];
    const first = await send(events);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payload).toEqual({ accepted: 6, duplicates: 0 });
    // Sent again (a beacon after a fetch whose reply was lost): counted once.
    const again = await send(events);
    expect(again.json().payload).toEqual({ accepted: 0, duplicates: 6 });

    const rows = await storedRows(events.map((e) => e.id));
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row).toMatchObject({
        companyId: rep.companyId,
        pageId,
        relationshipId,
        // A page has no widget: its id stands in (analytics/event-sources.ts pageSubjectKind).
        widgetId: pageId,
        kind: 'cyoa',
        visitor,
      });
    }

    const views = await get(
      'GET /web/analytic/page/views/{pageId}/{prospectId}',
      `/web/analytic/page/views/${pageId}/${prospectId}`,
    );
    expect(views.total).toBe(1);
    const demos = await get(
      'GET /web/analytic/page/{pageId}/recording/views',
      `/web/analytic/page/${pageId}/recording/views?relationshipId=${relationshipId}`,
    );
    expect(demos.demos.map((d) => [d.recordingId, d.total])).toEqual([[demo, 1]]);
    const responses = await get(
      'GET /web/analytic/page/{pageId}/response/{relationshipId}',
      `/web/analytic/page/${pageId}/response/${relationshipId}`,
    );
    expect(responses.questions).toMatchObject([
      { question: 'Team size?', choices: [{ choice: '10-50', count: 1 }] },
    ]);
    const recommended = await get(
      'GET /web/analytic/page/fetch/recommendations/{pageId}',
      `/web/analytic/page/fetch/recommendations/${pageId}?relationshipId=${relationshipId}`,
    );
    expect(recommended.map((r) => [r.title, r.plays])).toEqual([['Pricing tour', 1]]);
    const frequency = await get(
      'GET /web/analytic/frequency/page/',
      `/web/analytic/frequency/page/?page=${pageId}&companyId=${rep.companyId}&event=cta`,
    );
    expect(frequency.total).toBe(1);
    const contact = await get(
      'GET /web/analytic/page/{pageId}/prospect/{prospectId}/contact/{companyId}',
      `/web/analytic/page/${pageId}/prospect/${prospectId}/contact/${rep.companyId}`,
    );
    expect(contact).toEqual(
      expect.arrayContaining([
        { field: 'Name', value: 'Pat' },
        { field: 'Email', value: 'pat@client.test' },
      ]),
    );
  });

  it('never reads a company, page or relationship from the sender: only the link says', async () => {
    const { link, pageId, relationshipId } = await pageWithLink(rep, 'standard', newLayoutStyle());
    const elsewhere = await widgetOf(ctx.db, { kind: 'solo' });
    const visitor = newVisitor();
    // A company next to the link: refused whole, as a batch that does not say who made it.
    const withCompany = {
      ...pageEvent(link, visitor, 0, { type: 'render', data: {} }),
      companyId: elsewhere.companyId,
    };
    const refused = await send([withCompany]);
    expect(refused.statusCode).toBe(400);
    expect((await storedRows([withCompany.id])).length).toBe(0);

    // A widget's event tagged with another page and link by its sender: stored as the widget's only.
    const tagged = {
      id: randomUUID(),
      at,
      visitor,
      kind: 'solo' as const,
      widgetId: elsewhere.id,
      companyId: elsewhere.companyId,
      pageId,
      relationshipId,
      type: 'render' as const,
      data: {},
    };
    const response = await send([tagged]);
    expect(response.json().payload).toEqual({ accepted: 1, duplicates: 0 });
    const [row] = await storedRows([tagged.id]);
    expect(row).toMatchObject({ companyId: elsewhere.companyId, pageId: null, relationshipId: null });

    // Neither a widget nor a link: refused.
    const nobody = { id: randomUUID(), at, visitor, type: 'render', data: {} };
    expect((await send([nobody])).statusCode).toBe(400);
  });

  it('drops the events of an unknown link, a page not live, a deleted relationship, and widgets a page does not embed', async () => {
    const draft = await pageWithLink(rep, 'customized', newLayoutStyle(), { live: false });
    const gone = await pageWithLink(rep, 'customized', newLayoutStyle());
    const visitor = newVisitor();
    // Deleted: a fresh ingest drops it at once (one that remembers it alive drops it within widgetTtlMs).
    await env.app.pageStore.removeLink(rep.companyId, gone.relationshipId);
    const fresh = await eventsApp(ctx.database);
    try {
      const events = [
        pageEvent('NoSuchLinkNoSuchLinkNo', visitor, 0, { type: 'render', data: {} }),
        pageEvent(draft.link, visitor, 1, { type: 'render', data: {} }),
        pageEvent(gone.link, visitor, 2, { type: 'render', data: {} }),
      ];
      const response = await fresh.inject({ method: 'POST', url: '/events', payload: { events } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().payload).toEqual({ accepted: 0, duplicates: 0 });
      expect(await storedRows(events.map((e) => e.id))).toEqual([]);
    } finally {
      await fresh.close();
    }

    // Another company's link is that company's page: its events never land on ours.
    const otherRep = await repWithSession(env.app, ctx.db);
    const theirs = await pageWithLink(otherRep, 'customized', newLayoutStyle());
    const event = pageEvent(theirs.link, visitor, 3, { type: 'render', data: {} });
    expect((await send([event])).json().payload).toEqual({ accepted: 1, duplicates: 0 });
    const [row] = await storedRows([event.id]);
    expect(row).toMatchObject({ companyId: otherRep.companyId, pageId: theirs.pageId });

    // An Embed page takes its own live embed's events, not another widget's of the company.
    const hero = await widgetOf(ctx.db, { kind: 'hero', companyId: rep.companyId });
    const stranger = await widgetOf(ctx.db, { kind: 'hero', companyId: rep.companyId });
    const embedPage = await pageWithLink(rep, 'embed', {
      ...newEmbedStyle(),
      title: 'Our hero',
      embed: { id: hero.id, type: 'hero' },
    });
    const own = {
      ...pageEvent(embedPage.link, visitor, 4, { type: 'render', data: {} }),
      kind: 'hero',
      widgetId: hero.id,
    };
    const foreign = {
      ...pageEvent(embedPage.link, visitor, 5, { type: 'render', data: {} }),
      kind: 'hero',
      widgetId: stranger.id,
    };
    const page = pageEvent(embedPage.link, visitor, 6, { type: 'gate', data: { outcome: 'allowed' } });
    const mixed = await send([own, foreign, page]);
    expect(mixed.json().payload).toEqual({ accepted: 2, duplicates: 0 });
    const stored = await ctx.db
      .select({ id: prospectEvents.id, widgetId: prospectEvents.widgetId, kind: prospectEvents.kind })
      .from(prospectEvents)
      .where(eq(prospectEvents.relationshipId, embedPage.relationshipId));
    expect(stored.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: own.id, widgetId: hero.id, kind: 'hero' },
        { id: page.id, widgetId: embedPage.pageId, kind: 'hero' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });
});
