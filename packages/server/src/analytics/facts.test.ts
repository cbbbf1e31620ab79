import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../test/support/databases.ts';
import { rowsOf } from '../db/database.ts';
import { noId } from '../db/schema.ts';

const demo = '7c1f6b0e-2d3a-4f5b-8c9d-0e1f2a3b4c5d';

interface Fact {
  recording: string;
  dim: string;
  events: number;
  seconds: number;
}

/**
 * What one event adds to the rollups: `analytics_facts(type, data, video_seconds)` (analytics/facts.sql,
 * made by migrations 0009 and 0018), which the rollup pass and the migrations' backfills share. One row per case: the
 * event, the length of its demo's video as stored (null when unknown), and the facts it gives.
 */
const cases: [string, string, Record<string, unknown>, number | null, Fact[]][] = [
  ['a render', 'render', {}, null, [{ recording: noId, dim: '', events: 1, seconds: 0 }]],
  [
    'the first play of a visit (a clickthrough)',
    'play',
    { recordingId: demo, view: 'first' },
    null,
    [{ recording: demo, dim: 'first', events: 1, seconds: 0 }],
  ],
  [
    'a play from a frame that knew no views',
    'play',
    { recordingId: demo },
    null,
    [{ recording: demo, dim: 'first', events: 1, seconds: 0 }],
  ],
  [
    'a play that starts another view',
    'play',
    { recordingId: demo, view: 'new' },
    null,
    [{ recording: demo, dim: '', events: 1, seconds: 0 }],
  ],
  ['a play that resumes a view', 'play', { recordingId: demo, view: 'resume' }, null, []],
  [
    'a pause, by its reason',
    'pause',
    { recordingId: demo, reason: 'end' },
    null,
    [{ recording: demo, dim: 'end', events: 1, seconds: 0 }],
  ],
  [
    'a CYOA move',
    'step',
    { prevIndex: 0, currIndex: 2 },
    null,
    [{ recording: noId, dim: '0>2', events: 1, seconds: 0 }],
  ],
  [
    'a PDF page read, with its seconds',
    'pdfPage',
    { stepIndex: 1, title: 'Guide', page: 3, seconds: 12.5 },
    null,
    [{ recording: noId, dim: '[1, "Guide", 3]', events: 1, seconds: 12.5 }],
  ],
  [
    'an answer: the question, and each choice',
    'answer',
    { stepIndex: 2, question: 'Size?', selectedChoices: ['Small', 'Large'] },
    null,
    [
      { recording: noId, dim: '[2, "Size?", "Large"]', events: 1, seconds: 0 },
      { recording: noId, dim: '[2, "Size?", "Small"]', events: 1, seconds: 0 },
      { recording: noId, dim: '[2, "Size?"]', events: 1, seconds: 0 },
    ],
  ],
  [
    'a call to action, by its label',
    'cta',
    { ctaLabel: 'Book a call', url: 'https://example.com/book' },
    null,
    [{ recording: noId, dim: 'Book a call', events: 1, seconds: 0 }],
  ],
  [
    'a gate, by its outcome',
    'gate',
    { outcome: 'allowed' },
    null,
    [{ recording: noId, dim: 'allowed', events: 1, seconds: 0 }],
  ],
  [
    "a view's first report: its quarter of the video, and its seconds",
    'watch',
    { recordingId: demo, watched: 30 },
    100,
    [{ recording: demo, dim: '1', events: 1, seconds: 30 }],
  ],
  [
    "a view's later report: its new quarter, taking back what the report before it added",
    'watch',
    { recordingId: demo, watched: 80, previous: 30 },
    100,
    [
      { recording: demo, dim: '3', events: 1, seconds: 80 },
      { recording: demo, dim: '1', events: -1, seconds: -30 },
    ],
  ],
  [
    'a view of a video whose length the frame reported: capped at that length, in the last quarter',
    'watch',
    { recordingId: demo, watched: 50, duration: 40 },
    null,
    [{ recording: demo, dim: '3', events: 1, seconds: 40 }],
  ],
  [
    'a view of a video of no known length: the first quarter, its seconds as sent',
    'watch',
    { recordingId: demo, watched: 10 },
    null,
    [{ recording: demo, dim: '0', events: 1, seconds: 10 }],
  ],
];

/** In one order whatever the database's collation: additions first, then by dim. */
const byEventsThenDim = (a: Fact, b: Fact) =>
  b.events - a.events || (a.dim < b.dim ? -1 : a.dim > b.dim ? 1 : 0);

describeDatabases('what an event adds to the analytics rollups (analytics_facts)', (ctx) => {
  it.each(cases)('%s', async (_name, type, data, videoSeconds, expected) => {
    const facts = await rowsOf<Fact>(
      ctx.db,
      sql`select recording_id::text as recording, dim, events::int as events, seconds::float8 as seconds
        from analytics_facts(${type}, ${JSON.stringify(data)}::jsonb, ${videoSeconds}::float8)`,
    );
    expect(facts.sort(byEventsThenDim)).toEqual(expected);
  });
});
