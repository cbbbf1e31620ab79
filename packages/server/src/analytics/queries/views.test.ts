import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { EventOf, EventType, ProspectEvent } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../../test/support/databases.ts';
import { eventsApp, newVisitor, type TestWidget, widgetOf } from '../../../test/support/events.ts';
import { createAnalytics } from './index.ts';

/**
 * Issue 29 C.1: a view is one playback session (contract analytics/views.ts). The events below are
 * what the player sends for what each visitor does (widgets events/usePlayerEvents.ts; the e2e
 * journey e2e/analytics.spec.ts checks the real player in Chromium): the expected counts and
 * seconds are read off the visits as described, never from the server's answers.
 */

/** The demo is 12 s long, with hotspots at 3 s and 6 s; the player reports that length as `duration`. */
const length = 12;

/** One event as a frame sends it, its data of its own type. */
type Step = { [T in EventType]: { type: T; data: EventOf<T>['data'] } }[EventType];

/** A full view with two hotspot pauses: play, stop at each hotspot (pause, watch, the click), resume, the end. */
const fullViewWithTwoHotspots = (recordingId: string): Step[] => [
  { type: 'render', data: {} },
  { type: 'play', data: { recordingId, position: 0, view: 'first' } },
  { type: 'pause', data: { recordingId, position: 3, reason: 'hotspot' } },
  { type: 'watch', data: { recordingId, duration: length, ranges: [[0, 3]], watched: 3 } },
  { type: 'hotspot', data: { recordingId, annotation: 0 } },
  { type: 'play', data: { recordingId, position: 3, view: 'resume' } },
  { type: 'pause', data: { recordingId, position: 6, reason: 'hotspot' } },
  { type: 'watch', data: { recordingId, duration: length, ranges: [[0, 6]], watched: 6, previous: 3 } },
  { type: 'hotspot', data: { recordingId, annotation: 1 } },
  { type: 'play', data: { recordingId, position: 6, view: 'resume' } },
  { type: 'pause', data: { recordingId, position: 12, reason: 'end' } },
  { type: 'watch', data: { recordingId, duration: length, ranges: [[0, 12]], watched: 12, previous: 6 } },
  { type: 'complete', data: {} },
];

/** 2 s of the 12 and gone: the page hid, and the player reported what played. */
const leftAfterTwoSeconds = (recordingId: string): Step[] => [
  { type: 'render', data: {} },
  { type: 'play', data: { recordingId, position: 0, view: 'first' } },
  { type: 'watch', data: { recordingId, duration: length, ranges: [[0, 2]], watched: 2 } },
];

/**
 * 0-4 s, a seek back to 1 s and on to 5 s (1-4 s seen twice, counted once: the player merges the
 * view's ranges), paused, resumed to 6 s, paused, and no more: one view of 6 s of 12, '50%-75%'.
 */
const seekBack = (recordingId: string): Step[] => [
  { type: 'render', data: {} },
  { type: 'play', data: { recordingId, position: 0, view: 'first' } },
  { type: 'pause', data: { recordingId, position: 5, reason: 'user' } },
  {
    type: 'watch',
    data: { recordingId, duration: length, ranges: [[0, 5]], watched: 5 },
  },
  { type: 'play', data: { recordingId, position: 5, view: 'resume' } },
  { type: 'pause', data: { recordingId, position: 6, reason: 'user' } },
  { type: 'watch', data: { recordingId, duration: length, ranges: [[0, 6]], watched: 6, previous: 5 } },
];

/** A full view, then played again from the start after the end: two views, one clickthrough. */
const replayAfterEnd = (recordingId: string): Step[] => [
  { type: 'render', data: {} },
  { type: 'play', data: { recordingId, position: 0, view: 'first' } },
  { type: 'pause', data: { recordingId, position: 12, reason: 'end' } },
  { type: 'watch', data: { recordingId, duration: length, ranges: [[0, 12]], watched: 12 } },
  { type: 'complete', data: {} },
  { type: 'play', data: { recordingId, position: 0, view: 'new' } },
  { type: 'pause', data: { recordingId, position: 4, reason: 'user' } },
  { type: 'watch', data: { recordingId, duration: length, ranges: [[0, 4]], watched: 4 } },
];

/** What frames sent before views (migration 0018 reads them): no `view`, no `watched`, ranges since the last report. */
const older = (steps: Step[]): Step[] => {
  let reached = 0;
  return steps.map((step) => {
    if (step.type === 'play') {
      const { view: _view, ...data } = step.data;
      return { type: 'play', data };
    }
    if (step.type === 'watch') {
      const { watched: _watched, previous, ...data } = step.data;
      // The views above play from the start on: a report's new stretch is what lies past the
      // view's last report (all of it, on a view's first report).
      const from = previous === undefined ? 0 : reached;
      const ranges = data.ranges
        .map(([start, end]) => [Math.max(start, from), end] as [number, number])
        .filter(([start, end]) => end > start);
      reached = Math.max(...data.ranges.map(([, end]) => end));
      return { type: 'watch', data: { ...data, ranges } };
    }
    return step;
  });
};

describeDatabases('analytics: a view is one playback session (issue 29 C.1)', (ctx) => {
  let audience: FastifyInstance;
  const hour = 3_600_000;
  const at = Math.floor(Date.now() / hour) * hour - hour;
  beforeAll(async () => {
    audience = await eventsApp(ctx.database);
  });
  afterAll(async () => {
    await audience?.close();
  });

  const visit = async (widget: TestWidget, steps: Step[], visitor = newVisitor()) => {
    const events = steps.map(
      (step, i) =>
        ({
          id: randomUUID(),
          at: at + i * 1000,
          visitor,
          kind: widget.kind,
          widgetId: widget.id,
          companyId: widget.companyId,
          ...step,
        }) as ProspectEvent,
    );
    const response = await audience.inject({ method: 'POST', url: '/events', payload: { events } });
    expect(response.statusCode, response.body).toBe(200);
    return visitor;
  };

  const analytics = () => createAnalytics(ctx.db, 'https://media.example', audience.rollups);
  const charts = async (widget: TestWidget, visitor?: string) => {
    const a = analytics();
    const query = { widgetID: widget.id, ...(visitor ? { prospect: visitor } : {}) };
    const [renders, views, demo] = await Promise.all([
      a.renders(widget.companyId, query),
      a.views(widget.companyId, query),
      a.demoDuration(widget.companyId, query),
    ]);
    const duration = await a.duration(widget.companyId, {});
    return {
      renders: renders.totals,
      views: views.total,
      buckets: demo.buckets.map((b) => b.sessions),
      sessions: duration.sessions,
      seconds: duration.totalSeconds,
    };
  };

  it('counts one full view with two hotspot pauses as 1 view, 1 duration bucket and a clickthrough rate of 100%', async () => {
    const widget = await widgetOf(ctx.db, { kind: 'hero' });
    await visit(widget, fullViewWithTwoHotspots(randomUUID()));
    expect(await charts(widget)).toEqual({
      renders: { renders: 1, plays: 1, rate: 100 },
      views: 1,
      buckets: [0, 0, 0, 1],
      sessions: 1,
      seconds: 12,
    });
  });

  it('counts the seconds played, each once, not the video length, in the bucket of what was seen', async () => {
    const widget = await widgetOf(ctx.db, { kind: 'hero' });
    const demo = randomUUID();
    const left = await visit(widget, leftAfterTwoSeconds(demo));
    await visit(widget, seekBack(demo));
    // 2 s ('1%-25%') and 6 s of 12 ('50%-75%').
    expect(await charts(widget)).toEqual({
      renders: { renders: 2, plays: 2, rate: 100 },
      views: 2,
      buckets: [1, 0, 1, 0],
      sessions: 2,
      seconds: 8,
    });
    // The timeline of the visitor who left says what they watched: 2 s.
    const timeline = await analytics().timeline(widget.companyId, { prospect: 'anonymous' });
    const theirs = timeline.items.filter((item) => item.type === 'watch');
    expect(theirs.map((item) => item.seconds).sort()).toEqual([2, 5, 6]);
    expect(left).toBeTruthy();
  });

  it('counts a replay after the end as another view, and the clickthrough rate stays at 100%', async () => {
    const widget = await widgetOf(ctx.db, { kind: 'solo' });
    await visit(widget, replayAfterEnd(randomUUID()));
    expect(await charts(widget)).toEqual({
      renders: { renders: 1, plays: 1, rate: 100 },
      views: 2,
      // 12 of 12 s, then 4 of 12 (33%).
      buckets: [0, 1, 0, 1],
      sessions: 2,
      seconds: 16,
    });
  });

  it("answers the same of older frames' events once migration 0018 has told them what they were", async () => {
    const widget = await widgetOf(ctx.db, { kind: 'hero' });
    const demo = randomUUID();
    await visit(widget, older(fullViewWithTwoHotspots(demo)));
    await visit(widget, older(replayAfterEnd(demo)));
    await visit(widget, older(leftAfterTwoSeconds(demo)));
    // As the old facts counted them: every play a view, every report a session.
    const before = await charts(widget);
    expect(before.views).toBe(3 + 2 + 1);
    const migration = await readFile(
      new URL('../../../drizzle/0018_analytics_views.sql', import.meta.url),
      'utf8',
    );
    const statements = migration.split('--> statement-breakpoint');
    const backfill = statements.slice(statements.findIndex((s) => s.includes('analytics_old_plays AS')));
    await audience.rollups.catchUp();
    await ctx.db.transaction(async (tx) => {
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    // Three visits: 4 views (the replay is one more), 3 clickthroughs of 3 renders; 12 + 12 + 4 + 2 s.
    expect(await charts(widget)).toEqual({
      renders: { renders: 3, plays: 3, rate: 100 },
      views: 4,
      buckets: [1, 1, 0, 2],
      sessions: 4,
      seconds: 30,
    });
  });
});
