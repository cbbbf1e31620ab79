import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyCoordinates, type PreviewDump } from '@showroom/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeDatabases } from '../../test/support/databases.ts';
import { createAccount, testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import {
  emailConfirmations,
  jobs,
  loginThrottles,
  oauthStates,
  passwordResets,
  previews,
  rateCounters,
  sessions,
} from '../db/schema.ts';
import { lockDataDir } from '../services/data-dir-lock.ts';
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

  it('is scheduled once however many processes start, and runs again an interval after each run', async () => {
    const first = cleanupQueue();
    const second = cleanupQueue();
    await Promise.all([first.scheduleRecurring(), second.scheduleRecurring(), first.scheduleRecurring()]);
    const scheduled = await ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, recurringKey(cleanupKind)));
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 0.9 * HOUR);
    // Not due yet.
    expect(await first.runDue()).toBe(0);

    await ctx.db
      .update(jobs)
      .set({ runAt: ago(1000) })
      .where(eq(jobs.id, scheduled[0]!.id));
    expect(await first.runDue()).toBe(1);
    expect(await first.state(scheduled[0]!.id)).toMatchObject({ state: 'done', attempts: 1 });
    const [next] = await ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, recurringKey(cleanupKind)));
    expect(next).toMatchObject({ kind: cleanupKind, state: 'queued', attempts: 0 });
    expect(next!.id).not.toBe(scheduled[0]!.id);
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now() + 0.9 * HOUR);
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

    const jobRows = await ctx.db
      .insert(jobs)
      .values([
        { kind: 'old-work', state: 'done', updatedAt: ago(8 * 24 * HOUR) },
        { kind: 'old-work', state: 'done', updatedAt: ago(6 * 24 * HOUR) },
        { kind: 'old-work', state: 'queued', updatedAt: ago(60 * 24 * HOUR), runAt: ahead(HOUR) },
        { kind: 'old-work', state: 'failed', lastError: 'Not a video', updatedAt: ago(29 * 24 * HOUR) },
        { kind: 'old-work', state: 'failed', lastError: 'Not a video', updatedAt: ago(31 * 24 * HOUR) },
      ])
      .returning({ id: jobs.id });

    const q = cleanupQueue();
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
        await ctx.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(inArray(jobs.id, ids(jobRows))),
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
      jobs: ids(jobRows.slice(1, 4)).sort(),
    });
    expect(remaining.throttles).toHaveLength(2);
    // The cleanup job itself is finished, not deleted: it is younger than a week.
    expect(await left(ctx.db.select().from(jobs).where(eq(jobs.id, id)))).toBe(1);
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
    await ctx.db
      .update(jobs)
      .set({ runAt: ago(1000) })
      .where(eq(jobs.singletonKey, recurringKey(cleanupKind)));
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
