import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../test/support/databases.ts';
import { eventsFor, newVisitor, widgetOf } from '../../test/support/events.ts';
import { type Db, rowsOf } from '../db/database.ts';
import { gateSubmissions } from '../db/schema.ts';
import { EventWriter } from './ingest.ts';
import { createRollupApplier, RollupApplier } from './rollup.ts';

/** What the anonymous rollup of `widgetId` holds, by type and dim (rows emptied by a move left out). */
const anonymousRollup = (db: Db, widgetId: string) =>
  rowsOf<{ type: string; dim: string; events: number; seconds: number }>(
    db,
    sql`select type, dim, sum(events)::int as events, sum(seconds)::float8 as seconds
      from analytics_widget_anonymous_daily where widget_id = ${widgetId} and events > 0
      group by 1, 2 order by 1, 2`,
  );

describeDatabases('analytics rollups: the applier', (ctx) => {
  it('rolls up what the ingest writes without being asked, in one pass or two for a burst of writes', async () => {
    const widget = await widgetOf(ctx.db, { kind: 'solo' });
    const applier = createRollupApplier(ctx.db);
    const writer = new EventWriter(ctx.db, applier, 1, 500);
    expect(writer.rollups).toBe(applier);
    const before = { ...applier.counts };
    // Each write kicks the applier: kicks in the same cadence share the pass a kick asked for.
    for (let i = 0; i < 8; i++) await writer.write(eventsFor(widget, 5));
    const deadline = Date.now() + 5000;
    while (applier.counts.events - before.events < 40 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(applier.counts.events - before.events).toBe(40);
    expect(applier.counts.passes - before.passes).toBeLessThanOrEqual(2);
    const [left] = await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from analytics_pending`);
    expect(left!.n).toBe(0);
    // The widget's plays are in its rollup, counted from the raw events.
    const plays = (query: ReturnType<typeof sql>) =>
      rowsOf<{ n: number }>(ctx.db, query).then(([row]) => row!.n);
    const stored = await plays(
      sql`select count(*)::int as n from prospect_events where widget_id = ${widget.id} and type = 'play'`,
    );
    expect(stored).toBeGreaterThan(0);
    expect(
      await plays(sql`select sum(events)::int as n from analytics_widget_daily
        where widget_id = ${widget.id} and type = 'play'`),
    ).toBe(stored);
  });
});

describeDatabases('analytics rollups: the anonymous visitors', (ctx) => {
  it('hold what the events of visitors who gave no gate an e-mail add, whatever order events, e-mails and two replicas come in', async () => {
    const widget = await widgetOf(ctx.db, { kind: 'hero' });
    const writer = new EventWriter(ctx.db, createRollupApplier(ctx.db), 2, 500);
    // Two replicas' appliers, each taking few rows a pass, so passes interleave with the e-mails.
    const replicas = [new RollupApplier(ctx.db, 7, 2), new RollupApplier(ctx.db, 11, 1)];
    const visitors = Array.from({ length: 24 }, () => newVisitor());
    const gave = new Set<string>();
    let seed = 5;
    const pick = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return visitors[seed % visitors.length]!;
    };
    for (let round = 0; round < 6; round++) {
      const passes = replicas.map((replica) => replica.pass());
      await writer.write(visitors.slice(round * 4, round * 4 + 4).flatMap((v) => eventsFor(widget, 6, v)));
      // E-mails given to a gate now and then: before or after a visitor's events, again with
      // another address in a later round, or skipped ('').
      const emails = [...new Set([pick(), pick(), pick()])].map((visitor, i) => ({
        visitor,
        email: i === 2 ? '' : `${visitor}.${round}@x.com`,
      }));
      for (const { visitor, email } of emails) if (email) gave.add(visitor);
      await ctx.db.insert(gateSubmissions).values(
        emails.map(({ visitor, email }) => ({
          companyId: widget.companyId,
          kind: widget.kind,
          widgetId: widget.id,
          visitor,
          email,
          outcome: 'allowed' as const,
        })),
      );
      await Promise.all([...passes, ...replicas.map((replica) => replica.pass())]);
    }
    await Promise.all(replicas.map((replica) => replica.catchUp()));

    // Worked out from the raw events and the gate, not from what the pass recorded.
    const expected = await rowsOf<{ type: string; dim: string; events: number; seconds: number }>(
      ctx.db,
      sql`select e.type, f.dim, sum(f.events)::int as events, sum(f.seconds)::float8 as seconds
        from prospect_events e
        left join recordings r on e.type = 'watch' and r.id = (e.data->>'recordingId')::uuid
        cross join lateral analytics_facts(e.type, e.data, r.duration_seconds) f
        where e.widget_id = ${widget.id} and not exists (select 1 from gate_submissions g
          where g.company_id = e.company_id and g.visitor = e.visitor and g.email <> '')
        group by 1, 2 order by 1, 2`,
    );
    const anonymous = visitors.filter((v) => !gave.has(v)).length;
    expect(anonymous).toBeGreaterThan(0);
    expect(gave.size).toBeGreaterThan(0);
    expect(expected.find((row) => row.type === 'render')?.events).toBe(anonymous);
    expect(await anonymousRollup(ctx.db, widget.id)).toEqual(expected);
    // A row whose events all left keeps no seconds behind.
    const emptied = await rowsOf<{ seconds: number }>(
      ctx.db,
      sql`select seconds from analytics_widget_anonymous_daily where widget_id = ${widget.id} and events = 0`,
    );
    expect(emptied.every((row) => row.seconds === 0)).toBe(true);
    // Each known visitor is named by the latest address they gave (what the visitor pickers show).
    const named = await rowsOf<{ visitor: string; email: string }>(
      ctx.db,
      sql`select visitor, email from analytics_known_visitors
        where company_id = ${widget.companyId} order by visitor`,
    );
    const latest = await rowsOf<{ visitor: string; email: string }>(
      ctx.db,
      sql`select distinct on (visitor) visitor, email from gate_submissions
        where company_id = ${widget.companyId} and email <> '' order by visitor, created_at desc`,
    );
    expect(named).toEqual(latest);
    expect(named).toHaveLength(gave.size);
    // Every event of the widget is still in its rollup of all visitors.
    const [all] = await rowsOf<{ events: number }>(
      ctx.db,
      sql`select sum(events)::int as events from analytics_widget_daily where widget_id = ${widget.id} and type = 'render'`,
    );
    expect(all!.events).toBe(visitors.length);
  });

  it('are what the backfills of migrations 0015 and 0016 make of the same events', async () => {
    const widget = await widgetOf(ctx.db, { kind: 'hero' });
    const writer = new EventWriter(ctx.db, createRollupApplier(ctx.db), 2, 500);
    const applier = new RollupApplier(ctx.db);
    const [early, late, never] = [newVisitor(), newVisitor(), newVisitor()];
    // Seen on a page, by two links and none: the page's total rollup sums its links.
    const pageId = randomUUID();
    const links = [randomUUID(), randomUUID(), undefined];
    await writer.write(
      [early, late, never].flatMap((v, i) =>
        eventsFor(widget, 6, v).map((event) => ({ ...event, pageId, relationshipId: links[i] })),
      ),
    );
    await ctx.db.insert(gateSubmissions).values({
      companyId: widget.companyId,
      kind: widget.kind,
      widgetId: widget.id,
      visitor: early,
      email: 'early@x.com',
      outcome: 'allowed',
    });
    await applier.catchUp();
    await ctx.db.insert(gateSubmissions).values({
      companyId: widget.companyId,
      kind: widget.kind,
      widgetId: widget.id,
      visitor: late,
      email: 'late@x.com',
      outcome: 'allowed',
    });
    await applier.catchUp();
    const kept = await anonymousRollup(ctx.db, widget.id);
    expect(kept.find((row) => row.type === 'render')?.events).toBe(1);

    // The migration's own statements, from its known visitors on, over emptied tables.
    const migration = await readFile(
      new URL('../../drizzle/0015_analytics_anonymous.sql', import.meta.url),
      'utf8',
    );
    const statements = migration.split('--> statement-breakpoint');
    const backfill = statements.slice(statements.findIndex((s) => s.includes('CREATE TRIGGER')) + 1);
    expect(backfill).toHaveLength(5);
    // And 0016's, from who the known visitors are on.
    const identity = (
      await readFile(new URL('../../drizzle/0016_analytics_visitor_identity.sql', import.meta.url), 'utf8')
    )
      .split('--> statement-breakpoint')
      .filter((s) => /^\s*(--.*\n)*\s*(UPDATE|INSERT)/.test(s));
    expect(identity).toHaveLength(4);
    const named = () =>
      rowsOf<{ visitor: string; email: string }>(
        ctx.db,
        sql`select visitor, email from analytics_known_visitors where company_id = ${widget.companyId} order by email`,
      );
    const totals = () =>
      rowsOf<{ type: string; events: number }>(
        ctx.db,
        sql`select type, recording_id, dim, events::int, seconds::float8 from analytics_page_total_daily
          where page_id = ${pageId} order by 1, 2, 3`,
      );
    const passed = { named: await named(), totals: await totals() };
    expect(passed.totals.find((row) => row.type === 'render')?.events).toBe(3);
    expect(passed.named.map((row) => row.email)).toEqual(['early@x.com', 'late@x.com']);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`truncate analytics_known_visitors, analytics_widget_anonymous_daily, analytics_page_anonymous_daily,
          analytics_page_total_daily`,
      );
      for (const statement of [...backfill, ...identity]) await tx.execute(sql.raw(statement));
    });
    expect(await anonymousRollup(ctx.db, widget.id)).toEqual(kept);
    expect(await named()).toEqual(passed.named);
    expect(await totals()).toEqual(passed.totals);
  });
});
