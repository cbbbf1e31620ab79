import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { authServerMessages, type ProspectEvent } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/database.ts';
import { eventsFor, widgetOf } from '../support/events.ts';
import { createAccount, type TestAccount } from '../support/fixtures.ts';
import { sharedFixture } from '../support/shared-fixtures.ts';
import { storedKeys } from '../support/stored-files.ts';
import {
  clientAddress,
  type Rep,
  recordingOf,
  sendEvents,
  settledRecording,
  signIn,
  slowUpload,
  uploadVideo,
  web,
} from './api.ts';
import { conversionsOf, rolledUp, storedEvents, storedIds } from './checks.ts';
import { alive, type Cluster, cpuSeconds, type Replica, shippedMigrations, startCluster } from './cluster.ts';

const exec = promisify(execFile);
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/**
 * Issue 28 §2: two replicas behave as one product. Two real server processes (`node main.ts`)
 * on one PostgreSQL database, one Redis and one S3-protocol bucket (s3rver on loopback), each on
 * its own ports and DATA_DIR, with the same SECRET_KEY, started at the same moment on an empty
 * database. What a job ran is counted outside the queue: a recorder in front of ffmpeg
 * (FFMPEG_PATH, cluster.ts) notes each run with the server process that started it and the MD5 of
 * its input, so a conversion of an upload is the run whose input is the uploaded bytes.
 *
 * Needs PostgreSQL (DATABASE_URL's server, else 127.0.0.1:5432) and Redis (127.0.0.1:6379, its
 * database 5; TEST_REDIS_URL): without them it fails saying how to provide them. The tests share
 * the two replicas and run in order; the last one kills one of them.
 */
describe('two replicas on one PostgreSQL, Redis and bucket (issue 28 §2)', () => {
  let cluster: Cluster;
  let a: Replica;
  let b: Replica;
  let work: string;
  /** A video long enough that a kill lands during its conversion: 10 s of 640x360 MPEG-4 Part 2 (transcoded to H.264). */
  let longVideo: Buffer;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'showroom-replicas-test-'));
    const made = path.join(work, 'long.avi');
    const [started] = await Promise.all([
      startCluster({
        env: {
          // Both idle-poll the queue often; a dead worker's job is retried after its heartbeat (10 s, pg-boss's least).
          JOBS_POLL_MS: '250',
          JOBS_LEASE_SECONDS: '10',
          LOGIN_RATE_LIMIT_MAX: '4',
          LOG_LEVEL: 'warn',
        },
      }),
      exec('ffmpeg', [
        ...['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
        ...['-t', '10', '-c:v', 'mpeg4', '-q:v', '6', made],
      ]),
    ]);
    cluster = started;
    [a, b] = cluster.replicas as [Replica, Replica];
    longVideo = await readFile(made);
  }, 180_000);

  afterAll(async () => {
    if (cluster) {
      const running = cluster.replicas.filter(
        (replica) => replica.child.exitCode === null && replica.child.signalCode === null,
      );
      console.log(
        `replicas' CPU: ${running.map((replica) => `${replica.name} ${cpuSeconds(replica.pid).toFixed(1)} s`).join(', ')}; ffmpeg runs ${cluster.ffmpegRuns().length}`,
      );
    }
    await cluster?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  }, 60_000);

  const account = () => createAccount(cluster.database.db);
  const signedIn = async (replica: Replica, owner?: TestAccount): Promise<Rep & TestAccount> => {
    const made = owner ?? (await account());
    return { ...made, token: await signIn(replica, made) };
  };
  /** Events by type, as sent. */
  const byType = (events: ProspectEvent[]) => {
    const counts: Record<string, number> = {};
    for (const event of events) counts[event.type] = (counts[event.type] ?? 0) + 1;
    return counts;
  };
  /** Stored events of a company by type. */
  const storedByType = async (companyId: string) =>
    Object.fromEntries(
      (
        await rowsOf<{ type: string; n: number }>(
          cluster.database.db,
          sql`select type, count(*)::int as n from prospect_events where company_id = ${companyId} group by 1`,
        )
      ).map((row) => [row.type, row.n]),
    );
  /** GET /web/recording/{companyId}: any call that needs a session. */
  const demosStatus = async (replica: Replica, rep: Rep) =>
    (await web(replica, 'GET', `/web/recording/${rep.companyId}`, { token: rep.token })).status;

  it('both start together on an empty database, which is migrated once', async () => {
    for (const replica of [a, b]) {
      expect(replica.output()).toContain('Showroom is running');
      expect((await web(replica, 'GET', '/web/ready')).status).toBe(200);
    }
    const [migrations] = await rowsOf<{ rows: number; hashes: number }>(
      cluster.database.db,
      sql`select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`,
    );
    expect(migrations).toEqual({ rows: shippedMigrations(), hashes: shippedMigrations() });
    console.log(`two replicas up in ${(cluster.startMs / 1000).toFixed(1)} s`);
  });

  it('a session made on one is valid on the other; logout on one ends it on both', async () => {
    const rep = await signedIn(a);
    expect(await demosStatus(b, rep)).toBe(200);
    expect(await demosStatus(a, rep)).toBe(200);
    expect((await web(b, 'POST', '/web/logout', { token: rep.token })).status).toBe(200);
    expect(await demosStatus(a, rep)).toBe(401);
    expect(await demosStatus(b, rep)).toBe(401);
  });

  it('the per-address login limit and the mail limit are one count in Redis for both', async () => {
    // LOGIN_RATE_LIMIT_MAX=4: four calls from one address, alternating, then both refuse it.
    const address = clientAddress();
    const statuses: number[] = [];
    for (const replica of [a, b, a, b, a, b])
      statuses.push((await web(replica, 'GET', '/web/login/not-a-token', { address })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const redis = new Redis(cluster.redisUrl);
    try {
      expect(await redis.get(`showroom:rate:login-address:${address}`)).toBe('6');
    } finally {
      redis.disconnect();
    }

    // Five reset mails an hour per recipient (mailer.ts), whichever replica and client address asks.
    const owner = await account();
    const mail = async (replica: Replica) =>
      web(replica, 'POST', '/web/login/reset/mail', { body: { email: owner.email, code: 'A1b2C' } });
    const replies = [];
    for (const replica of [a, b, a, b, a, b, a]) replies.push(await mail(replica));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(replies[5]!.body.message).toBe(authServerMessages.tooManyAttempts);
    const [sent] = await rowsOf<{ n: number }>(
      cluster.database.db,
      sql`select count(*)::int as n from mail_outbox where recipient = ${owner.email}`,
    );
    expect(sent!.n).toBe(5);
  });

  it('videos uploaded through one play through the other; each conversion runs once while both idle-poll', async () => {
    const rep = await signedIn(a);
    const files = ['clip-3s.mkv', 'clip-3s.avi', 'clip-3s.wmv'];
    const bytes = await Promise.all(files.map((file) => readFile(sharedFixture('media', file))));
    // Uploaded through both replicas at once; both workers poll every 250 ms.
    const created = await Promise.all(
      files.map((file, i) => uploadVideo(i % 2 ? b : a, rep, bytes[i]!, file, file)),
    );
    const demos = await Promise.all(created.map((demo, i) => settledRecording(i % 2 ? a : b, rep, demo.id)));
    for (const demo of demos) expect(demo).toMatchObject({ media_status: 'ready', media_error: '' });

    // Each upload converted exactly once, by one of the two replicas.
    const runs = cluster.ffmpegRuns();
    for (const [i, file] of files.entries()) {
      const conversions = conversionsOf(runs, md5(bytes[i]!));
      expect([file, conversions.length]).toEqual([file, 1]);
      expect([a.pid, b.pid]).toContain(conversions[0]!.serverPid);
    }

    // Uploaded through replica 1, played through replica 2's media origin, by byte range.
    const demo = await recordingOf(b, rep, demos[0]!.id);
    expect(demo.location.startsWith(`${b.mediaUrl}/videos/${rep.companyId}/`)).toBe(true);
    const whole = Buffer.from(
      await (await fetch(demo.location.replace(b.mediaUrl, a.mediaUrl))).arrayBuffer(),
    );
    const ranged = await fetch(demo.location, { headers: { range: 'bytes=100-1123' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-1123/${whole.length}`);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(ranged.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(whole.subarray(100, 1124));
    const played = path.join(work, 'played.mp4');
    await writeFile(played, whole);
    const probe = JSON.parse(
      (
        await exec('ffprobe', [
          '-v',
          'error',
          '-print_format',
          'json',
          '-show_streams',
          '-show_format',
          played,
        ])
      ).stdout,
    );
    expect(probe.streams.map((stream: { codec_name: string }) => stream.codec_name)).toEqual(['h264']);
    expect(Number(probe.format.duration)).toBeCloseTo(3, 0);

    // The bucket holds each demo's four files and nothing else of the company (no upload left).
    const keys = (await storedKeys(cluster.media)).filter((key) => key.split('/')[1] === rep.companyId);
    const expected = demos.flatMap((each) =>
      [each.location, each.thumbnail, each.card_thumbnail, each.preview].map((address) =>
        new URL(address).pathname.slice(1),
      ),
    );
    expect(keys).toEqual(expected.sort());
  }, 90_000);

  it('events sent half to each replica, a fifth of them again to the other, are stored and rolled up once', async () => {
    const first = await widgetOf(cluster.database.db, { kind: 'solo' });
    const widgets = [
      first,
      ...(await Promise.all(
        (['hero', 'sneakpeek', 'cyoa'] as const).map((kind) =>
          widgetOf(cluster.database.db, { kind, companyId: first.companyId }),
        ),
      )),
    ];
    // 40 batches of 50 from 40 visitors, each from its own address, half to each replica.
    const batches = Array.from({ length: 40 }, (_, i) => eventsFor(widgets[i % widgets.length]!, 50));
    const sent = batches.flat().length;
    const replies = await Promise.all(
      batches.flatMap((batch, i) => {
        const [to, other] = i % 2 ? [b, a] : [a, b];
        const address = clientAddress();
        // Every fifth batch also goes to the other replica at the same moment (a retry that raced).
        return i % 5 === 0
          ? [sendEvents(to, batch, address), sendEvents(other, batch, address)]
          : [sendEvents(to, batch, address)];
      }),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const accepted = replies.reduce((sum, reply) => sum + reply.accepted, 0);
    const duplicates = replies.reduce((sum, reply) => sum + reply.duplicates, 0);
    expect({ accepted, duplicates }).toEqual({ accepted: sent, duplicates: 8 * 50 });

    expect(await storedEvents(cluster.database.db, first.companyId)).toEqual({ rows: sent, ids: sent });
    const rollups = await rolledUp(cluster.database.db, first.companyId);
    expect(rollups.waiting).toBe(0);
    expect(rollups.widgetDaily).toBe(rollups.raw);
    expect(rollups.companyDaily).toBe(rollups.raw);
    expect(await storedByType(first.companyId)).toEqual(byType(batches.flat()));
  });

  it('kill -9 of one replica during an upload, a transcode and an event burst: the other serves, the job finishes once, no accepted event is lost', async () => {
    const rep = await signedIn(a);
    const first = await widgetOf(cluster.database.db, { kind: 'solo' });
    const widgets = [
      first,
      await widgetOf(cluster.database.db, { kind: 'hero', companyId: first.companyId }),
    ];
    // The burst: 60 batches of 50, alternating replicas, 8 in flight.
    const batches = Array.from({ length: 60 }, (_, i) => ({
      events: eventsFor(widgets[i % 2]!, 50),
      to: i % 2 ? b : a,
      address: clientAddress(),
    }));

    // The transcode: whichever replica claims it is the one killed.
    const demo = await uploadVideo(a, rep, longVideo, 'long.avi', 'killed halfway');
    const videoMd5 = md5(longVideo);
    let conversion = conversionsOf(cluster.ffmpegRuns(), videoMd5)[0];
    for (const deadline = Date.now() + 30_000; !conversion && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      conversion = conversionsOf(cluster.ffmpegRuns(), videoMd5)[0];
    }
    expect(conversion, 'the conversion did not start within 30 s').toBeDefined();
    const [victim, survivor] = conversion!.serverPid === a.pid ? [a, b] : [b, a];

    // The upload: half of the long video sent to the victim, the rest held back.
    const upload = slowUpload(victim, rep, longVideo, longVideo.length >> 1);
    await upload.started;

    // The kill comes once the victim has accepted two batches of the burst.
    const acceptedIds: string[] = [];
    const failed: typeof batches = [];
    let acceptedByVictim = 0;
    let next = 0;
    let killing: Promise<boolean> | undefined;
    const killVictim = async () => {
      const running = alive(conversion!.pid);
      await cluster.kill(victim);
      return running;
    };
    const sender = async () => {
      while (next < batches.length) {
        if (acceptedByVictim >= 2) {
          killing ??= killVictim();
          await killing;
        }
        const batch = batches[next++]!;
        try {
          const reply = await sendEvents(batch.to, batch.events, batch.address);
          if (reply.status === 200) {
            acceptedIds.push(...batch.events.map((event) => event.id));
            if (batch.to === victim && !killing) acceptedByVictim += 1;
          } else failed.push(batch);
        } catch {
          failed.push(batch);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, sender));
    expect(await killing, 'the transcode was over before the kill').toBe(true);
    expect(victim.child.signalCode).toBe('SIGKILL');
    await expect(upload.done).rejects.toThrow();

    // The survivor kept serving: every batch sent to it was accepted; the victim's failed ones go to it now.
    expect(failed.every((batch) => batch.to === victim)).toBe(true);
    expect(failed.length).toBeGreaterThan(0);
    for (const batch of failed) {
      const reply = await sendEvents(survivor, batch.events, batch.address);
      expect(reply.status).toBe(200);
    }
    expect(await demosStatus(survivor, rep)).toBe(200);

    // No event the victim accepted is lost; every event is stored once and rolled up once.
    const all = batches.flatMap((batch) => batch.events);
    const stored = await storedIds(cluster.database.db, first.companyId, acceptedIds);
    expect(acceptedIds.filter((id) => !stored.has(id))).toEqual([]);
    expect(await storedEvents(cluster.database.db, first.companyId)).toEqual({
      rows: all.length,
      ids: all.length,
    });
    const rollups = await rolledUp(cluster.database.db, first.companyId);
    expect({
      waiting: rollups.waiting,
      widgetDaily: rollups.widgetDaily,
      companyDaily: rollups.companyDaily,
    }).toEqual({
      waiting: 0,
      widgetDaily: rollups.raw,
      companyDaily: rollups.raw,
    });
    expect(await storedByType(first.companyId)).toEqual(byType(all));

    // The killed job: retried by the survivor after its heartbeat stopped, converted there once, ready.
    const ready = await settledRecording(survivor, rep, demo.id, 90_000);
    expect(ready).toMatchObject({ media_status: 'ready', media_error: '' });
    const conversions = conversionsOf(cluster.ffmpegRuns(), videoMd5);
    expect(conversions.map((run) => run.serverPid)).toEqual([victim.pid, survivor.pid]);
    // The bucket: the demo's four files, no orphan of the killed run, no half upload, and no
    // upload (a demo reads ready only once the job has removed its upload: media/process.ts).
    const keys = (await storedKeys(cluster.media)).filter((key) => key.split('/')[1] === rep.companyId);
    const demoKeys = [ready.location, ready.thumbnail, ready.card_thumbnail, ready.preview]
      .map((address) => new URL(address).pathname.slice(1))
      .sort();
    expect(keys, `stored ${keys.join(', ')}; the demo's ${demoKeys.join(', ')}`).toEqual(demoKeys);
    // The cut upload made no demo.
    const list = await web(survivor, 'GET', `/web/recording/${rep.companyId}`, { token: rep.token });
    expect((list.body.payload as { title: string }[]).map((each) => each.title)).toEqual(['killed halfway']);
  }, 150_000);
});
