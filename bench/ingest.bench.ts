/**
 * The events ingest (issue 12): POST /events on the audience host, the hottest path in the product.
 *
 * The audience host runs alone (bench/fixtures/ingest-server.ts: buildAudienceApp, as `npm start`
 * builds it) in its own process pinned to one core (taskset -c 0); this process, the load, is
 * pinned to the other. The database is PostgreSQL, as in production: a fresh database on the
 * server at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped at the end.
 * PostgreSQL itself is not pinned: it shares the two cores with both.
 *
 * Traffic looks like prospects: 1,000 visitors, each from its own client address (127.0.x.y: the
 * per-address and per-widget limits apply as in production) and keep-alive connection, on 40 live
 * widgets of 4 kinds, sending batches of 10 events of every type (a frame sends what it has every
 * 2 s, rarely the full 100).
 *
 * 1. Throughput: as many batches as 64 visitors in turn keep in flight, for 5 s. The figure is the
 *    time per 10,000 events stored (lower is better: under 1,000 ms is over 10,000 events/s).
 * 2. Latency: 10,000 events/s offered at a steady pace (a batch every 1 ms, open loop: a slow
 *    reply does not slow the offer, and each request is timed from when it was due) for 5 s;
 *    the 99th percentile.
 *    Each phase starts once the rollups of the one before have been added (`settle`).
 * 3. Faults: 100,000 events through the frame's own sender (widgets events/sender.ts: batches,
 *    retries with backoff and the same ids) from 200 visitors, with 5% of requests failing, half
 *    before reaching the server and half after it stored them (the reply lost): lost and doubled
 *    events, each with a budget of 0.
 *
 * Run: `npm run bench -- ingest`.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { EmbedKind, FrameData, ProspectEvent } from '@showroom/contract';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { prospectEvents } from '../packages/server/src/db/schema.ts';
import { createPostgresDatabase } from '../packages/server/test/support/databases.ts';
import { eventsFor, seeded, type TestWidget, widgetOf } from '../packages/server/test/support/events.ts';
import { createEventSender } from '../packages/widgets/src/events/sender.ts';
import { report } from './budgets.ts';
import { percentile } from './harness.ts';

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const port = 4950 + Math.floor(Math.random() * 40);
const base = `http://127.0.0.1:${port}`;

// This process (the load) on core 1; the server on core 0.
spawn('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });

const created = await createPostgresDatabase(serverUrl);
const database = await openDatabase({ databaseUrl: created.url });
await database.prepare();
const { db } = database;

const kinds: EmbedKind[] = ['hero', 'solo', 'sneakpeek', 'cyoa'];
const widgets: TestWidget[] = [];
for (let i = 0; i < 40; i++) widgets.push(await widgetOf(db, { kind: kinds[i % 4]! }));

const server = spawn(
  'taskset',
  [
    '-c',
    '0',
    process.execPath,
    ...(process.env.INGEST_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    '--import',
    'tsx',
    'bench/fixtures/ingest-server.ts',
  ],
  {
    cwd: root,
    env: { ...process.env, INGEST_DATABASE_URL: created.url, INGEST_PORT: String(port) },
    stdio: ['pipe', 'pipe', 'inherit'],
  },
);
process.on('exit', () => server.kill('SIGTERM'));
await new Promise<void>((resolve, reject) => {
  server.stdout!.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('ready')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`the ingest server stopped (${code})`)));
});

let cpuWaiter: ((ms: number) => void) | undefined;
server.stdout!.on('data', (chunk: Buffer) => {
  const match = /cpu ([\d.]+)/.exec(chunk.toString());
  if (match && cpuWaiter) cpuWaiter(Number(match[1]));
});
/** CPU time the server process has used so far, in ms. */
const serverCpu = () =>
  new Promise<number>((resolve) => {
    cpuWaiter = resolve;
    server.stdin!.write('cpu\n');
  });

/** A visitor: its own client address and keep-alive connection, a widget, a visitor id. */
interface Visitor {
  agent: http.Agent;
  widget: TestWidget;
}
const visitorOf = (i: number): Visitor => ({
  agent: new http.Agent({
    keepAlive: true,
    maxSockets: 1,
    localAddress: `127.0.${1 + Math.floor(i / 250)}.${(i % 250) + 1}`,
  }),
  widget: widgets[i % widgets.length]!,
});
const visitors = Array.from({ length: 1000 }, (_, i) => visitorOf(i));

const post = (agent: http.Agent, body: string, url = `${base}/events`) =>
  new Promise<{ status: number; body: string; retryAfter: string | null }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            retryAfter: (response.headers['retry-after'] as string | undefined) ?? null,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });

let stored = 0;
const sendBatch = async (visitor: Visitor, events: ProspectEvent[]) => {
  const reply = await post(visitor.agent, JSON.stringify({ events }));
  if (reply.status !== 200) throw new Error(`POST /events answered ${reply.status}: ${reply.body}`);
  stored += JSON.parse(reply.body).payload.accepted as number;
};
const batchSize = 10;
/**
 * Waits until the server's rollup applier has rolled up every event stored so far (no note left in
 * analytics_pending), then a second more: each phase starts from a settled server, so the latency
 * phase does not pay for the passes over the closed loop's 60,000 events (they ran into its first
 * second before).
 */
const settle = async () => {
  const deadline = performance.now() + 60_000;
  for (;;) {
    const [row] = (
      (await db.execute(sql`select count(*)::int as n from analytics_pending`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    if (row!.n === 0) break;
    if (performance.now() > deadline)
      throw new Error(`the rollups did not catch up in 60 s (${row!.n} left)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
};
let ok = true;
/** INGEST_PHASES=13 runs the first and the third only (profiling one). */
const phases = process.env.INGEST_PHASES ?? '123';

try {
  // Warm up: every visitor's connection, the widgets' liveness, the JIT.
  await Promise.all(visitors.map((visitor) => sendBatch(visitor, eventsFor(visitor.widget, batchSize))));
  for (let round = 0; round < 3; round++) {
    await Promise.all(
      visitors.slice(0, 64).map((visitor) => sendBatch(visitor, eventsFor(visitor.widget, batchSize))),
    );
  }

  // 0. The baseline: the same load on a bare Fastify route in the server process (parse, answer).
  {
    const cpuBefore = await serverCpu();
    const started = performance.now();
    let requests = 0;
    await Promise.all(
      visitors.slice(0, 64).map(async (visitor) => {
        while (performance.now() - started < 3000) {
          await post(
            visitor.agent,
            JSON.stringify({ events: eventsFor(visitor.widget, batchSize) }),
            `http://127.0.0.1:${port + 1}/echo`,
          );
          requests += 1;
        }
      }),
    );
    const cpu = (await serverCpu()) - cpuBefore;
    console.log(
      `baseline, a bare Fastify POST of the same bodies on the same core: ${((cpu / requests) * 1000).toFixed(0)} µs of CPU a request (${((requests / cpu) * 1000 * batchSize).toFixed(0)} events per CPU second at most, for any route, on this machine now)`,
    );
  }

  await settle();
  // 1. Throughput, closed loop: 64 visitors, each sending its next batch when the last is answered.
  if (phases.includes('1')) {
    stored = 0;
    const cpuBefore = await serverCpu();
    const started = performance.now();
    const until = started + 5000;
    let next = 64;
    const loop = async (slot: number) => {
      let visitor = visitors[slot]!;
      while (performance.now() < until) {
        await sendBatch(visitor, eventsFor(visitor.widget, batchSize));
        // Spread over all 1,000 visitors, so no one address goes over its limit.
        visitor = visitors[next++ % visitors.length]!;
      }
    };
    await Promise.all(Array.from({ length: 64 }, (_, slot) => loop(slot)));
    const elapsed = performance.now() - started;
    const cpu = (await serverCpu()) - cpuBefore;
    console.log(
      `ingest closed loop: ${stored} events in ${elapsed.toFixed(0)} ms (${((stored / elapsed) * 1000).toFixed(0)} events/s by the wall clock); the server used ${cpu.toFixed(0)} ms of CPU (${((stored / cpu) * 1000).toFixed(0)} events per CPU second)`,
    );
    ok = report('events.ingest.msPer10k', (cpu / stored) * 10_000) && ok;
  }

  await settle();
  // 2. Latency at 10,000 events/s offered: a batch of 10 every millisecond, for 5 s.
  if (phases.includes('2')) {
    stored = 0;
    const latencies: number[] = [];
    // Where a late reply's time went: this process sending late (its own stalls), or the reply.
    const lags: number[] = [];
    const replies: number[] = [];
    /** Per 100 ms of the offer (by due time): the slowest request, for INGEST_WINDOWS=1. */
    const windows = new Map<number, number>();
    const interval = (batchSize / 10_000) * 1000;
    const count = 5000 / interval;
    const started = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < count; i++) {
      const due = started + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const visitor = visitors[i % visitors.length]!;
      const sent = performance.now();
      lags.push(sent - due);
      inFlight.push(
        sendBatch(visitor, eventsFor(visitor.widget, batchSize)).then(() => {
          const now = performance.now();
          latencies.push(now - due);
          replies.push(now - sent);
          const window = Math.floor((due - started) / 100);
          windows.set(window, Math.max(windows.get(window) ?? 0, now - due));
        }),
      );
    }
    await Promise.all(inFlight);
    const elapsed = performance.now() - started;
    console.log(
      `ingest at 10,000 events/s offered: ${stored} stored in ${elapsed.toFixed(0)} ms (${((stored / elapsed) * 1000).toFixed(0)} events/s), p50 ${percentile(latencies, 0.5).toFixed(1)} ms; ` +
        `sent late by this process: p50 ${percentile(lags, 0.5).toFixed(1)} ms, p99 ${percentile(lags, 0.99).toFixed(1)} ms; ` +
        `from sending to the reply: p50 ${percentile(replies, 0.5).toFixed(1)} ms, p99 ${percentile(replies, 0.99).toFixed(1)} ms`,
    );
    if (process.env.INGEST_WINDOWS)
      console.log(
        `slowest request per 100 ms of the offer: ${[...windows].map(([window, ms]) => `${window * 100}:${ms.toFixed(0)}`).join(' ')}`,
      );
    ok = report('events.ingest.p99', percentile(latencies, 0.99)) && ok;
  }

  await settle();
  // 3. Faults: 100,000 events through the frame's sender, 5% of requests failing.
  if (phases.includes('3')) {
    const random = seeded(12);
    const faults = { before: 0, afterStored: 0, acceptedUnseen: 0, acceptedSeen: 0 };
    const sent: string[] = [];
    const senders = Array.from({ length: 200 }, (_, i) => {
      const visitor = visitors[i]!;
      const { kind, id, companyId } = visitor.widget;
      const frame = {
        mode: 'embed',
        companyId,
        widget: { kind, [kind]: { id } },
        demos: [],
        audienceUrl: base,
        hostOrigin: '',
        record: true,
      } as unknown as FrameData;
      return createEventSender({
        frame,
        uuid: () => {
          const uuid = crypto.randomUUID();
          sent.push(uuid);
          return uuid;
        },
        fetch: async (_url, init) => {
          const roll = random();
          if (roll < 0.025) {
            faults.before += 1;
            throw new TypeError('Failed to fetch');
          }
          const reply = await post(visitor.agent, init.body);
          const accepted = reply.status === 200 ? (JSON.parse(reply.body).payload.accepted as number) : 0;
          if (roll < 0.05) {
            faults.afterStored += 1;
            faults.acceptedUnseen += accepted;
            throw new TypeError('Failed to fetch');
          }
          faults.acceptedSeen += accepted;
          return {
            status: reply.status,
            headers: { get: (name) => (name === 'retry-after' ? reply.retryAfter : null) },
          };
        },
      });
    });
    const started = performance.now();
    // Each visitor reports 500 events, as a prospect would over a visit (5 full batches).
    for (let n = 0; n < 500; n++) {
      for (const sender of senders)
        sender.emit('hotspot', { recordingId: '00000000-0000-4000-8000-000000000001', annotation: n });
    }
    await Promise.all(senders.map((sender) => sender.flush()));
    const elapsed = performance.now() - started;
    const ids = [...new Set(sent)];
    let found = 0;
    for (let i = 0; i < ids.length; i += 10_000) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(prospectEvents)
        .where(inArray(prospectEvents.id, ids.slice(i, i + 10_000)));
      found += row!.n;
    }
    const acceptedByServer = faults.acceptedSeen + faults.acceptedUnseen;
    console.log(
      `faults: ${sent.length} events sent in ${elapsed.toFixed(0)} ms; ${faults.before} requests failed before the server, ${faults.afterStored} lost their reply after it stored them; ${found} stored, ${acceptedByServer} accepted by the server`,
    );
    if (sent.length !== 100_000) throw new Error(`expected 100,000 events, made ${sent.length}`);
    ok = report('events.faults.lost', sent.length - found) && ok;
    ok = report('events.faults.doubled', Math.max(0, acceptedByServer - found)) && ok;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  for (const visitor of visitors) visitor.agent.destroy();
  await database.close();
  await created.drop();
}
process.exit(ok ? 0 : 1);
