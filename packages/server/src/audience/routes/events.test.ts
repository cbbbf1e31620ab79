import type { ProspectEvent } from '@showroom/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabases } from '../../../test/support/databases.ts';
import { eventsApp, eventsFor, type TestWidget, widgetOf } from '../../../test/support/events.ts';
import { testConfig } from '../../../test/support/fixtures.ts';
import { TokenBuckets } from '../../analytics/event-limits.ts';
import { EventWriter } from '../../analytics/ingest.ts';
import { createRollupApplier } from '../../analytics/rollup.ts';
import { prospectEvents } from '../../db/schema.ts';
import { buildAudienceApp } from '../app.ts';

let nextAddress = 1;
/** Each test its own client address, so the per-address limits of one do not reach another. */
const newAddress = () => `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

describeDatabases('POST /events on the audience host', (ctx) => {
  let audience: FastifyInstance;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    audience = await eventsApp(ctx.database, {
      logStream: { write: (line) => logLines.push(JSON.parse(line)) },
    });
  });
  afterAll(() => audience.close());

  const send = (events: unknown[], address = newAddress(), contentType = 'application/json') =>
    audience.inject({
      method: 'POST',
      url: '/events',
      remoteAddress: address,
      headers: { 'content-type': contentType },
      payload: JSON.stringify({ events }),
    });
  const stored = async (events: { id: string }[]) =>
    ctx.db
      .select()
      .from(prospectEvents)
      .where(
        inArray(
          prospectEvents.id,
          events.map((event) => event.id),
        ),
      );
  const countOf = async (widget: TestWidget) =>
    (
      await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(prospectEvents)
        .where(eq(prospectEvents.widgetId, widget.id))
    )[0]!.n;

  it('stores a batch of every kind of event as sent, and says how many it took', async () => {
    const widget = await widgetOf(ctx.db, { kind: 'cyoa' });
    // Times near the server's clock, which the ingest keeps as sent (issue 26 §3).
    const base = Date.now() - 60_000;
    const events = eventsFor(widget, 12).map((event, i) => ({ ...event, at: base + i }));
    const response = await send(events);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'success', payload: { accepted: 12, duplicates: 0 } });
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = await stored(events);
    expect(rows).toHaveLength(12);
    const watch = events.find((event) => event.type === 'watch')!;
    const row = rows.find((r) => r.id === watch.id)!;
    expect(row).toMatchObject({
      companyId: widget.companyId,
      widgetId: widget.id,
      kind: 'cyoa',
      type: 'watch',
      visitor: watch.visitor,
      pageId: null,
      data: watch.data,
    });
    expect(row.occurredAt.getTime()).toBe(watch.at);
  });

  it("keeps a prospect's time within a week back and ten minutes ahead of the server's clock, and takes the server's otherwise", async () => {
    const widget = await widgetOf(ctx.db, { kind: 'hero' });
    const now = Date.now();
    const minute = 60_000;
    const day = 1440 * minute;
    const times = [now - 6 * day, now + 5 * minute, now - 8 * day, now + 60 * minute, 0, 8640000000000001];
    const events = eventsFor(widget, times.length).map((event, i) => ({ ...event, at: times[i]! }));
    const response = await send(events);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await stored(events);
    const at = new Map(rows.map((row) => [row.id, row.occurredAt.getTime()]));
    expect(at.get(events[0]!.id)).toBe(times[0]);
    expect(at.get(events[1]!.id)).toBe(times[1]);
    for (const event of events.slice(2)) {
      expect(at.get(event.id)).toBeGreaterThanOrEqual(now - 1000);
      expect(at.get(event.id)).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('takes the same JSON as text/plain, as navigator.sendBeacon sends it', async () => {
    const widget = await widgetOf(ctx.db);
    const events = eventsFor(widget, 3);
    const response = await send(events, newAddress(), 'text/plain;charset=UTF-8');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toEqual({ accepted: 3, duplicates: 0 });
    expect(await stored(events)).toHaveLength(3);
  });

  it('refuses other bodies: another type (415), text that is not JSON (400), too large (413)', async () => {
    const widget = await widgetOf(ctx.db);
    const events = eventsFor(widget, 2);
    const form = await send(events, newAddress(), 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    const notJson = await audience.inject({
      method: 'POST',
      url: '/events',
      headers: { 'content-type': 'text/plain' },
      payload: 'events=1',
    });
    expect(notJson.statusCode).toBe(400);
    const huge = await send(
      [{ ...events[0], data: { ctaLabel: 'x', url: 'y'.repeat(300_000) }, type: 'cta' }],
      newAddress(),
    );
    expect(huge.statusCode).toBe(413);
    expect(await stored(events)).toHaveLength(0);
  });

  it('refuses the whole batch when one event breaks the contract, says which, and stores none of it', async () => {
    const widget = await widgetOf(ctx.db);
    const events: unknown[] = eventsFor(widget, 5);
    const good = [...events] as ProspectEvent[];
    events[3] = { ...good[3]!, type: 'play', data: { recordingId: 'not-a-uuid', position: 1 } };
    const response = await send(events);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request: body\.events\.3\.data\.recordingId: /);
    expect(await stored(good)).toHaveLength(0);

    const nul = [...good];
    nul[1] = { ...good[1]!, type: 'cta', data: { ctaLabel: 'Book\u0000', url: 'https://example.com' } };
    const unstorable = await send(nul);
    expect(unstorable.statusCode).toBe(400);
    expect(unstorable.json().message).toBe(
      'Invalid request: body.events.1.data: Text must be valid Unicode without NUL characters',
    );

    const unknownType = await send([{ ...good[0]!, type: 'scroll' }]);
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toMatch(/body\.events\.0\.type/);
    const empty = await send([]);
    expect(empty.statusCode).toBe(400);
    const tooMany = await send(eventsFor(widget, 101));
    expect(tooMany.statusCode).toBe(400);
    expect(await countOf(widget)).toBe(0);
  });

  it('counts a batch sent again once: the second answer says they were duplicates', async () => {
    const widget = await widgetOf(ctx.db);
    const events = eventsFor(widget, 10);
    expect((await send(events)).json().payload).toEqual({ accepted: 10, duplicates: 0 });
    expect((await send(events, newAddress(), 'text/plain')).json().payload).toEqual({
      accepted: 0,
      duplicates: 10,
    });
    expect(await countOf(widget)).toBe(10);
  });

  it('counts overlapping batches and an id twice in one batch once', async () => {
    const widget = await widgetOf(ctx.db);
    const events = eventsFor(widget, 8);
    expect((await send(events.slice(0, 5))).json().payload).toEqual({ accepted: 5, duplicates: 0 });
    expect((await send(events.slice(2, 8))).json().payload).toEqual({ accepted: 3, duplicates: 3 });
    const again = [events[7]!, ...eventsFor(widget, 2)];
    const twice = [...again, again[1]!];
    expect((await send(twice)).json().payload).toEqual({ accepted: 2, duplicates: 2 });
    expect(await countOf(widget)).toBe(10);
  });

  it('counts concurrent copies of the same events once, across requests coalesced or not', async () => {
    const widget = await widgetOf(ctx.db);
    const events = eventsFor(widget, 60);
    // 30 requests at once: the whole batch, halves and thirds that overlap, from several addresses.
    const batches = Array.from({ length: 30 }, (_, i) => {
      const start = (i * 7) % 40;
      return i % 3 === 0 ? events : events.slice(start, start + 20 + (i % 20));
    });
    const replies = await Promise.all(batches.map((batch, i) => send(batch, `10.2.0.${(i % 10) + 1}`)));
    let accepted = 0;
    for (const [i, reply] of replies.entries()) {
      expect(reply.statusCode, reply.body).toBe(200);
      const payload = reply.json().payload;
      expect(payload.accepted + payload.duplicates).toBe(batches[i]!.length);
      accepted += payload.accepted;
    }
    expect(accepted).toBe(60);
    expect(await countOf(widget)).toBe(60);
  });

  it('drops, without an error, the events of a draft, an unknown widget, another company or another kind', async () => {
    const widget = await widgetOf(ctx.db, { kind: 'hero' });
    const draft = await widgetOf(ctx.db, { kind: 'hero', live: false });
    const other = await widgetOf(ctx.db, { kind: 'hero' });
    const events = [
      ...eventsFor(widget, 2),
      ...eventsFor(draft, 2),
      ...eventsFor({ ...widget, id: '00000000-0000-4000-8000-00000000dead' }, 2),
      ...eventsFor({ ...widget, companyId: other.companyId }, 2),
      ...eventsFor({ ...widget, kind: 'solo' }, 2),
    ];
    const linesBefore = logLines.length;
    const response = await send(events);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ accepted: 2, duplicates: 0 });
    expect(await stored(events)).toHaveLength(2);
    expect(await countOf(draft)).toBe(0);
    expect(logLines.slice(linesBefore)).toContainEqual(
      expect.objectContaining({
        msg: 'events dropped: no live widget or prospect link',
        dropped: 8,
        accepted: 2,
      }),
    );
    // A draft's batch alone answers like any other, with nothing taken: no error tells it apart
    // from an id that never existed.
    const onlyDraft = await send(eventsFor(draft, 3));
    const onlyUnknown = await send(eventsFor({ ...draft, id: '00000000-0000-4000-8000-00000000beef' }, 3));
    expect(onlyDraft.statusCode).toBe(200);
    expect(onlyDraft.body).toBe(onlyUnknown.body);
  });

  it('limits each widget and address: past the burst a batch is refused whole with Retry-After', async () => {
    const widget = await widgetOf(ctx.db);
    const address = newAddress();
    // The default burst is 600 events per widget and address: six full batches.
    for (let i = 0; i < 6; i++) {
      const response = await send(eventsFor(widget, 100), address);
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = eventsFor(widget, 100);
    const limited = await send(refused, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await stored(refused)).toHaveLength(0);
    // Another address, or another widget from the same address, still goes through.
    expect((await send(refused, newAddress())).statusCode).toBe(200);
    const second = await widgetOf(ctx.db);
    expect((await send(eventsFor(second, 10), address)).statusCode).toBe(200);
    expect(await countOf(widget)).toBe(700);
  });

  it('is served by the audience host as it starts, among its other routes', async () => {
    const audience = buildAudienceApp({ config: testConfig(), database: ctx.database, logger: false });
    try {
      await audience.ready();
      const widget = await widgetOf(ctx.db, { kind: 'sneakpeek' });
      const events = eventsFor(widget, 4);
      const response = await audience.inject({
        method: 'POST',
        url: '/events',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ events }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().payload).toEqual({ accepted: 4, duplicates: 0 });
    } finally {
      await audience.close();
    }
  });

  it('the events writer stores each batch of a coalesced statement apart from one the database refuses', async () => {
    const widget = await widgetOf(ctx.db);
    const writer = new EventWriter(ctx.db, createRollupApplier(ctx.db), 1, 2000);
    const batches = Array.from({ length: 6 }, () => eventsFor(widget, 10));
    // A company that does not exist: the foreign key refuses this one batch.
    const bad = eventsFor({ ...widget, companyId: '00000000-0000-4000-8000-0000000000ff' }, 3);
    const results = await Promise.allSettled([...batches, bad].map((batch) => writer.write(batch)));
    expect(results.slice(0, 6)).toEqual(
      batches.map(() => ({ status: 'fulfilled', value: { accepted: 10, duplicates: 0 } })),
    );
    expect(results[6]!.status).toBe('rejected');
    // The first write went alone; the six that queued behind it shared statements.
    expect(writer.counts.statements).toBeLessThan(7 + 6);
    const rows = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(prospectEvents)
      .where(eq(prospectEvents.widgetId, widget.id));
    expect(rows[0]!.n).toBe(60);
  });

  it('the events writer coalesces writes that arrive while a statement runs into one statement', async () => {
    const widget = await widgetOf(ctx.db);
    const writer = new EventWriter(ctx.db, createRollupApplier(ctx.db), 1, 2000);
    const results = await Promise.all(Array.from({ length: 20 }, () => writer.write(eventsFor(widget, 5))));
    expect(results.every((r) => r.accepted === 5)).toBe(true);
    // One statement for the first, one for the 19 that waited behind it.
    expect(writer.counts.statements).toBe(2);
    expect(writer.counts.rows).toBe(100);
  });
});

describe('token buckets', () => {
  it('give a burst, then tokens back at the rate, per key, and forget full buckets', () => {
    let now = 0;
    const buckets = new TokenBuckets({ burst: 10, perSecond: 5 }, () => now);
    expect(buckets.waitFor('a', 10)).toBe(0);
    buckets.take('a', 10);
    expect(buckets.waitFor('a', 1)).toBe(200);
    expect(buckets.waitFor('b', 10)).toBe(0);
    expect(buckets.waitFor('a', 11)).toBe(Number.POSITIVE_INFINITY);
    now = 1000;
    expect(buckets.waitFor('a', 5)).toBe(0);
    expect(buckets.waitFor('a', 6)).toBe(200);
    buckets.take('a', 5);
    expect(buckets.size).toBe(1);
    now = 10_000;
    buckets.take('b', 1);
    // 'a' had filled up again: swept.
    expect(buckets.size).toBe(1);
  });
});
