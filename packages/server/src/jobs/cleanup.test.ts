import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyCoordinates, type PreviewDump } from '@showroom/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeDatabases } from '../../test/support/databases.ts';
import { createAccount, testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import {
  emailConfirmations,
  loginThrottles,
  oauthStates,
  passwordResets,
  previews,
  rateCounters,
  sessions,
} from '../db/schema.ts';
import { lockDataDir } from '../services/data-dir-lock.ts';
import { bossJobs, bossSchedules } from './boss-store.ts';
import { cleanupKind, registerCleanup } from './cleanup.ts';
import { createJobQueue, type JobQueue, recurringKey } from './queue.ts';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);
const secret = () => randomBytes(16).toString('hex');

/**
 * A data folder as a server killed mid-way leaves it (issue 26 item 14): `.part` files where
 * uploads stream (media/<area>/<company>/<key>.<random>.part) and the loaders are written, and
 * transcode work folders in media/.work. `at` sets a file's (and a folder's) modification time.
 */
function dataFolder() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showroom-leftovers-'));
  const mediaDir = path.join(dataDir, 'media');
  const companyDir = path.join(mediaDir, 'videos', randomUUID());
  const loadersDir = path.join(dataDir, 'loaders');
  for (const dir of [companyDir, loadersDir, path.join(mediaDir, '.work')])
    mkdirSync(dir, { recursive: true });
  const key = () => randomBytes(16).toString('base64url');
  const at = (file: string, time: number) => utimesSync(file, time / 1000, time / 1000);
  const file = (name: string, time: number, dir = companyDir) => {
    const made = path.join(dir, name);
    writeFileSync(made, randomBytes(4096));
    at(made, time);
    return made;
  };
  return {
    dataDir,
    mediaDir,
    places: { mediaDir, loadersDir },
    /** An upload's temporary file as storage.ts names it. */
    part: (time: number) => file(`${key()}.mp4.${randomBytes(6).toString('hex')}.part`, time),
    finished: (time: number) => file(`${key()}.mp4`, time),
    loaderPart: (time: number) => file(`hero-${key()}.js.4242.part`, time, loadersDir),
    /** A transcode's folder with its outputs; `outputTime` is when ffmpeg last wrote one. */
    work: (time: number, outputTime = time) => {
      const dir = path.join(mediaDir, '.work', randomBytes(12).toString('hex'));
      mkdirSync(dir);
      file('video.mp4', outputTime, dir);
      at(dir, time);
      return dir;
    },
  };
}

describeDatabases('the cleanup job', (ctx) => {
  const queues: JobQueue[] = [];
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
  });
  const cleanupQueue = () => {
    const q = createJobQueue(ctx.db);
    queues.push(q);
    registerCleanup(q, ctx.db, {
      loginWindowSeconds: 900,
      keepDoneDays: 7,
      keepFailedDays: 30,
      everyMs: HOUR,
    });
    return q;
  };

  /** The run pg-boss's schedule sends when it is due: the kind, with its singleton key. */
  const scheduledRun = (q: JobQueue) =>
    q.enqueue(cleanupKind, {}, { singletonKey: recurringKey(cleanupKind) });

  it('is one pg-boss schedule, every interval, however many processes start; its run is worked once', async () => {
    const first = cleanupQueue();
    const second = cleanupQueue();
    await Promise.all([first.scheduleRecurring(), second.scheduleRecurring(), first.scheduleRecurring()]);
    const schedules = await ctx.db.select().from(bossSchedules).where(eq(bossSchedules.name, cleanupKind));
    expect(schedules).toEqual([{ name: cleanupKind, key: '', cron: 'FREQ=MINUTELY;INTERVAL=60' }]);
    // Nothing is due before the schedule sends its run.
    expect(await first.runDue()).toBe(0);

    // A run still waiting is not queued twice (two processes' schedules sending at once).
    const run = await scheduledRun(first);
    expect(await scheduledRun(second)).toBe(run);
    expect(await first.runDue()).toBe(1);
    expect(await first.state(run)).toMatchObject({ state: 'done', attempts: 1 });
    // The next interval's run is a new job.
    const next = await scheduledRun(second);
    expect(next).not.toBe(run);
    expect(await second.runDue()).toBe(1);
  });

  it('deletes expired and used rows, finished jobs after a week and failed ones after a month, and keeps everything live', async () => {
    const { repId, companyId } = await createAccount(ctx.db);

    const sessionRows = await ctx.db
      .insert(sessions)
      .values([
        { repId, tokenHash: secret(), expiresAt: ago(HOUR) },
        { repId, tokenHash: secret(), expiresAt: ahead(HOUR), revokedAt: ago(1000) },
        { repId, tokenHash: secret(), expiresAt: ahead(HOUR) },
      ])
      .returning({ id: sessions.id });

    const key = () => `cleanup-${randomUUID()}`;
    const throttleKeys = { staleWindow: key(), endedLock: key(), liveWindow: key(), liveLock: key() };
    await ctx.db.insert(loginThrottles).values([
      { accountKey: throttleKeys.staleWindow, failures: 2, windowStartedAt: ago(2 * HOUR) },
      {
        accountKey: throttleKeys.endedLock,
        failures: 5,
        windowStartedAt: ago(HOUR),
        lockedUntil: ago(60_000),
      },
      { accountKey: throttleKeys.liveWindow, failures: 2, windowStartedAt: ago(60_000) },
      {
        accountKey: throttleKeys.liveLock,
        failures: 5,
        windowStartedAt: ago(2 * HOUR),
        lockedUntil: ahead(HOUR),
      },
    ]);

    const counterKeys = { ended: key(), live: key() };
    await ctx.db.insert(rateCounters).values([
      { key: counterKeys.ended, hits: 3, windowEndsAt: ago(1000) },
      { key: counterKeys.live, hits: 3, windowEndsAt: ahead(HOUR) },
    ]);

    const resetRows = await ctx.db
      .insert(passwordResets)
      .values([
        { repId, secretHash: secret(), code: 'AAAAA', expiresAt: ago(1000) },
        { repId, secretHash: secret(), code: 'BBBBB', expiresAt: ahead(HOUR), usedAt: ago(1000) },
        { repId, secretHash: secret(), code: 'CCCCC', expiresAt: ahead(HOUR) },
      ])
      .returning({ id: passwordResets.id });

    const states = { expired: secret(), used: secret(), live: secret() };
    await ctx.db.insert(oauthStates).values([
      { stateHash: states.expired, expiresAt: ago(1000) },
      { stateHash: states.used, expiresAt: ahead(HOUR), usedAt: ago(1000) },
      { stateHash: states.live, expiresAt: ahead(HOUR) },
    ]);

    const confirmationRows = await ctx.db
      .insert(emailConfirmations)
      .values([
        { repId, secretHash: secret(), expiresAt: ago(1000) },
        { repId, secretHash: secret(), expiresAt: ahead(HOUR), usedAt: ago(1000) },
        { repId, secretHash: secret(), expiresAt: ahead(HOUR) },
      ])
      .returning({ id: emailConfirmations.id });

    const dump: PreviewDump = {
      id: randomUUID(),
      title: 'Demo',
      description: '',
      coordinates: emptyCoordinates(),
    };
    const previewIds = { expired: secret(), live: secret() };
    await ctx.db.insert(previews).values([
      { id: previewIds.expired, companyId, salesRepId: repId, dump, expiresAt: ago(1000) },
      { id: previewIds.live, companyId, salesRepId: repId, dump, expiresAt: ahead(HOUR) },
    ]);

    // Finished jobs of every age: made through the queue, then dated as pg-boss would have.
    const q = cleanupQueue();
    const oldKind = `old-work.${randomUUID()}`;
    const jobRows = [
      { state: 'completed', days: 8 },
      { state: 'completed', days: 6 },
      { state: 'created', days: 60 },
      { state: 'failed', days: 29 },
      { state: 'failed', days: 31 },
    ] as const;
    const jobIds: string[] = [];
    for (const { state, days } of jobRows) {
      const jobId = await q.enqueue(oldKind, {}, state === 'created' ? { runAt: ahead(HOUR) } : {});
      const finished = state === 'created' ? null : ago(days * 24 * HOUR);
      await ctx.db
        .update(bossJobs)
        .set({
          state: sql`${state}::pgboss.job_state`,
          createdOn: ago(days * 24 * HOUR),
          completedOn: finished,
          ...(state === 'failed' ? { output: { message: 'Not a video' } } : {}),
        } as never)
        .where(eq(bossJobs.id, jobId));
      jobIds.push(jobId);
    }

    const id = await q.enqueue(cleanupKind, {});
    expect(await q.runDue()).toBe(1);
    expect(await q.state(id)).toMatchObject({ state: 'done' });

    const left = async <T>(rows: Promise<T[]>) => (await rows).length;
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const remaining = {
      sessions: ids(
        await ctx.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(inArray(sessions.id, ids(sessionRows))),
      ),
      throttles: (
        await ctx.db
          .select({ key: loginThrottles.accountKey })
          .from(loginThrottles)
          .where(inArray(loginThrottles.accountKey, Object.values(throttleKeys)))
      ).map((row) => row.key),
      counters: (
        await ctx.db
          .select({ key: rateCounters.key })
          .from(rateCounters)
          .where(inArray(rateCounters.key, Object.values(counterKeys)))
      ).map((row) => row.key),
      resets: ids(
        await ctx.db
          .select({ id: passwordResets.id })
          .from(passwordResets)
          .where(inArray(passwordResets.id, ids(resetRows))),
      ),
      states: (
        await ctx.db
          .select({ state: oauthStates.stateHash })
          .from(oauthStates)
          .where(inArray(oauthStates.stateHash, Object.values(states)))
      ).map((row) => row.state),
      confirmations: ids(
        await ctx.db
          .select({ id: emailConfirmations.id })
          .from(emailConfirmations)
          .where(inArray(emailConfirmations.id, ids(confirmationRows))),
      ),
      previews: ids(
        await ctx.db
          .select({ id: previews.id })
          .from(previews)
          .where(inArray(previews.id, Object.values(previewIds))),
      ),
      jobs: ids(
        await ctx.db.select({ id: bossJobs.id }).from(bossJobs).where(inArray(bossJobs.id, jobIds)),
      ).sort(),
    };
    expect(remaining).toEqual({
      sessions: [sessionRows[2]!.id],
      throttles: expect.arrayContaining([throttleKeys.liveWindow, throttleKeys.liveLock]),
      counters: [counterKeys.live],
      resets: [resetRows[2]!.id],
      states: [states.live],
      confirmations: [confirmationRows[2]!.id],
      previews: [previewIds.live],
      jobs: jobIds.slice(1, 4).sort(),
    });
    expect(remaining.throttles).toHaveLength(2);
    // The cleanup job itself is finished, not deleted: it is younger than a week.
    expect(await left(ctx.db.select().from(bossJobs).where(eq(bossJobs.id, id)))).toBe(1);
  });

  it('removes the .part files and transcode folders idle past LEFTOVERS_IDLE_MINUTES, and keeps an upload being written', async () => {
    const folder = dataFolder();
    const stale = [
      folder.part(Date.now() - 2 * HOUR),
      folder.loaderPart(Date.now() - 2 * HOUR),
      folder.work(Date.now() - 2 * HOUR),
    ];
    const kept = [
      // A finished upload is no leftover, however old.
      folder.finished(Date.now() - 2 * HOUR),
      // Idle, but less than the limit: its writer may only be slow.
      folder.part(Date.now() - HOUR / 2),
      // A transcode made its folder long ago and ffmpeg is still writing its output.
      folder.work(Date.now() - 2 * HOUR, Date.now()),
    ];
    // An upload in progress: its stream is open and writing while the cleanup runs.
    const writing = folder.part(Date.now());
    const upload = createWriteStream(writing, { flags: 'a' });
    await new Promise<void>((resolve) => upload.write(randomBytes(65_536), () => resolve()));

    const q = createJobQueue(ctx.db);
    queues.push(q);
    registerCleanup(q, ctx.db, {
      loginWindowSeconds: 900,
      keepDoneDays: 7,
      keepFailedDays: 30,
      everyMs: HOUR,
      leftovers: { places: folder.places, idleMs: HOUR },
    });
    await q.scheduleRecurring();
    await scheduledRun(q);
    expect(await q.runDue()).toBe(1);

    expect(stale.filter(existsSync)).toEqual([]);
    expect(kept.filter(existsSync)).toEqual(kept);
    expect(existsSync(writing)).toBe(true);
    // The upload goes on into the same file.
    await new Promise<void>((resolve) => upload.end(randomBytes(65_536), () => resolve()));
    expect(existsSync(writing)).toBe(true);
  });

  describe('at start', () => {
    const apps: FastifyInstance[] = [];
    afterEach(async () => {
      await Promise.all(apps.splice(0).map((app) => app.close()));
    });
    const start = async (folder: ReturnType<typeof dataFolder>) => {
      const config = testConfig({ dataDir: folder.dataDir });
      const app = buildApp({
        config: { ...config, media: { ...config.media, dir: folder.mediaDir } },
        database: ctx.database,
        logger: false,
      });
      apps.push(app);
      await app.ready();
      return app;
    };
    // What the server that was killed left: older than this process, but not by an hour.
    const processStart = () => Date.now() - process.uptime() * 1000;
    const gone = (files: string[]) =>
      vi.waitFor(() => expect(files.filter(existsSync)).toEqual([]), { timeout: 20_000, interval: 20 });

    it('a server holding the data folder alone removes every leftover older than itself', async () => {
      const folder = dataFolder();
      const leftovers = [
        folder.part(processStart() - 1000),
        folder.loaderPart(processStart() - 1000),
        folder.work(processStart() - 1000),
      ];
      // Written after this process started: someone here is writing it.
      const fresh = folder.part(Date.now());
      const finished = folder.finished(processStart() - 1000);
      // main.ts takes the lock before the app starts (PGlite).
      const lock = lockDataDir(folder.dataDir);
      try {
        await start(folder);
        await gone(leftovers);
      } finally {
        lock.release();
      }
      expect(existsSync(fresh)).toBe(true);
      expect(existsSync(finished)).toBe(true);
    });

    it('a server that may share the folder (PostgreSQL replicas) removes only what was idle past the limit', async () => {
      const folder = dataFolder();
      const idle = [folder.part(Date.now() - 2 * HOUR), folder.work(Date.now() - 2 * HOUR)];
      // Another replica's upload, idle a few minutes only: kept.
      const recent = [folder.part(processStart() - 1000), folder.work(processStart() - 1000)];
      await start(folder);
      // The work folders are swept last, so once the idle one is gone the sweep is over.
      await gone(idle);
      expect(recent.filter(existsSync)).toEqual(recent);
    });
  });
});
