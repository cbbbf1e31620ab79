/**
 * Analytics at scale (issue 14; docs/analytics.md). A generator loads synthetic events for 1,000
 * widgets (hero, solo, cyoa) of 10 companies, 100 pages and 100,000 prospects (each with a link to
 * one page; a fifth of the visitors gave a gate their e-mail) into PostgreSQL: one visit is 12
 * events of every kind the frames send, spread over the last year; a third of the visits came by
 * a prospect's link. Rows are made in SQL (generate_series, one million a statement) and rolled
 * up with the same SQL function the ingest uses (analytics_facts), merged like the ingest merges.
 *
 * 1. Every chart query of analytics/queries/ (what each §7.10 call runs), on a random widget,
 *    page, link or visitor each run, last 7 days, in ANALYTICS_RUNS (100) rounds of every query
 *    once: p95 at 1 million events and at 10 million, and
 *    the growth from one to the other (budget: p95 under 200 ms, growth at most 1.5x; the pickers'
 *    growth, which follows their answer, printed beside the length of their answer: the queries
 *    tagged `picker(…)` where they are declared).
 * 2. Rollups keep up with ingest: the ingest's own writer (EventWriter: the events and their notes
 *    in one INSERT, the reply, then the rollup applier's passes) over 100,000 fresh events in
 *    batches of 2,000, until the applier has caught up: time per 10,000 events
 *    (1,000 ms is 10,000 events/s).
 * 3. The same on PGlite at 1 million events, printed beside PostgreSQL's.
 *
 * Env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a fresh database, dropped at
 * the end), ANALYTICS_EVENTS (PostgreSQL's size, default 1,000,000), ANALYTICS_BASE_EVENTS (the
 * first measure the growth is taken from, default 1,000,000 or a tenth of ANALYTICS_EVENTS when that
 * is smaller), ANALYTICS_PGLITE_EVENTS (default 300,000; 0 skips PGlite), ANALYTICS_KEEP=1 (the
 * PostgreSQL database is kept at the end, its address printed, to EXPLAIN the charts' statements
 * on it; it also holds the ingest's 100,000 events of the last 10 minutes; drop it by hand).
 * The default run takes a few minutes (most of it loading): `npm run bench -- analytics`.
 * The issue's figures (ten million on PostgreSQL, growth from one million, PGlite at one million
 * beside it; about an hour on a loaded machine):
 * `ANALYTICS_EVENTS=10000000 ANALYTICS_PGLITE_EVENTS=1000000 npm run bench -- analytics`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProspectEvent } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { EventWriter } from '../packages/server/src/analytics/ingest.ts';
import { createAnalytics } from '../packages/server/src/analytics/queries/index.ts';
import { createRollupApplier, insertWithRollups } from '../packages/server/src/analytics/rollup.ts';
import { defaultDatabaseTimeouts } from '../packages/server/src/config.ts';
import { type Database, openDatabase, rowsOf } from '../packages/server/src/db/database.ts';
import { createPostgresDatabase } from '../packages/server/test/support/databases.ts';
import { type BudgetName, report } from './budgets.ts';
import { percentile } from './harness.ts';

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const bigTotal = Number(process.env.ANALYTICS_EVENTS ?? 1_000_000);
const baseTotal = Number(process.env.ANALYTICS_BASE_EVENTS ?? Math.min(1_000_000, Math.round(bigTotal / 10)));
const pgliteTotal = Number(process.env.ANALYTICS_PGLITE_EVENTS ?? 300_000);
if (!(baseTotal > 0 && baseTotal < bigTotal))
  throw new Error('ANALYTICS_BASE_EVENTS must be above 0 and below ANALYTICS_EVENTS');
const millions = (n: number) => `${Number((n / 1e6).toFixed(2))}M`;
const chunk = Number(process.env.ANALYTICS_CHUNK ?? 500_000);
const visitEvents = 12;
const runs = Number(process.env.ANALYTICS_RUNS ?? 100);
const keep = process.env.ANALYTICS_KEEP === '1';

type Db = Database['db'];
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

interface World {
  companies: string[];
  widgets: { id: string; kind: 'hero' | 'solo' | 'cyoa'; companyId: string }[];
  pages: { id: string; companyId: string }[];
  links: { id: string; pageId: string; prospectId: string; companyId: string }[];
  recordings: string[];
  loaded: number;
}

/** Companies, reps, 100 demos, 1,000 widgets, 100 pages, 100,000 prospects and their links, in SQL. */
async function makeWorld(db: Db): Promise<World> {
  const started = performance.now();
  await db.execute(sql`insert into companies (name) select 'Bench ' || i from generate_series(1, 10) i`);
  const companies = (await rowsOf<{ id: string }>(db, sql`select id from companies order by name`)).map(
    (r) => r.id,
  );
  await db.execute(sql`insert into sales_reps (company_id, full_name, email, password_hash)
    select id, 'Rep ' || name, 'rep-' || id || '@bench.test', 'x' from companies`);
  const reps = await rowsOf<{ id: string; company_id: string }>(
    db,
    sql`select id, company_id from sales_reps`,
  );
  const repOf = new Map(reps.map((r) => [r.company_id, r.id]));
  const c = sql.param(companies);
  const r = sql.param(companies.map((id) => repOf.get(id)!));
  await db.execute(sql`insert into recordings (company_id, salesrep_id, title, coordinates, duration_seconds)
    select (${c}::uuid[])[1 + i % 10], (${r}::uuid[])[1 + i % 10], 'Demo ' || i, '{}'::jsonb, 60 + i % 120
    from generate_series(0, 99) i`);
  const recordings = (await rowsOf<{ id: string }>(db, sql`select id from recordings order by title`)).map(
    (x) => x.id,
  );
  await db.execute(sql`insert into widgets (kind, company_id, salesrep_id, name, live, data)
    select (array['hero', 'solo', 'cyoa'])[1 + i % 3], (${c}::uuid[])[1 + i % 10], (${r}::uuid[])[1 + i % 10],
      'Widget ' || i, true,
      case when i % 3 = 2 then jsonb_build_object('data', jsonb_build_array(
        jsonb_build_object('index', 0, 'type', 'question', 'question', 'Which plan?', 'choices', jsonb_build_array('Team', 'Pro'), 'questionType', 'single'),
        jsonb_build_object('index', 1, 'type', 'pdf', 'pdf', jsonb_build_object('link', 'https://example.com/a.pdf', 'title', 'Guide'))))
      else '{}'::jsonb end
    from generate_series(0, 999) i`);
  const widgets = await rowsOf<{ id: string; kind: 'hero' | 'solo' | 'cyoa'; company_id: string }>(
    db,
    sql`select id, kind, company_id from widgets order by substring(name from 8)::int`,
  );
  await db.execute(sql`insert into pages (company_id, salesrep_id, title, type, style)
    select (${c}::uuid[])[1 + i % 10], (${r}::uuid[])[1 + i % 10], 'Page ' || lpad(i::text, 3, '0'), 'customized', '{}'::jsonb
    from generate_series(0, 99) i`);
  const pages = await rowsOf<{ id: string; company_id: string }>(
    db,
    sql`select id, company_id from pages order by title`,
  );
  const p = sql.param(pages.map((x) => x.id));
  await db.execute(sql`insert into prospects (company_id, email, name)
    select (${c}::uuid[])[1 + (i % 100) % 10], 'prospect' || i || '@client.test', 'Prospect ' || i
    from generate_series(0, 99999) i`);
  // Prospect i's link is to page i % 100 (of the same company: page k belongs to company k % 10).
  await db.execute(sql`insert into page_relationships (company_id, salesrep_id, page_id, prospect_id, encrypted_id)
    select pr.company_id, (${r}::uuid[])[1 + (n % 100) % 10], (${p}::uuid[])[1 + n % 100], pr.id, 'link' || n
    from (select id, company_id, substring(email from 'prospect(\\d+)@')::int as n from prospects) pr`);
  const links = (
    await rowsOf<{ id: string; page_id: string; prospect_id: string; company_id: string; n: number }>(
      db,
      sql`select id, page_id, prospect_id, company_id, substring(encrypted_id from 5)::int as n from page_relationships`,
    )
  )
    .sort((a, b) => a.n - b.n)
    .map((l) => ({ id: l.id, pageId: l.page_id, prospectId: l.prospect_id, companyId: l.company_id }));
  // A partition for each month of the last year and this one.
  await db.execute(sql`select prospect_events_partition((date_trunc('month', now()) - m * interval '1 month')::date)
    from generate_series(0, 12) m`);
  console.log(`  world made in ${seconds(started)} s`);
  return {
    companies,
    widgets: widgets.map((w) => ({ id: w.id, kind: w.kind, companyId: w.company_id })),
    pages: pages.map((x) => ({ id: x.id, companyId: x.company_id })),
    links,
    recordings,
    loaded: 0,
  };
}

/** Events `from` to `to` - 1, their rollups, visitors and gate e-mails, in SQL. */
async function load(db: Db, world: World, to: number) {
  const w = sql.param(world.widgets.map((x) => x.id));
  const k = sql.param(world.widgets.map((x) => x.kind));
  const wc = sql.param(world.widgets.map((x) => x.companyId));
  const rel = sql.param(world.links.map((x) => x.id));
  const relPage = sql.param(world.links.map((x) => x.pageId));
  const rec = sql.param(world.recordings);
  while (world.loaded < to) {
    const from = world.loaded;
    const end = Math.min(to, from + chunk);
    const started = performance.now();
    // Visit v = i / 12 on widget v % 1000 (or, a third of them, through link v % 100,000, on a
    // widget of the link's company); occurred over the last 365 days. Stored by the ingest's own
    // statement (insertWithRollups): the rows and their rollups at once.
    const widgetIndex = (v: ReturnType<typeof sql>) => sql`case when (${v}) % 3 = 0
      then (((${v}) % 1000) / 10) * 10 + (((${v}) % 100000) % 100) % 10 else (${v}) % 1000 end`;
    // A fifth of the visitors gave a gate the e-mail of a prospect, written first: the rollup pass
    // makes them known (migration 0015's trigger notes them) before their events are rolled up, so
    // the load adds them to the rollups of all only, as the ingest would, with no events to move.
    await db.execute(sql`insert into gate_submissions (company_id, kind, widget_id, visitor, email, outcome)
      select (${wc}::uuid[])[1 + wi], (${k}::text[])[1 + wi], (${w}::uuid[])[1 + wi], 'v' || v,
        'prospect' || (v % 100000) || '@client.test', 'allowed'
      from (select v, ${widgetIndex(sql`v`)} as wi
        from generate_series(${Math.ceil(from / visitEvents)}::bigint, ${Math.floor((end - 1) / visitEvents)}::bigint) v
        where v % 5 = 1 and v * ${visitEvents} >= ${from}) s`);
    await createRollupApplier(db).catchUp();
    const gated = performance.now();
    await db.execute(
      insertWithRollups(sql`
      insert into prospect_events (id, company_id, kind, widget_id, type, visitor, page_id, relationship_id, occurred_at, data)
      select gen_random_uuid(), x.company_id, x.kind, x.widget_id, x.type, 'v' || x.v, x.page_id, x.relationship_id,
        now() - ((x.v * 2654435761) % 31536000) * interval '1 second' + (x.i % 12) * interval '5 seconds',
        case x.type
          when 'play' then jsonb_build_object('recordingId', x.recording, 'position', 0)
          when 'pause' then jsonb_build_object('recordingId', x.recording, 'position', 5, 'reason', 'user')
          when 'watch' then jsonb_build_object('recordingId', x.recording, 'duration', 5 + x.v % 150, 'ranges', '[]'::jsonb)
          when 'hotspot' then jsonb_build_object('recordingId', x.recording, 'annotation', x.v % 3)
          when 'step' then jsonb_build_object('prevIndex', 0, 'currIndex', 1, 'episode', 'pdf', 'title', 'Guide')
          when 'answer' then jsonb_build_object('stepIndex', 0, 'question', 'Which plan?',
            'selectedChoices', jsonb_build_array(case when x.v % 2 = 0 then 'Team' else 'Pro' end),
            'inputText', case when x.v % 7 = 0 then 'Call me' else '' end)
          when 'pdfPage' then jsonb_build_object('stepIndex', 1, 'title', 'Guide', 'page', 1 + x.v % 5, 'seconds', 3 + x.v % 20)
          when 'cta' then jsonb_build_object('ctaLabel', 'Book a call', 'url', 'https://example.com/book')
          else '{}'::jsonb end
      from (
        select i, v, (${w}::uuid[])[1 + wi] as widget_id, (${k}::text[])[1 + wi] as kind,
          (${wc}::uuid[])[1 + wi] as company_id,
          (array['render','play','watch','pause','hotspot','step','answer','pdfPage','cta','render','play','watch'])[1 + i % 12] as type,
          (${rec}::uuid[])[1 + v % 100] as recording,
          case when v % 3 = 0 then (${relPage}::uuid[])[1 + v % 100000] end as page_id,
          case when v % 3 = 0 then (${rel}::uuid[])[1 + v % 100000] end as relationship_id
        from (
          select i, i / ${visitEvents} as v, ${widgetIndex(sql`i / ${visitEvents}`)} as wi
          from generate_series(${from}::bigint, ${end - 1}::bigint) i
        ) s
      ) x
      on conflict do nothing`),
    );
    world.loaded = end;
    console.log(
      `  ${end.toLocaleString('en')} events (gate ${((gated - started) / 1000).toFixed(1)} s; events ${seconds(gated)} s with their rollups)`,
    );
  }
  // Settled before the charts are timed, at both sizes: the bulk load leaves every page it wrote
  // dirty and each new row unvacuumed, so the checkpointer and autovacuum would otherwise write
  // them out while the charts run (at ten million, a list of widgets read no events and still
  // took 4x its one-million time). A live database takes its events a few a second, not millions
  // in minutes.
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
}

/** A query the bench times: one call on a random subject; `picker` tags the pickers. */
type Query = (() => Promise<unknown>) & { picker?: true };

/**
 * The pickers: lists of the company's visitors, widgets, pages and links, not charts. Each answers
 * what there is, up to its cap (ac.visitorsMax), so its work follows its answer, which grows with
 * the visitors until the cap: they are in the p95 budget, and their growth is printed beside the
 * mean length of their answer, not budgeted (the issue's growth budget is for the charts).
 */
const picker = (query: () => Promise<unknown>): Query => Object.assign(query, { picker: true as const });

/**
 * Every chart query, each on a random subject per run; p95 in ms by name, and the pickers' mean
 * length of answer by name (its keys are the pickers).
 */
async function measure(db: Db, world: World) {
  const analytics = createAnalytics(db, 'http://media.test', createRollupApplier(db));
  let seed = 7;
  const pick = <T>(list: readonly T[]) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return list[seed % list.length]!;
  };
  const heroes = world.widgets.filter((w) => w.kind !== 'cyoa');
  const cyoas = world.widgets.filter((w) => w.kind === 'cyoa');
  const linkIndexes = world.links.map((_, i) => i);
  const email = () => `prospect${pick(linkIndexes)}@client.test`;
  const q = (w: { id: string }) => ({ widgetID: w.id });
  const queries: Record<string, Query> = {
    'widget render': () => {
      const w = pick(heroes);
      return analytics.renders(w.companyId, q(w));
    },
    'widget render, one e-mail': () => {
      const w = pick(heroes);
      return analytics.renders(w.companyId, { ...q(w), prospect: email() });
    },
    'widget render, anonymous': () => {
      const w = pick(heroes);
      return analytics.renders(w.companyId, { ...q(w), prospect: 'anonymous' });
    },
    'page views, anonymous': () => {
      const p = pick(world.pages);
      return analytics.pageViews(p.companyId, p.id, 'anonymous', {});
    },
    'widget views': () => {
      const w = pick(heroes);
      return analytics.views(w.companyId, q(w));
    },
    'widget CTA': () => {
      const w = pick(heroes);
      return analytics.cta(w.companyId, q(w));
    },
    'widget demo duration': () => {
      const w = pick(heroes);
      return analytics.demoDuration(w.companyId, q(w));
    },
    'widget cyoa': () => {
      const w = pick(cyoas);
      return analytics.cyoa(w.companyId, q(w));
    },
    'widget cyoa demo duration': () => {
      const w = pick(cyoas);
      return analytics.cyoaDemoDuration(w.companyId, q(w));
    },
    visitors: picker(() => analytics.visitors(pick(world.companies))),
    'visitors of a widget': picker(() => {
      const w = pick(world.widgets);
      return analytics.visitors(w.companyId, w.id);
    }),
    elements: picker(() => analytics.elements(pick(world.companies))),
    pages: picker(() => analytics.pages(pick(world.companies))),
    'prospects of a page': picker(() => {
      const p = pick(world.pages);
      return analytics.prospects(p.companyId, p.id);
    }),
    'page views': () => {
      const l = pick(world.links);
      return analytics.pageViews(l.companyId, l.pageId, l.prospectId, {});
    },
    'page recommendations': () => {
      const l = pick(world.links);
      return analytics.recommendations(l.companyId, l.pageId, { relationshipId: l.id });
    },
    'page recording views': () => {
      const p = pick(world.pages);
      return analytics.recordingViews(p.companyId, p.id, {});
    },
    'page responses': () => {
      const l = pick(world.links);
      return analytics.responses(l.companyId, l.pageId, l.id, {});
    },
    'element frequency': () => {
      const w = pick(world.widgets);
      return analytics.elementFrequency(w.companyId, { elementId: w.id, event: 'play' });
    },
    'page frequency': () => {
      const p = pick(world.pages);
      return analytics.pageFrequency(p.companyId, { page: p.id, event: 'render' });
    },
    'duration (company)': () => analytics.duration(pick(world.companies), {}),
    'video analytics': () => {
      const l = pick(world.links);
      return analytics.videoAnalytics(l.companyId, l.id);
    },
    'visitor timeline': () => {
      const l = pick(world.links);
      return analytics.timeline(l.companyId, { prospect: l.prospectId });
    },
  };
  // Round after round, each query once a round: a moment the machine is busy (another process, a
  // checkpoint) costs each query a sample or two, rather than every sample of the query timed then.
  const samples = new Map(Object.keys(queries).map((name) => [name, [] as number[]]));
  const items = new Map(Object.keys(queries).map((name) => [name, 0]));
  for (let round = -warmupRounds; round < runs; round++) {
    for (const [name, query] of Object.entries(queries)) {
      const started = performance.now();
      const answer = await query();
      if (round < 0) continue;
      samples.get(name)!.push(performance.now() - started);
      items.set(name, items.get(name)! + (Array.isArray(answer) ? answer.length : 0));
    }
  }
  const p95 = new Map([...samples].map(([name, times]) => [name, percentile(times, 0.95)]));
  const pickers = Object.keys(queries).filter((name) => queries[name]!.picker);
  const answered = new Map(pickers.map((name) => [name, items.get(name)! / runs]));
  return { p95, answered };
}

const warmupRounds = 5;

/**
 * The ingest's own writer, events and their rollups: ms per 10,000 events, from the first batch
 * to the applier's last pass (the rollups after the replies, as the audience host runs them).
 */
async function ingestRate(db: Db, world: World, count: number) {
  const writer = new EventWriter(db, createRollupApplier(db), 2, 2000);
  const now = Date.now();
  const make = (i: number): ProspectEvent => {
    const w = world.widgets[i % world.widgets.length]!;
    const base = {
      id: randomUUID(),
      at: now - (i % 600) * 1000,
      visitor: `ingest${Math.floor(i / 12)}`.padEnd(16, 'x'),
      kind: w.kind,
      widgetId: w.id,
      companyId: w.companyId,
    };
    const recordingId = world.recordings[i % world.recordings.length]!;
    switch (i % 4) {
      case 0:
        return { ...base, type: 'render', data: {} };
      case 1:
        return { ...base, type: 'play', data: { recordingId, position: 0 } };
      case 2:
        return { ...base, type: 'watch', data: { recordingId, duration: 20, ranges: [[0, 20]] } };
      default:
        return {
          ...base,
          type: 'answer',
          data: { stepIndex: 0, question: 'Which plan?', selectedChoices: ['Team'], inputText: '' },
        };
    }
  };
  const batches: ProspectEvent[][] = [];
  for (let i = 0; i < count; i += 2000) batches.push(Array.from({ length: 2000 }, (_, j) => make(i + j)));
  const started = performance.now();
  await Promise.all(batches.map((batch) => writer.write(batch)));
  await writer.rollups.catchUp();
  return ((performance.now() - started) / count) * 10_000;
}

const worst = (p95: Map<string, number>) => Math.max(...p95.values());
const table = (label: string, p95: Map<string, number>, beside?: Map<string, number>) => {
  for (const [name, value] of p95) {
    const other = beside?.get(name);
    console.log(
      `  ${label} ${name}: p95 ${value.toFixed(1)} ms${other === undefined ? '' : ` (at ${millions(baseTotal)}: ${other.toFixed(1)} ms, x${(value / Math.max(other, 1)).toFixed(2)})`}`,
    );
  }
};

let ok = true;
const check = (name: BudgetName, value: number, label?: string) => {
  ok = report(name, value, label) && ok;
};

// PostgreSQL: 1 million, then 10 million.
const created = await createPostgresDatabase(serverUrl);
// The bench loads millions of rows in statements of its own: without the server's statement limit.
const pgDatabase = await openDatabase({
  databaseUrl: created.url,
  timeouts: { ...defaultDatabaseTimeouts, statementMs: 0 },
});
try {
  await pgDatabase.prepare();
  const world = await makeWorld(pgDatabase.db);
  await load(pgDatabase.db, world, baseTotal);
  const one = await measure(pgDatabase.db, world);
  const atOne = one.p95;
  table(`PostgreSQL ${millions(baseTotal)}`, atOne);
  await load(pgDatabase.db, world, bigTotal);
  const big = await measure(pgDatabase.db, world);
  const atBig = big.p95;
  table(`PostgreSQL ${millions(bigTotal)}`, atBig, atOne);
  const growthOf = (name: string) => atBig.get(name)! / Math.max(atOne.get(name)!, 5);
  const growth = Math.max(...[...atBig.keys()].filter((name) => !one.answered.has(name)).map(growthOf));
  console.log(
    `  pickers (growth not budgeted): ${[...one.answered.keys()]
      .map(
        (name) =>
          `${name} x${growthOf(name).toFixed(2)} (${one.answered.get(name)!.toFixed(0)} then ${big.answered.get(name)!.toFixed(0)} items)`,
      )
      .join(', ')}`,
  );
  const ingest = await ingestRate(pgDatabase.db, world, 100_000);
  let pglite: { p95: number; ingest: number } | undefined;
  if (pgliteTotal > 0) {
    const dir = await mkdtemp(path.join(tmpdir(), 'analytics-bench-'));
    const lite = await openDatabase({ pgliteDir: dir });
    try {
      await lite.prepare();
      const liteWorld = await makeWorld(lite.db);
      await load(lite.db, liteWorld, pgliteTotal);
      const liteP95 = (await measure(lite.db, liteWorld)).p95;
      table(`PGlite ${millions(pgliteTotal)}`, liteP95);
      pglite = { p95: worst(liteP95), ingest: await ingestRate(lite.db, liteWorld, 20_000) };
    } finally {
      await lite.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
  const beside = (value: number | undefined) =>
    value === undefined ? '' : `, PGlite ${millions(pgliteTotal)}: ${value.toFixed(1)}`;
  check(
    'analytics.chartP95',
    worst(atBig),
    `analytics.chartP95 (worst chart, PostgreSQL ${millions(bigTotal)}${beside(pglite?.p95)})`,
  );
  check(
    'analytics.growth',
    growth,
    `analytics.growth (p95 at ${millions(bigTotal)} over ${millions(baseTotal)}, worst chart, pickers aside; 5 ms floor)`,
  );
  check(
    'analytics.ingestMsPer10k',
    ingest,
    `analytics.ingestMsPer10k (events and rollups, PostgreSQL${beside(pglite?.ingest)})`,
  );
} finally {
  await pgDatabase.close();
  if (keep) console.log(`  kept ${created.url}`);
  else await created.drop();
}
process.exit(ok ? 0 : 1);
