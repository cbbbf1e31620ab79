import { randomUUID } from 'node:crypto';
import {
  type CyoaStep,
  clickthroughRate,
  defaultAnalyticsRange,
  newEmbedStyle,
  type ProspectEvent,
  type RouteKey,
  routes,
} from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { eventsApp } from '../../test/support/events.ts';
import { caller, demoOf, embedsApp } from '../../test/support/widgets.ts';
import { EventWriter } from '../analytics/ingest.ts';
import { gateSubmissions, recordings, widgets } from '../db/schema.ts';

const dayMs = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

describeDatabases('analytics: spec 3 §7.10 from events ingested by POST /events', (ctx) => {
  let env: Awaited<ReturnType<typeof embedsApp>>;
  let audience: FastifyInstance;
  let rep: SignedInRep;
  let other: SignedInRep;
  let demoId: string;
  let heroId: string;
  let cyoaId: string;
  let pageId: string;
  let prospectId: string;
  let relationshipId: string;
  let linkId: string;
  const events: ProspectEvent[] = [];
  // Two days inside the default range (the last 7 days), whatever day the test runs.
  const today = Date.parse(`${defaultAnalyticsRange(new Date()).endDate}T00:00:00Z`);
  const day1 = today - 3 * dayMs + 10 * 3600_000;
  const day2 = today - 1 * dayMs + 10 * 3600_000;
  const ann = 'Ann@Example.com';
  const [gated, anonymousOne, linked, forwarded] = [
    'gatedVisitor0001',
    'anonVisitor00001',
    'linkVisitor00001',
    'fwdVisitor000001',
  ];

  const call = (who: SignedInRep, url: string) => caller(env.app)(who, 'GET', url);
  const get = async <K extends RouteKey>(key: K, url: string, who = rep) => {
    const response = await call(who, url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return routes[key].payload.parse(response.json().payload) as ReturnType<
      (typeof routes)[K]['payload']['parse']
    >;
  };
  const ingest = async (batch: ProspectEvent[]) => {
    const response = await audience.inject({ method: 'POST', url: '/events', payload: { events: batch } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().payload as { accepted: number; duplicates: number };
  };
  const event = (
    widget: { id: string; kind: 'hero' | 'cyoa' },
    visitor: string,
    at: number,
    rest: Pick<ProspectEvent, 'type' | 'data'>,
    link = false,
  ) =>
    ({
      id: randomUUID(),
      at,
      visitor,
      kind: widget.kind,
      widgetId: widget.id,
      // A page's event names its link, never a company: the audience host takes the company, page
      // and relationship from the link (the ones here are what it stores, for the counts below).
      ...(link ? { link: linkId, pageId, relationshipId } : { companyId: rep.companyId }),
      ...rest,
    }) as ProspectEvent;

  beforeAll(async () => {
    env = await embedsApp(ctx);
    audience = await eventsApp(ctx.database);
    rep = await repWithSession(env.app, ctx.db);
    other = await repWithSession(env.app, ctx.db);
    demoId = await demoOf(env.app, rep, 'Onboarding tour');
    await ctx.db.update(recordings).set({ durationSeconds: 100 }).where(eq(recordings.id, demoId));
    const steps: CyoaStep[] = [
      { index: 0, type: 'demo', value: demoId, label: 'Welcome' },
      {
        index: 1,
        type: 'question',
        question: 'Which plan?',
        choices: ['Team', 'Pro'],
        questionType: 'multiple',
      },
      { index: 2, type: 'rule', condition: null, result: { type: 'demo', value: demoId, label: 'Again' } },
      { index: 3, type: 'pdf', pdf: { link: 'https://example.com/guide.pdf', title: 'Guide' } },
    ];
    const [hero, cyoa] = await ctx.db
      .insert(widgets)
      .values([
        {
          kind: 'hero',
          companyId: rep.companyId,
          salesRepId: rep.repId,
          name: 'Tour hero',
          live: true,
          data: {},
        },
        {
          kind: 'cyoa',
          companyId: rep.companyId,
          salesRepId: rep.repId,
          name: 'Path',
          live: true,
          data: { data: steps },
        },
      ])
      .returning({ id: widgets.id });
    heroId = hero!.id;
    cyoaId = cyoa!.id;
    // An Embed page showing the CYOA, live: its link's events may name that embed (issue 13).
    pageId = (await env.app.pageStore.create(rep.companyId, rep.repId, 'Renewal', 'embed')).id;
    await env.app.pageStore.setStyle(
      rep.companyId,
      pageId,
      { ...newEmbedStyle(), title: 'Renewal', embed: { id: cyoaId, type: 'cyoa' } },
      [],
    );
    await env.app.pageStore.setLive(rep.companyId, pageId, true);
    const issued = await env.app.pageStore.issue(rep.companyId, rep.repId, pageId, 'pat@client.com', 'Pat', {
      prospect_email: 'pat@client.com',
      prospect_name: 'Pat',
      company: 'Client Co',
    });
    prospectId = issued.id;
    linkId = issued.token;
    relationshipId = (await env.app.pageStore.bind(rep.companyId, rep.repId, {
      pageId,
      prospectId,
      encryptedId: issued.token,
      engaged: true,
    }))!.relationship.id;

    const h = { id: heroId, kind: 'hero' as const };
    const c = { id: cyoaId, kind: 'cyoa' as const };
    events.push(
      event(h, gated, day1, { type: 'render', data: {} }),
      event(h, gated, day1 + 1000, { type: 'gate', data: { outcome: 'allowed' } }),
      // Each watch reports the video's length (100 s) and what the view played of it, as the player does.
      event(h, gated, day1 + 2000, {
        type: 'play',
        data: { recordingId: demoId, position: 0, view: 'first' },
      }),
      event(h, gated, day1 + 3000, {
        type: 'watch',
        data: { recordingId: demoId, duration: 100, ranges: [[0, 30]], watched: 30 },
      }),
      event(h, gated, day1 + 4000, { type: 'cta', data: { ctaLabel: 'Book', url: 'https://example.com/b' } }),
      event(h, anonymousOne, day2, { type: 'render', data: {} }),
      event(h, anonymousOne, day2 + 500, { type: 'render', data: {} }),
      event(h, anonymousOne, day2 + 1000, {
        type: 'play',
        data: { recordingId: demoId, position: 0, view: 'first' },
      }),
      event(h, anonymousOne, day2 + 2000, {
        type: 'watch',
        data: { recordingId: demoId, duration: 100, ranges: [[0, 90]], watched: 90 },
      }),
      event(c, linked, day2, { type: 'render', data: {} }, true),
      event(
        c,
        linked,
        day2 + 1000,
        { type: 'play', data: { recordingId: demoId, position: 0, view: 'first' } },
        true,
      ),
      event(
        c,
        linked,
        day2 + 1500,
        {
          type: 'watch',
          data: { recordingId: demoId, duration: 100, ranges: [[0, 10]], watched: 10 },
        },
        true,
      ),
      event(
        c,
        linked,
        day2 + 2000,
        {
          type: 'step',
          data: { prevIndex: 0, currIndex: 1, episode: 'question', title: 'Which plan?' },
        },
        true,
      ),
      event(
        c,
        linked,
        day2 + 3000,
        {
          type: 'answer',
          data: {
            stepIndex: 1,
            question: 'Which plan?',
            selectedChoices: ['Team', 'Pro'],
            inputText: 'Call me, "soon"',
          },
        },
        true,
      ),
      event(
        c,
        linked,
        day2 + 4000,
        {
          type: 'step',
          data: { prevIndex: 1, currIndex: 3, episode: 'pdf', title: 'Guide' },
        },
        true,
      ),
      event(
        c,
        linked,
        day2 + 5000,
        { type: 'pdfPage', data: { stepIndex: 3, title: 'Guide', page: 1, seconds: 10 } },
        true,
      ),
      event(
        c,
        linked,
        day2 + 6000,
        { type: 'pdfPage', data: { stepIndex: 3, title: 'Guide', page: 1, seconds: 20 } },
        true,
      ),
      event(
        c,
        linked,
        day2 + 7000,
        {
          type: 'step',
          data: { prevIndex: 3, currIndex: -1, episode: 'wrapup', title: 'Wrap up' },
        },
        true,
      ),
      event(c, forwarded, day2 + 8000, { type: 'render', data: {} }, true),
      event(
        c,
        forwarded,
        day2 + 9000,
        { type: 'play', data: { recordingId: demoId, position: 0, view: 'first' } },
        true,
      ),
      event(
        c,
        forwarded,
        day2 + 9500,
        {
          type: 'answer',
          data: { stepIndex: 1, question: 'Which plan?', selectedChoices: ['Team'], inputText: '  ' },
        },
        true,
      ),
    );
    await ctx.db.insert(gateSubmissions).values([
      {
        companyId: rep.companyId,
        kind: 'hero',
        widgetId: heroId,
        visitor: gated,
        email: ann,
        outcome: 'allowed',
      },
      {
        companyId: rep.companyId,
        kind: 'cyoa',
        widgetId: cyoaId,
        visitor: forwarded,
        email: 'bob@other.com',
        outcome: 'allowed',
      },
      // An address the gate refused names nobody, anywhere (issue 26 §6).
      {
        companyId: rep.companyId,
        kind: 'cyoa',
        widgetId: cyoaId,
        visitor: forwarded,
        email: 'mallory@evil.example',
        outcome: 'refused',
      },
    ]);
    expect(await ingest(events)).toEqual({ accepted: events.length, duplicates: 0 });
    // Sent again (a retry): stored once, and the rollups do not move.
    expect(await ingest(events.slice(0, 12))).toEqual({ accepted: 0, duplicates: 12 });
  });
  afterAll(async () => {
    await audience?.close();
    await env?.close();
  });

  const count = (pick: (e: ProspectEvent) => boolean) => events.filter(pick).length;
  const w = (id: () => string, rest = '') => `?widgetID=${id()}${rest}`;

  it('stores each event in its month partition and rolls it up once', async () => {
    const result = (await ctx.db.execute(
      sql`select tableoid::regclass::text as part, count(*)::int as n from prospect_events
        where company_id = ${rep.companyId} group by 1`,
    )) as unknown as { rows: { part: string; n: number }[] };
    const months = new Set(
      events.map((e) => `prospect_events_${new Date(e.at).toISOString().slice(0, 7).replace('-', '_')}`),
    );
    expect(new Set(result.rows.map((r) => r.part))).toEqual(months);
    expect(result.rows.reduce((n, r) => n + r.n, 0)).toBe(events.length);
  });

  it('answers renders, plays and the clickthrough rate per day, for all, one e-mail and the anonymous', async () => {
    const all = await get(
      'GET /web/analytic/widget/render/{companyId}',
      `/web/analytic/widget/render/${rep.companyId}${w(() => heroId)}`,
    );
    expect(all.days).toHaveLength(7);
    const renders = count((e) => e.widgetId === heroId && e.type === 'render');
    const plays = count((e) => e.widgetId === heroId && e.type === 'play');
    expect(all.totals).toEqual({ renders, plays, rate: clickthroughRate(plays, renders) });
    expect(all.totals.rate).toBe(66.667);
    expect(all.days.find((d) => d.date === dayOf(day2))).toEqual({
      date: dayOf(day2),
      renders: 2,
      plays: 1,
      rate: 50,
    });
    const annOnly = await get(
      'GET /web/analytic/widget/render/{companyId}',
      `/web/analytic/widget/render/${rep.companyId}${w(() => heroId, `&prospect=${encodeURIComponent('ann@example.com')}`)}`,
    );
    expect(annOnly.totals).toEqual({ renders: 1, plays: 1, rate: 100 });
    const anonymous = await get(
      'GET /web/analytic/widget/render/{companyId}',
      `/web/analytic/widget/render/${rep.companyId}${w(() => heroId, '&prospect=anonymous')}`,
    );
    expect(anonymous.totals).toEqual({ renders: 2, plays: 1, rate: 50 });
  });

  it('answers demo views, CTA clicks and view-duration buckets', async () => {
    const views = await get(
      'GET /web/analytic/widget/views/{companyId}',
      `/web/analytic/widget/views/${rep.companyId}${w(() => heroId)}`,
    );
    expect(views.total).toBe(count((e) => e.widgetId === heroId && e.type === 'play'));
    const cta = await get('GET /web/analytic/widget/CTA/', `/web/analytic/widget/CTA/${w(() => heroId)}`);
    expect(cta.total).toBe(1);
    expect(cta.labels).toEqual([{ label: 'Book', clicks: 1 }]);
    const duration = await get(
      'GET /web/analytic/widget/demo/duration',
      `/web/analytic/widget/demo/duration${w(() => heroId)}`,
    );
    // 30 of 100 seconds: '25%-50%'; 90 of 100: '75%-100%'.
    expect(duration.buckets.map((b) => b.sessions)).toEqual([0, 1, 0, 1]);
  });

  it("answers a CYOA's journey, PDF time, responses and only the non-empty typed answers", async () => {
    const cyoa = await get('GET /web/analytic/widget/cyoa/', `/web/analytic/widget/cyoa/${w(() => cyoaId)}`);
    expect(cyoa.steps.map((s) => [s.index, s.type, s.title])).toEqual([
      [0, 'demo', 'Welcome'],
      [1, 'question', 'Which plan?'],
      [2, 'rule', 'Rule'],
      [3, 'pdf', 'Guide'],
    ]);
    expect(cyoa.transitions).toEqual([
      { from: 0, to: 1, count: 1 },
      { from: 1, to: 3, count: 1 },
      { from: 3, to: -1, count: 1 },
    ]);
    expect(cyoa.nodes).toEqual([
      { index: -1, visits: 1 },
      { index: 1, visits: 1 },
      { index: 3, visits: 1 },
    ]);
    expect(cyoa.pdf).toEqual([
      { stepIndex: 3, title: 'Guide', pages: [{ page: 1, views: 2, averageSeconds: 15 }] },
    ]);
    expect(cyoa.responses).toEqual([
      {
        stepIndex: 1,
        question: 'Which plan?',
        choices: [
          { choice: 'Team', count: 2 },
          { choice: 'Pro', count: 1 },
        ],
        total: 2,
      },
    ]);
    expect(cyoa.questions.map((q) => [q.visitor, q.question, q.answer])).toEqual([
      ['pat@client.com', 'Which plan?', 'Call me, "soon"'],
    ]);
    const demos = await get(
      'GET /web/analytic/widget/cyoa/demo/duration',
      `/web/analytic/widget/cyoa/demo/duration${w(() => cyoaId)}`,
    );
    expect(demos.demos).toEqual([
      { recordingId: demoId, title: 'Onboarding tour', buckets: expect.any(Array) },
    ]);
    expect(demos.demos[0]!.buckets.map((b) => b.sessions)).toEqual([1, 0, 0, 0]);
    // A Hero has no journey.
    expect((await call(rep, `/web/analytic/widget/cyoa/${w(() => heroId)}`)).statusCode).toBe(400);
  });

  it('lists visitors by e-mail or anonymous, widgets, pages and prospects', async () => {
    const visitors = await get(
      'GET /web/salesrep/{companyId}/prospect',
      `/web/salesrep/${rep.companyId}/prospect`,
    );
    expect(visitors.map((v) => v.visitor).sort()).toEqual(
      ['anonymous', 'bob@other.com', 'pat@client.com', ann].sort(),
    );
    expect(visitors.find((v) => v.visitor === 'pat@client.com')).toMatchObject({ name: 'Pat', prospectId });
    expect(visitors.find((v) => v.visitor === ann)?.events).toBe(count((e) => e.visitor === gated));
    const ofHero = await get(
      'GET /web/salesrep/{companyId}/prospect',
      `/web/salesrep/${rep.companyId}/prospect?widgetID=${heroId}`,
    );
    expect(ofHero.map((v) => v.visitor).sort()).toEqual([ann, 'anonymous']);
    // Of one widget, a visitor's events are theirs on that widget (its own visitor rollup).
    expect(ofHero.find((v) => v.visitor === ann)?.events).toBe(
      count((e) => e.visitor === gated && e.widgetId === heroId),
    );
    const elements = await get(
      'GET /web/analytic/element/{companyId}',
      `/web/analytic/element/${rep.companyId}`,
    );
    expect(elements.map((e) => [e.label, e.type]).sort()).toEqual([
      ['Path', 'cyoa'],
      ['Tour hero', 'hero'],
    ]);
    const pages = await get('GET /web/analytic/page/{companyId}', `/web/analytic/page/${rep.companyId}`);
    expect(pages).toEqual([
      { id: pageId, page_id: pageId, title: 'Renewal', type: 'embed', salesrep_id: rep.repId },
    ]);
    const prospects = await get(
      'GET /web/analytic/prospect/{companyId}',
      `/web/analytic/prospect/${rep.companyId}`,
    );
    expect(prospects).toEqual([
      { id: prospectId, email: 'pat@client.com', name: 'Pat', relationshipId, pageId },
    ]);
    const ofProspect = await get(
      'GET /web/salesrep/{prospectId}/prospect/page',
      `/web/salesrep/${prospectId}/prospect/page`,
    );
    expect(ofProspect).toEqual([
      { id: relationshipId, page_id: pageId, title: 'Renewal', type: 'embed', salesrep_id: rep.repId },
    ]);
  });

  it("answers a page's views, demo views, recommendations, responses and contact for the prospect", async () => {
    const views = await get(
      'GET /web/analytic/page/views/{pageId}/{prospectId}',
      `/web/analytic/page/views/${pageId}/${prospectId}`,
    );
    expect(views.total).toBe(count((e) => e.pageId === pageId && e.type === 'render'));
    const demos = await get(
      'GET /web/analytic/page/{pageId}/recording/views',
      `/web/analytic/page/${pageId}/recording/views?relationshipId=${relationshipId}`,
    );
    expect(demos.demos.map((d) => [d.recordingId, d.total])).toEqual([[demoId, 2]]);
    const recommended = await get(
      'GET /web/analytic/page/fetch/recommendations/{pageId}',
      `/web/analytic/page/fetch/recommendations/${pageId}`,
    );
    expect(recommended.map((r) => [r.title, r.plays])).toEqual([['Onboarding tour', 2]]);
    const responses = await get(
      'GET /web/analytic/page/{pageId}/response/{relationshipId}',
      `/web/analytic/page/${pageId}/response/${relationshipId}`,
    );
    expect(responses.questions[0]?.choices).toEqual([
      { choice: 'Team', count: 2 },
      { choice: 'Pro', count: 1 },
    ]);
    const contact = await get(
      'GET /web/analytic/page/{pageId}/prospect/{prospectId}/contact/{companyId}',
      `/web/analytic/page/${pageId}/prospect/${prospectId}/contact/${rep.companyId}`,
    );
    expect(contact).toEqual([
      { field: 'Name', value: 'Pat' },
      { field: 'Email', value: 'pat@client.com' },
      { field: 'company', value: 'Client Co' },
      { field: 'Email given', value: 'bob@other.com' },
    ]);
  });

  it('answers frequency per day and watch duration', async () => {
    const element = await get(
      'GET /web/analytic/frequency/element/',
      `/web/analytic/frequency/element/?elementId=${cyoaId}&companyId=${rep.companyId}&event=answer`,
    );
    expect(element.total).toBe(count((e) => e.widgetId === cyoaId && e.type === 'answer'));
    const page = await get(
      'GET /web/analytic/frequency/page/',
      `/web/analytic/frequency/page/?page=${pageId}&companyId=${rep.companyId}&event=play&prospectId=bob@other.com`,
    );
    expect(page.total).toBe(1);
    const duration = await get(
      'GET /web/analytic/duration/',
      `/web/analytic/duration/?companyId=${rep.companyId}`,
    );
    // Three views played 30, 90 and 10 s of the 100 s demo (their ranges above), not its length.
    expect(duration).toMatchObject({
      sessions: 3,
      totalSeconds: 130,
      averageSeconds: 43.33,
      buckets: [
        { bucket: '1%-25%', sessions: 1 },
        { bucket: '25%-50%', sessions: 1 },
        { bucket: '50%-75%', sessions: 0 },
        { bucket: '75%-100%', sessions: 1 },
      ],
    });
  });

  it('answers the older video analytics: per link, relations, received and forwarded viewers', async () => {
    const videos = await get(
      'GET /web/video/analytics/{relationshipId}',
      `/web/video/analytics/${relationshipId}`,
    );
    expect(videos).toEqual([
      {
        recordingId: demoId,
        title: 'Onboarding tour',
        views: 2,
        seconds: 10,
        lastViewed: expect.any(String),
      },
    ]);
    const relations = await get(
      'GET /web/salesrep/{salesRepId}/prospect/{prospectId}/relation/',
      `/web/salesrep/${rep.repId}/prospect/${prospectId}/relation/`,
    );
    expect(relations.map((r) => [r.id, r.page_id, r.title])).toEqual([[relationshipId, pageId, 'Renewal']]);
    const received = await get(
      'GET /web/video/analytics/received/name/{videoId}/{prospectId}',
      `/web/video/analytics/received/name/${demoId}/${prospectId}`,
    );
    expect(received.map((v) => [v.name, v.email, v.views])).toEqual([['Pat', 'pat@client.com', 1]]);
    const fwd = await get(
      'GET /web/video/analytics/forwarded/name/{videoId}/{prospectId}',
      `/web/video/analytics/forwarded/name/${demoId}/${prospectId}`,
    );
    expect(fwd.map((v) => [v.email, v.views])).toEqual([['bob@other.com', 1]]);
  });

  it("draws one visitor's timeline in time order, by e-mail or by prospect id", async () => {
    const byEmail = await get(
      'GET /web/analytic/visitor/{companyId}/timeline',
      `/web/analytic/visitor/${rep.companyId}/timeline?prospect=${encodeURIComponent(ann)}`,
    );
    expect(byEmail.items.map((i) => i.type)).toEqual(['render', 'gate', 'play', 'watch', 'cta']);
    expect(byEmail.items[1]!.detail).toBe(`allowed: ${ann}`);
    expect(byEmail.items[3]).toMatchObject({
      seconds: 30,
      recordingTitle: 'Onboarding tour',
      widgetName: 'Tour hero',
    });
    const byProspect = await get(
      'GET /web/analytic/visitor/{companyId}/timeline',
      `/web/analytic/visitor/${rep.companyId}/timeline?prospect=${prospectId}`,
    );
    expect(byProspect.visitor).toEqual({ email: 'pat@client.com', name: 'Pat', prospectId });
    // Everything through Pat's link: Pat's own visit and the one forwarded to Bob.
    expect(byProspect.items.map((i) => i.id)).toEqual(
      events
        .filter((e) => e.relationshipId === relationshipId)
        .sort((a, b) => a.at - b.at)
        .map((e) => e.id),
    );
    expect(byProspect.items.every((i) => i.pageTitle === 'Renewal')).toBe(true);
  });

  it("answers another company's ids like missing ones, and refuses bad ranges", async () => {
    expect((await call(other, `/web/analytic/widget/CTA/${w(() => heroId)}`)).statusCode).toBe(404);
    expect(
      (await call(other, `/web/analytic/widget/render/${rep.companyId}${w(() => heroId)}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(other, `/web/analytic/widget/render/${other.companyId}${w(() => heroId)}`)).statusCode,
    ).toBe(404);
    expect((await call(other, `/web/analytic/page/views/${pageId}/${prospectId}`)).statusCode).toBe(404);
    expect((await call(other, `/web/video/analytics/${relationshipId}`)).statusCode).toBe(404);
    expect((await call(other, `/web/salesrep/${prospectId}/prospect/page`)).statusCode).toBe(404);
    const timeline = await get(
      'GET /web/analytic/visitor/{companyId}/timeline',
      `/web/analytic/visitor/${other.companyId}/timeline?prospect=${encodeURIComponent(ann)}`,
      other,
    );
    expect(timeline.items).toEqual([]);
    const backwards = await call(
      rep,
      `/web/analytic/widget/CTA/${w(() => heroId, '&startDate=2026-11-10&endDate=2026-11-01')}`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The start date must not be after the end date');
    expect(
      (
        await call(
          rep,
          `/web/analytic/widget/CTA/${w(() => heroId, '&startDate=2020-01-01&endDate=2026-01-01')}`,
        )
      ).statusCode,
    ).toBe(400);
    const empty = await get(
      'GET /web/analytic/widget/CTA/',
      `/web/analytic/widget/CTA/${w(() => heroId, '&startDate=2025-01-01&endDate=2025-01-03')}`,
    );
    expect(empty).toEqual({
      range: { startDate: '2025-01-01', endDate: '2025-01-03' },
      days: ['2025-01-01', '2025-01-02', '2025-01-03'].map((date) => ({ date, clicks: 0 })),
      total: 0,
      labels: [],
    });
  });

  // Runs last: it ingests an older play that the tests above do not count.
  it('recommends from the last 7 days without dates, and from the range asked for', async () => {
    const old = today - 20 * dayMs + 10 * 3600_000;
    const c = { id: cyoaId, kind: 'cyoa' as const };
    // POST /events takes the server's clock for a time this far back (issue 26 §3): stored as
    // the ingest's writer stores what it keeps, with the link's company, page and relationship.
    const writer = new EventWriter(ctx.db, env.app.rollups, 1, 100);
    const stored = await writer.write(
      [old, old + 1000].map((at) => {
        const { link: _link, ...own } = event(
          c,
          linked,
          at,
          { type: 'play', data: { recordingId: demoId, position: 0 } },
          true,
        );
        return { ...own, companyId: rep.companyId };
      }),
    );
    expect(stored.accepted).toBe(2);
    const url = `/web/analytic/page/fetch/recommendations/${pageId}?relationshipId=${relationshipId}`;
    const recent = await get('GET /web/analytic/page/fetch/recommendations/{pageId}', url);
    expect(recent.map((r) => r.plays)).toEqual([2]);
    const wide = await get(
      'GET /web/analytic/page/fetch/recommendations/{pageId}',
      `${url}&startDate=${dayOf(old)}`,
    );
    expect(wide.map((r) => r.plays)).toEqual([4]);
  });

  // Runs last too: a visitor the tests above do not list. The gate e-mails are looked up one
  // visitor at a time (analytics/queries/shared.ts identities); the latest address given names them,
  // a skipped gate ('') does not.
  it('names a visitor by the latest e-mail given a gate, past a skipped one', async () => {
    const twice = 'twoGatesVisitor1';
    await ingest([event({ id: heroId, kind: 'hero' }, twice, day2, { type: 'render', data: {} })]);
    await ctx.db.insert(gateSubmissions).values(
      [
        ['first@client.com', '2026-01-01T00:00:00Z'],
        ['second@client.com', '2026-01-02T00:00:00Z'],
        ['', '2026-01-03T00:00:00Z'],
      ].map(([email, at]) => ({
        companyId: rep.companyId,
        kind: 'hero' as const,
        widgetId: heroId,
        visitor: twice,
        email: email!,
        outcome: 'allowed' as const,
        createdAt: new Date(at!),
      })),
    );
    const visitors = await get(
      'GET /web/salesrep/{companyId}/prospect',
      `/web/salesrep/${rep.companyId}/prospect`,
    );
    const names = visitors.map((v) => v.visitor);
    expect(names).toContain('second@client.com');
    expect(names).not.toContain('first@client.com');
    expect(visitors.find((v) => v.visitor === 'second@client.com')).toMatchObject({
      name: 'second@client.com',
      prospectId: null,
      events: 1,
    });
  });

  // Runs last: it adds a page visitor and a gate e-mail after their events were rolled up. The
  // 'anonymous' charts read rollups of their own, which the rollup pass empties of a visitor's
  // events once the visitor gives a gate an e-mail (analytics/rollup.ts).
  it('takes a visitor out of the anonymous charts once they give a gate an e-mail, and keeps the counts of all', async () => {
    const [late, stranger] = ['lateVisitor00001', 'strangerVisitor1'];
    const web = await env.app.pageStore.website(rep.companyId, rep.repId, pageId);
    const onPage = (visitor: string, at: number, rest: Pick<ProspectEvent, 'type' | 'data'>) => {
      const { companyId: _byLink, ...sent } = event({ id: cyoaId, kind: 'cyoa' }, visitor, at, rest);
      return { ...sent, link: web.token, pageId, relationshipId: web.id } as ProspectEvent;
    };
    const renders = (prospect: string) =>
      get(
        'GET /web/analytic/widget/render/{companyId}',
        `/web/analytic/widget/render/${rep.companyId}${w(() => cyoaId, `&prospect=${encodeURIComponent(prospect)}`)}`,
      ).then((r) => r.totals);
    const pageViews = () =>
      get(
        'GET /web/analytic/page/views/{pageId}/{prospectId}',
        `/web/analytic/page/views/${pageId}/anonymous`,
      ).then((r) => r.total);
    const all = () =>
      get(
        'GET /web/analytic/widget/render/{companyId}',
        `/web/analytic/widget/render/${rep.companyId}${w(() => cyoaId)}`,
      ).then((r) => r.totals);
    // Every CYOA visitor so far came by Pat's link: none is anonymous.
    expect(await renders('anonymous')).toEqual({ renders: 0, plays: 0, rate: 0 });
    expect(await pageViews()).toBe(0);
    const before = await all();

    await ingest([
      onPage(late, day2, { type: 'render', data: {} }),
      onPage(late, day2 + 1000, { type: 'play', data: { recordingId: demoId, position: 0 } }),
      onPage(stranger, day2 + 2000, { type: 'render', data: {} }),
    ]);
    expect(await renders('anonymous')).toEqual({ renders: 2, plays: 1, rate: 50 });
    expect(await pageViews()).toBe(2);

    const gave = (email: string) =>
      ctx.db.insert(gateSubmissions).values({
        companyId: rep.companyId,
        kind: 'cyoa',
        widgetId: cyoaId,
        visitor: late,
        email,
        outcome: 'allowed',
      });
    await gave('late@client.com');
    expect(await renders('anonymous')).toEqual({ renders: 1, plays: 0, rate: 0 });
    expect(await pageViews()).toBe(1);
    expect(await renders('late@client.com')).toEqual({ renders: 1, plays: 1, rate: 100 });
    const after = await all();
    expect(after).toEqual({
      renders: before.renders + 2,
      plays: before.plays + 1,
      rate: clickthroughRate(before.plays + 1, before.renders + 2),
    });
    // A second e-mail from a known visitor moves nothing again.
    await gave('late@work.com');
    expect(await renders('anonymous')).toEqual({ renders: 1, plays: 0, rate: 0 });
    expect(await pageViews()).toBe(1);
    expect(await all()).toEqual(after);
  });

  it("lists the visitors of a page's inbound link in the Pages tab, with their views and what they gave (issue 29 D.2)", async () => {
    // The page's website link (the test before came by it too: 'late', who gave two addresses,
    // and 'stranger', a render each): whoever comes by it has no contact row.
    const inbound = await env.app.pageStore.website(rep.companyId, rep.repId, pageId);
    const walkIn = 'walkInVisitor001';
    const c = { id: cyoaId, kind: 'cyoa' as const };
    const onInbound = (at: number, rest: Pick<ProspectEvent, 'type' | 'data'>) =>
      ({
        id: randomUUID(),
        at,
        visitor: walkIn,
        kind: c.kind,
        widgetId: c.id,
        link: inbound.token,
        ...rest,
      }) as ProspectEvent;
    await ctx.db.insert(gateSubmissions).values({
      companyId: rep.companyId,
      kind: 'cyoa',
      widgetId: cyoaId,
      visitor: walkIn,
      email: 'walk.in@visitor.example',
      outcome: 'allowed',
    });
    expect(
      await ingest([
        onInbound(day2 + 20_000, { type: 'render', data: {} }),
        onInbound(day2 + 21_000, { type: 'render', data: {} }),
      ]),
    ).toEqual({ accepted: 2, duplicates: 0 });

    const listed = await get(
      'GET /web/analytic/prospect/{companyId}',
      `/web/analytic/prospect/${rep.companyId}`,
    );
    expect(listed).toContainEqual({ id: 'inbound', email: '', name: '', relationshipId: inbound.id, pageId });
    const pagesOf = await get(
      'GET /web/salesrep/{prospectId}/prospect/page',
      '/web/salesrep/inbound/prospect/page',
    );
    expect(pagesOf).toEqual([
      { id: inbound.id, page_id: pageId, title: 'Renewal', type: 'embed', salesrep_id: rep.repId },
    ]);
    // The walk-in's two renders and the two of the test before, none of the prospect's link.
    const views = await get(
      'GET /web/analytic/page/views/{pageId}/{prospectId}',
      `/web/analytic/page/views/${pageId}/inbound`,
    );
    expect(views.total).toBe(2 + 2);
    const contact = await get(
      'GET /web/analytic/page/{pageId}/prospect/{prospectId}/contact/{companyId}',
      `/web/analytic/page/${pageId}/prospect/inbound/contact/${rep.companyId}`,
    );
    expect(contact).toEqual([
      { field: 'Email given', value: 'late@client.com' },
      { field: 'Email given', value: 'late@work.com' },
      { field: 'Email given', value: 'walk.in@visitor.example' },
    ]);
  });
});
