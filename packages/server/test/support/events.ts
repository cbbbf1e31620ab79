import { randomBytes, randomUUID } from 'node:crypto';
import { type EmbedKind, eventLimits, type ProspectEvent } from '@showroom/contract';
import Fastify from 'fastify';
import type { IngestOptions } from '../../src/analytics/ingest.ts';
import eventIngestPlugin from '../../src/audience/plugins/event-ingest.ts';
import audienceEvents from '../../src/audience/routes/events.ts';
import type { Database, Db } from '../../src/db/database.ts';
import { companies, salesReps, widgets } from '../../src/db/schema.ts';
import { type LogStream, loggerOptions } from '../../src/http/logging.ts';
import rollupsPlugin from '../../src/plugins/app/rollups.ts';
import configPlugin from '../../src/plugins/external/config.ts';
import dbPlugin from '../../src/plugins/external/db.ts';
import errorHandler from '../../src/plugins/external/error-handler.ts';
import { testConfig } from './fixtures.ts';

export interface TestWidget {
  id: string;
  companyId: string;
  kind: EmbedKind;
}

/** A company with one rep and one widget of `kind` (live unless said), written as the console saves one. */
export async function widgetOf(
  db: Db,
  { kind = 'solo', live = true, companyId }: { kind?: EmbedKind; live?: boolean; companyId?: string } = {},
): Promise<TestWidget> {
  const unique = randomUUID().slice(0, 8);
  let company = companyId;
  if (!company) {
    const [row] = await db
      .insert(companies)
      .values({ name: `Events ${unique}`, questionLibraryLink: `https://example.com/${unique}` })
      .returning({ id: companies.id });
    company = row!.id;
  }
  const [rep] = await db
    .insert(salesReps)
    .values({
      companyId: company,
      fullName: `Rep ${unique}`,
      email: `rep-${unique}@example.com`,
      passwordHash: 'x',
    })
    .returning({ id: salesReps.id });
  const [widget] = await db
    .insert(widgets)
    .values({ kind, companyId: company, salesRepId: rep!.id, name: `Widget ${unique}`, live, data: {} })
    .returning({ id: widgets.id });
  return { id: widget!.id, companyId: company, kind };
}

export const newVisitor = () => randomBytes(16).toString('base64url').slice(0, 22);

const recordingId = '00000000-0000-4000-8000-000000000001';

/** Events of every type in turn, for `widget`, by one visitor; ids are fresh unless given. */
export function eventsFor(widget: TestWidget, count: number, visitor = newVisitor()): ProspectEvent[] {
  // An hour ago, on the hour: within the window of times the ingest believes (a week back), whenever the tests run.
  const hour = 3_600_000;
  const at = Math.floor(Date.now() / hour) * hour - hour;
  const common = (i: number) => ({
    id: randomUUID(),
    at: at + i,
    visitor,
    kind: widget.kind,
    widgetId: widget.id,
    companyId: widget.companyId,
  });
  const make = (i: number): ProspectEvent => {
    switch (i % 6) {
      case 0:
        return { ...common(i), type: 'render', data: {} };
      case 1:
        return { ...common(i), type: 'play', data: { recordingId, position: i % 60 } };
      case 2:
        return {
          ...common(i),
          type: 'watch',
          data: {
            recordingId,
            duration: 12.5,
            ranges: [
              [0, 4.5],
              [6, 12.5],
            ],
          },
        };
      case 3:
        return {
          ...common(i),
          type: 'step',
          data: { prevIndex: 0, currIndex: 1, episode: 'question', title: 'Which plan?' },
        };
      case 4:
        return {
          ...common(i),
          type: 'answer',
          data: { stepIndex: 1, question: 'Which plan?', selectedChoices: ['Team'], inputText: '' },
        };
      default:
        return {
          ...common(i),
          type: 'cta',
          data: { ctaLabel: 'Book a call', url: 'https://example.com/book' },
        };
    }
  };
  return Array.from({ length: count }, (_, i) => make(i));
}

/**
 * The audience host's events route as buildAudienceApp registers it (config, database, the one
 * error handler, the rollups and the ingest, the route file), alone: these tests do not wait on the frames' build or pages.
 * `eventIngest` changes the ingest's limits.
 */
export async function eventsApp(
  database: Database,
  { eventIngest, logStream }: { eventIngest?: Partial<IngestOptions>; logStream?: LogStream } = {},
) {
  const config = testConfig(logStream ? { logLevel: 'info' } : {});
  const app = Fastify({
    logger: logStream ? loggerOptions(config.logLevel, logStream) : false,
    bodyLimit: config.bodyLimitBytes,
  });
  const options = { config, database };
  app.register(configPlugin, options);
  app.register(dbPlugin, options);
  app.register(errorHandler);
  // The services the route asks for, as audience/app.ts registers them, with these tests' limits.
  app.register(rollupsPlugin, options);
  app.register(eventIngestPlugin, eventIngest ? { eventIngest } : {});
  app.register(audienceEvents);
  await app.ready();
  return app;
}

/** A seeded generator in [0, 1) (mulberry32): a fault-injection run fails the same requests every time. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FaultCounts {
  requests: number;
  /** Failed before reaching the server. */
  lostOnTheWay: number;
  /** Stored by the server, then the reply lost. */
  lostReplies: number;
  retries: number;
  givenUp: number;
  /** What the server answered, as the sender saw it. */
  accepted: number;
  duplicates: number;
  /** What the server answered in the replies lost on the way back (the sender never saw these). */
  acceptedUnseen: number;
}

/**
 * The frame sender's delivery rules (widgets events/sender.ts, which a server test may not import:
 * tests/import-direction.test.ts), for a fault-injection run: batches of eventLimits.batchMax, each
 * sent until a 2xx with the same body (so the same ids), a network failure, 5xx or 429 tried again
 * up to eventLimits.retries times, a 4xx given up. The backoff's waits are left out: they change
 * when a retry lands, not what it sends. `post` is the transport; `faultRate` of the requests fail,
 * half before reaching it and half after it answered (the reply lost).
 */
export async function deliverWithFaults(
  /** Each sender's events and how its requests reach the server (its own client address). */
  senders: {
    events: ProspectEvent[];
    post: (body: string) => Promise<{ statusCode: number; body: string }>;
  }[],
  { faultRate, random, concurrency }: { faultRate: number; random: () => number; concurrency: number },
): Promise<FaultCounts> {
  const { batchMax, retries } = eventLimits;
  const counts: FaultCounts = {
    requests: 0,
    lostOnTheWay: 0,
    lostReplies: 0,
    retries: 0,
    givenUp: 0,
    accepted: 0,
    duplicates: 0,
    acceptedUnseen: 0,
  };
  const faulty = async (
    post: (body: string) => Promise<{ statusCode: number; body: string }>,
    body: string,
  ) => {
    counts.requests += 1;
    const roll = random();
    if (roll < faultRate / 2) {
      counts.lostOnTheWay += 1;
      throw new TypeError('Failed to fetch');
    }
    const reply = await post(body);
    if (roll < faultRate) {
      counts.lostReplies += 1;
      if (reply.statusCode === 200) counts.acceptedUnseen += JSON.parse(reply.body).payload.accepted;
      throw new TypeError('Failed to fetch');
    }
    return reply;
  };
  const deliver = async ({
    batch,
    post,
  }: {
    batch: ProspectEvent[];
    post: (body: string) => Promise<{ statusCode: number; body: string }>;
  }) => {
    const body = JSON.stringify({ events: batch });
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt) counts.retries += 1;
      let reply: { statusCode: number; body: string };
      try {
        reply = await faulty(post, body);
      } catch {
        continue;
      }
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        const { accepted, duplicates } = JSON.parse(reply.body).payload;
        counts.accepted += accepted;
        counts.duplicates += duplicates;
        return;
      }
      if (reply.statusCode !== 429 && reply.statusCode < 500) break;
    }
    counts.givenUp += 1;
  };
  // Each sender's batches in order, `concurrency` requests in flight over all senders.
  const queue = senders.flatMap(({ events, post }) => {
    const batches = [];
    for (let i = 0; i < events.length; i += batchMax)
      batches.push({ batch: events.slice(i, i + batchMax), post });
    return batches;
  });
  let next = 0;
  const worker = async () => {
    while (next < queue.length) await deliver(queue[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return counts;
}
