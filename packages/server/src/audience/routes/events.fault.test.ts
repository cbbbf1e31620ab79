import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../../test/support/databases.ts';
import { deliverWithFaults, eventsApp, eventsFor, seeded, widgetOf } from '../../../test/support/events.ts';
import { prospectEvents } from '../../db/schema.ts';

/**
 * Issue 12: 0 events lost or doubled when 5% of requests fail, half before reaching the server
 * and half after it stored the batch (the reply lost). Here 5,000 events, to stay a few seconds
 * in the suite; bench/ingest.bench.ts runs the same with 100,000 through the frame's own sender
 * over HTTP against PostgreSQL, and holds the loss and double counts to a budget of 0.
 */
describeDatabases('events under faults', (ctx) => {
  let audience: FastifyInstance;
  beforeAll(async () => {
    audience = await eventsApp(ctx.database);
  });
  afterAll(() => audience.close());

  it('stores every one of 5,000 events once when 5% of requests fail', async () => {
    const widgets = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        widgetOf(ctx.db, { kind: (['hero', 'solo', 'sneakpeek', 'cyoa', 'solo'] as const)[i] }),
      ),
    );
    // 25 visitors, each from its own address, 200 events each over the five widgets.
    const senders = Array.from({ length: 25 }, (_, v) => ({
      events: widgets.flatMap((widget) => eventsFor(widget, 40)),
      post: async (body: string) =>
        audience.inject({
          method: 'POST',
          url: '/events',
          remoteAddress: `10.9.${Math.floor(v / 200)}.${(v % 200) + 1}`,
          headers: { 'content-type': 'application/json' },
          payload: body,
        }),
    }));
    const sent = senders.flatMap((sender) => sender.events);
    expect(sent).toHaveLength(5_000);

    const counts = await deliverWithFaults(senders, { faultRate: 0.05, random: seeded(12), concurrency: 16 });

    // The faults happened, both kinds, and were retried.
    expect(counts.lostOnTheWay).toBeGreaterThan(0);
    expect(counts.lostReplies).toBeGreaterThan(0);
    expect(counts.givenUp).toBe(0);
    // The server took each event once: in a reply the sender saw, or in one lost on the way back
    // (whose batch, sent again, came back as duplicates).
    expect(counts.accepted + counts.acceptedUnseen).toBe(5_000);
    expect(counts.duplicates).toBeGreaterThanOrEqual(counts.acceptedUnseen);
    const [stored] = await ctx.db
      .select({
        rows: sql<number>`count(*)::int`,
        ids: sql<number>`count(distinct ${prospectEvents.id})::int`,
      })
      .from(prospectEvents)
      .where(sql`${prospectEvents.widgetId} in ${widgets.map((widget) => widget.id)}`);
    expect(stored).toEqual({ rows: 5_000, ids: 5_000 });
    const byId = new Set(sent.map((event) => event.id));
    const rows = await ctx.db
      .select({ id: prospectEvents.id })
      .from(prospectEvents)
      .where(eq(prospectEvents.companyId, widgets[0]!.companyId));
    for (const row of rows) expect(byId.has(row.id)).toBe(true);
  });
});
