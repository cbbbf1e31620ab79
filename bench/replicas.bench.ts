/**
 * Two replicas as one product (issue 28 §2), at a larger volume than the replicas suite
 * (packages/server/test/replicas/replicas.test.ts), with the same scenario and the same harness:
 * two real server processes (`node main.ts`) started together on an empty PostgreSQL database
 * (a fresh one on DATABASE_URL's server, else 127.0.0.1:5432, dropped at the end), one Redis
 * (127.0.0.1:6379 database 5, or TEST_REDIS_URL) and one s3rver bucket, the same SECRET_KEY.
 *
 * 1. Events: REPLICAS_EVENTS (20,000) in batches of 50 from their own client addresses, half to
 *    each replica's audience host, a fifth of the batches sent to the other replica too at the
 *    same moment (a retry that raced), 16 requests in flight.
 * 2. Jobs: every video of shared/fixtures/media uploaded, two at a time (a rep's upload slots),
 *    alternately through each replica, both workers polling every 250 ms; the conversions counted by a recorder in front
 *    of ffmpeg (one line per run: the server and the MD5 of its input), not from the queue.
 * 3. kill -9 of the replica running a transcode (a 20 s video), while it receives half of an
 *    upload, once it has accepted a tenth of its share of a burst of REPLICAS_EVENTS more events
 *    (half to each replica, 16 in flight); the batches it failed are sent again to the survivor,
 *    as a frame's sender would.
 *
 * Printed: events sent, accepted, stored, rolled up, waiting; jobs run by each replica. Budgets:
 * none lost, none doubled, none left out of the rollups, no conversion beyond one per upload
 * (the killed one aside). Run: `npm run bench -- replicas`.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ProspectEvent } from '@showroom/contract';
import {
  clientAddress,
  type Rep,
  sendEvents,
  settledRecording,
  signIn,
  slowUpload,
  uploadVideo,
} from '../packages/server/test/replicas/api.ts';
import { conversionsOf, rolledUp, storedEvents, storedIds } from '../packages/server/test/replicas/checks.ts';
import { alive, cpuSeconds, type Replica, startCluster } from '../packages/server/test/replicas/cluster.ts';
import { eventsFor, type TestWidget, widgetOf } from '../packages/server/test/support/events.ts';
import { createAccount } from '../packages/server/test/support/fixtures.ts';
import { sharedFixture } from '../packages/server/test/support/shared-fixtures.ts';
import { storedKeys } from '../packages/server/test/support/stored-files.ts';
import { report } from './budgets.ts';

const exec = promisify(execFile);
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const volume = Number(process.env.REPLICAS_EVENTS ?? 20_000);
const batchSize = 50;
const n = (value: number) => value.toLocaleString('en-US');

const work = await mkdtemp(path.join(os.tmpdir(), 'showroom-replicas-bench-'));
const longFile = path.join(work, 'long.avi');
const generating = exec('ffmpeg', [
  ...['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
  ...['-t', '20', '-c:v', 'mpeg4', '-q:v', '6', longFile],
]);
const cluster = await startCluster({
  env: {
    JOBS_POLL_MS: '250',
    JOBS_LEASE_SECONDS: '10',
    LOG_LEVEL: 'warn',
    // The volume, not the limits, is what is measured: the buckets stay out of the way.
    EVENTS_WIDGET_PER_SECOND: '1000000',
    EVENTS_COMPANY_PER_SECOND: '1000000',
  },
});
process.on('exit', () => {
  for (const replica of cluster.replicas) replica.child.kill('SIGKILL');
});
const [a, b] = cluster.replicas as [Replica, Replica];
const { db } = cluster.database;
console.log(
  `two replicas started together on an empty database, both listening after ${(cluster.startMs / 1000).toFixed(1)} s`,
);

let lost = 0;
let doubled = 0;
let notRolledUp = 0;
let extraRuns = 0;
/** Batches the surviving replica did not accept (it must keep serving). */
let survivorFailures = 0;

/** Widgets of one new company, of every kind. */
async function companyWidgets(count: number): Promise<TestWidget[]> {
  const first = await widgetOf(db, { kind: 'solo' });
  const kinds = ['hero', 'sneakpeek', 'cyoa', 'solo'] as const;
  const rest = [];
  for (let i = 1; i < count; i++)
    rest.push(await widgetOf(db, { kind: kinds[i % 4]!, companyId: first.companyId }));
  return [first, ...rest];
}

/** Runs `tasks` with `concurrency` in flight. */
async function pool<T>(tasks: (() => Promise<T>)[], concurrency: number) {
  let next = 0;
  const results: T[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

/** What the company's events came to: stored, rolled up, each checked against what was sent and accepted. */
async function tally(label: string, companyId: string, sent: ProspectEvent[], acceptedIds: string[]) {
  const stored = await storedEvents(db, companyId);
  const present = await storedIds(db, companyId, acceptedIds);
  const missing = acceptedIds.filter((id) => !present.has(id)).length;
  const rollups = await rolledUp(db, companyId, 120_000);
  const gap =
    Math.abs(rollups.totals.widgetDaily - rollups.totals.raw) +
    Math.abs(rollups.totals.companyDaily - rollups.totals.raw) +
    rollups.waiting +
    (rollups.raw === rollups.widgetDaily && rollups.raw === rollups.companyDaily ? 0 : 1);
  lost += missing + Math.max(0, sent.length - stored.ids);
  doubled += stored.rows - stored.ids;
  notRolledUp += gap;
  console.log(
    `${label}: ${n(sent.length)} events sent, ${n(acceptedIds.length)} accepted with a success reply, ` +
      `${n(stored.rows)} stored (${n(stored.ids)} ids), ${n(stored.rows - rollups.waiting)} rolled up ` +
      `(${n(rollups.totals.widgetDaily)} facts in analytics_widget_daily, ${n(rollups.totals.companyDaily)} in ` +
      `analytics_company_daily; the raw events make ${n(rollups.totals.raw)}), ${rollups.waiting} waiting`,
  );
}

try {
  // 1. Events, half to each replica, a fifth raced to both.
  {
    const widgets = await companyWidgets(8);
    const batches = Array.from({ length: Math.ceil(volume / batchSize) }, (_, i) =>
      eventsFor(widgets[i % widgets.length]!, batchSize),
    );
    const acceptedIds = new Set<string>();
    let accepted = 0;
    let duplicates = 0;
    const started = performance.now();
    await pool(
      batches.map((batch, i) => async () => {
        const [to, other] = i % 2 ? [b, a] : [a, b];
        const address = clientAddress();
        const replies = await Promise.all(
          i % 5 === 0
            ? [sendEvents(to, batch, address), sendEvents(other, batch, address)]
            : [sendEvents(to, batch, address)],
        );
        for (const reply of replies) {
          if (reply.status !== 200) throw new Error(`POST /events answered ${reply.status}`);
          accepted += reply.accepted;
          duplicates += reply.duplicates;
        }
        for (const event of batch) acceptedIds.add(event.id);
      }),
      16,
    );
    const seconds = (performance.now() - started) / 1000;
    const sent = batches.flat();
    console.log(
      `events through both replicas: ${n(sent.length)} in ${seconds.toFixed(1)} s (${n(Math.round(sent.length / seconds))} events/s), ` +
        `${n(Math.ceil(batches.length / 5) * batchSize)} sent to both; the replies counted ${n(accepted)} accepted and ${n(duplicates)} duplicates`,
    );
    doubled += Math.max(0, accepted - sent.length);
    await tally('events, half to each replica', widgets[0]!.companyId, sent, [...acceptedIds]);
  }

  // 2. Jobs: every fixture video at once, through both, both idle-polling.
  let fixtureCount = 0;
  const owner = await createAccount(db);
  const rep: Rep = { ...owner, token: await signIn(a, owner) };
  {
    const files = (await readdir(sharedFixture('media'))).filter(
      (file) =>
        /\.(mp4|m4v|mkv|avi|wmv|webm)$/.test(file) && !['not-a-video.mp4', 'zero-byte.mp4'].includes(file),
    );
    fixtureCount = files.length;
    const videos = await Promise.all(files.map((file) => readFile(sharedFixture('media', file))));
    const started = performance.now();
    // Two uploads in flight: a rep may have two at once (the upload slots, recording-upload.ts).
    const created = await pool(
      files.map((file, i) => () => uploadVideo(i % 2 ? b : a, rep, videos[i]!, file, file)),
      2,
    );
    const demos = await Promise.all(
      created.map((demo, i) => settledRecording(i % 2 ? a : b, rep, demo.id, 180_000)),
    );
    const seconds = (performance.now() - started) / 1000;
    const runs = cluster.ffmpegRuns();
    const byReplica = new Map([a, b].map((replica) => [replica.pid, 0]));
    for (const [i, file] of files.entries()) {
      const conversions = conversionsOf(runs, md5(videos[i]!));
      extraRuns += Math.abs(conversions.length - 1);
      for (const run of conversions) byReplica.set(run.serverPid, (byReplica.get(run.serverPid) ?? 0) + 1);
      if (demos[i]!.media_status !== 'ready')
        throw new Error(`${file}: ${demos[i]!.media_status} ${demos[i]!.media_error}`);
    }
    console.log(
      `jobs: ${files.length} uploads, ${files.length} ready in ${seconds.toFixed(1)} s; conversions run: ${[...byReplica.values()].reduce((x, y) => x + y, 0)} ` +
        `(replica 1: ${byReplica.get(a.pid)}, replica 2: ${byReplica.get(b.pid)})`,
    );
  }

  // 3. kill -9 of the replica running a transcode, during an upload and an event burst.
  {
    await generating;
    const longVideo = await readFile(longFile);
    const widgets = await companyWidgets(8);
    const batches = Array.from({ length: Math.ceil(volume / batchSize) }, (_, i) => ({
      events: eventsFor(widgets[i % widgets.length]!, batchSize),
      to: i % 2 ? b : a,
      address: clientAddress(),
    }));
    const demo = await uploadVideo(a, rep, longVideo, 'long.avi', 'killed halfway');
    const videoMd5 = md5(longVideo);
    const deadline = Date.now() + 60_000;
    let conversion = conversionsOf(cluster.ffmpegRuns(), videoMd5)[0];
    while (!conversion && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      conversion = conversionsOf(cluster.ffmpegRuns(), videoMd5)[0];
    }
    if (!conversion) throw new Error('the transcode did not start within 60 s');
    const [victim, survivor] = conversion.serverPid === a.pid ? [a, b] : [b, a];
    const upload = slowUpload(victim, rep, longVideo, longVideo.length >> 1);
    await upload.started;
    const acceptedIds: string[] = [];
    const failed: typeof batches = [];
    // The kill comes once the victim has accepted a tenth of its share of the burst.
    const killAfter = Math.ceil(batches.length / 20);
    let acceptedByVictim = 0;
    let killedAt = -1;
    let killing: Promise<boolean> | undefined;
    const killVictim = async (at: number) => {
      killedAt = at;
      const running = alive(conversion.pid);
      await cluster.kill(victim);
      return running;
    };
    const started = performance.now();
    await pool(
      batches.map((batch, i) => async () => {
        if (acceptedByVictim >= killAfter) {
          killing ??= killVictim(i);
          await killing;
        }
        try {
          const reply = await sendEvents(batch.to, batch.events, batch.address);
          if (reply.status === 200) {
            acceptedIds.push(...batch.events.map((event) => event.id));
            if (batch.to === victim && !killing) acceptedByVictim += 1;
          } else failed.push(batch);
        } catch {
          failed.push(batch);
        }
      }),
      16,
    );
    const transcodeRunning = (await killing) === true;
    const burstSeconds = (performance.now() - started) / 1000;
    const cut = await upload.done.then(
      (status) => `answered ${status}`,
      (error: Error) => `cut (${error.message})`,
    );
    const failedToSurvivor = failed.filter((batch) => batch.to === survivor).length;
    for (const batch of failed) {
      const reply = await sendEvents(survivor, batch.events, batch.address);
      if (reply.status !== 200) throw new Error(`the survivor answered ${reply.status}`);
    }
    console.log(
      `kill -9 of ${victim.name} at batch ${killedAt} of ${batches.length} after it accepted ${acceptedByVictim} batches (its transcode ${transcodeRunning ? 'running' : 'already over'}); ` +
        `the burst took ${burstSeconds.toFixed(1)} s; ${failed.length} batches failed (${failedToSurvivor} of them to the survivor) and were sent again to ${survivor.name}; the upload to the victim was ${cut}`,
    );
    survivorFailures += failedToSurvivor;
    await tally(
      'events of the burst',
      widgets[0]!.companyId,
      batches.flatMap((batch) => batch.events),
      acceptedIds,
    );
    const ready = await settledRecording(survivor, rep, demo.id, 180_000);
    const conversions = conversionsOf(cluster.ffmpegRuns(), videoMd5);
    const onSurvivor = conversions.filter((run) => run.serverPid === survivor.pid).length;
    const onVictim = conversions.filter((run) => run.serverPid === victim.pid).length;
    extraRuns += Math.abs(onSurvivor - 1) + Math.abs(onVictim - 1);
    // One video per demo: the killed run left no object behind.
    const videos = (await storedKeys(cluster.media)).filter((key) =>
      key.startsWith(`videos/${rep.companyId}/`),
    );
    console.log(
      `the killed transcode: ${ready.media_status} through ${survivor.name}; conversions: ${onVictim} on the killed replica, ` +
        `${onSurvivor} on the survivor; videos of the company in the bucket: ${videos.length} for ${fixtureCount + 1} demos`,
    );
    extraRuns += Math.abs(videos.length - (fixtureCount + 1));
    // A kill after the transcode ended would prove nothing about a retry: it counts against the run.
    if (!transcodeRunning) extraRuns += 1;
  }

  const survivors = cluster.replicas.filter(
    (replica) => replica.child.exitCode === null && replica.child.signalCode === null,
  );
  console.log(
    `CPU used by the surviving replica (its ffmpeg runs included): ${survivors.map((replica) => `${cpuSeconds(replica.pid).toFixed(1)} s`).join(', ')}`,
  );
  let ok = true;
  ok = report('replicas.events.lost', lost) && ok;
  ok = report('replicas.events.doubled', doubled) && ok;
  ok = report('replicas.events.notRolledUp', notRolledUp) && ok;
  ok = report('replicas.jobs.extraRuns', extraRuns) && ok;
  if (survivorFailures) {
    console.log(`the surviving replica failed ${survivorFailures} batches: it must keep serving`);
    ok = false;
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  await cluster.stop();
  await rm(work, { recursive: true, force: true });
}
