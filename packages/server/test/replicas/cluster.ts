import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadConfig, repoRoot } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { createPostgresDatabase } from '../support/databases.ts';
import { type S3TestServer, startS3Server } from '../support/s3-server.ts';

/**
 * Issue 28 §2: N real server processes (`node packages/server/src/main.ts`, as an operator runs
 * a replica) on one PostgreSQL database, one Redis and one S3-protocol bucket, for the replicas
 * suite (replicas.test.ts) and its bench (bench/replicas.bench.ts). Nothing here is skipped: a
 * PostgreSQL or a Redis that does not answer fails with how to provide one.
 */

const mainTs = path.join(repoRoot, 'packages/server/src/main.ts');

/**
 * The PostgreSQL server the suite makes its database on: DATABASE_URL's (npm test sets it to a
 * fresh database when 127.0.0.1:5432 answers; scripts/test.mjs), else the machine's own.
 */
const postgresServerUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Redis as the machine runs it (docs/development.md), database 5: the replicas' counters stay
 * apart from what other tests count in database 0. TEST_REDIS_URL points elsewhere.
 */
const redisUrlOf = () => {
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  if (url.pathname === '' || url.pathname === '/') url.pathname = '/5';
  return url.toString();
};

const safeAddress = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
};

/** A fresh, empty database on the PostgreSQL server, or an error that says how to provide one. */
async function freshPostgresDatabase() {
  const serverUrl = postgresServerUrl();
  const probe = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
  } catch (error) {
    throw new Error(
      `The replicas suite needs PostgreSQL: ${safeAddress(serverUrl)} did not answer (${(error as Error).message || (error as NodeJS.ErrnoException).code}). ` +
        'Start PostgreSQL 15+ on 127.0.0.1:5432 with a role "postgres" trusted from loopback ' +
        '(Debian: apt-get install postgresql), or set DATABASE_URL to a server where its role may create databases.',
    );
  } finally {
    await probe.end().catch(() => {});
  }
  return createPostgresDatabase(serverUrl);
}

/** The Redis the replicas share, answering PING, or an error that says how to provide one. */
async function reachableRedis() {
  const url = redisUrlOf();
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `The replicas suite needs Redis: ${safeAddress(url)} did not answer (${(error as Error).message}). ` +
        'Start Redis on 127.0.0.1:6379 (Debian: apt-get install redis-server), or set TEST_REDIS_URL.',
    );
  } finally {
    redis.disconnect();
  }
  return url;
}

/** A port nothing listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One ffmpeg run as the recorder saw it (`FFMPEG_PATH` points at the recorder). */
export interface FfmpegRun {
  /** The server process that started it. */
  serverPid: number;
  /** ffmpeg's own process (the recorder execs it). */
  pid: number;
  /** MD5 of the file after its last `-i` ('-' when none: `-version`). */
  inputMd5: string;
  /** The output file's name (the last argument). */
  output: string;
}

/**
 * What counts "the job ran once" without reading the queue's tables: a shell script in front of
 * ffmpeg that writes one line per run (the server that started it, its pid, the MD5 of its input,
 * its output), then becomes ffmpeg itself (exec). A recording's conversion is the run whose input
 * is the uploaded bytes; its thumbnail and GIF read the converted video.
 */
function ffmpegRecorder(dir: string) {
  const log = path.join(dir, 'ffmpeg-runs.log');
  const real =
    process.env.FFMPEG_PATH ?? execFileSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).trim();
  const script = path.join(dir, 'ffmpeg');
  writeFileSync(
    script,
    `#!/bin/sh
input=-
previous=
for argument in "$@"; do
  if [ "$previous" = "-i" ]; then input="$argument"; fi
  previous="$argument"
done
sum=-
if [ -f "$input" ]; then sum=$(md5sum < "$input" | cut -c1-32); fi
for last in "$@"; do :; done
printf '%s %s %s %s\\n' "$PPID" "$$" "$sum" "$(basename -- "\${last:--}")" >> '${log}'
exec '${real}' "$@"
`,
  );
  chmodSync(script, 0o755);
  writeFileSync(log, '');
  return {
    path: script,
    runs(): FfmpegRun[] {
      return readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [serverPid, pid, inputMd5, output] = line.split(' ');
          return { serverPid: Number(serverPid), pid: Number(pid), inputMd5: inputMd5!, output: output! };
        });
    },
  };
}

export interface Replica {
  name: string;
  /** The app host (console API), the audience host (events) and the media origin. */
  appUrl: string;
  audienceUrl: string;
  mediaUrl: string;
  child: ChildProcess;
  pid: number;
  /** Everything it printed (JSON log lines and the banner). */
  output: () => string;
  exited: Promise<number | null>;
}

export interface Cluster {
  replicas: Replica[];
  /** The database the replicas share, opened by this process too (to look, never to serve). */
  database: Database;
  databaseUrl: string;
  redisUrl: string;
  s3: S3TestServer;
  /** The configuration's media settings for the replicas' bucket (to list what it holds). */
  media: ReturnType<typeof loadConfig>['media'];
  ffmpegRuns: () => FfmpegRun[];
  /** Milliseconds from the spawn of the replicas to the last one listening. */
  startMs: number;
  /** kill -9 of one replica; resolves when it is gone. */
  kill(replica: Replica): Promise<void>;
  stop(): Promise<void>;
}

/** Resolves once `replica` prints its banner; fails with its output if it exits first or takes too long. */
async function listening(replica: Replica, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!replica.output().includes('Showroom is running')) {
    if (replica.child.exitCode !== null || replica.child.signalCode !== null)
      throw new Error(`${replica.name} stopped before listening:\n${replica.output()}`);
    if (Date.now() > deadline)
      throw new Error(`${replica.name} did not listen within ${timeoutMs} ms:\n${replica.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts `count` replicas at the same moment on a fresh, empty database (they race to migrate it),
 * one Redis database and one s3rver bucket, with the same SECRET_KEY and each its own ports and
 * DATA_DIR. `env` is added to every replica's environment.
 */
export async function startCluster({
  count = 2,
  env = {},
}: {
  count?: number;
  env?: Record<string, string>;
} = {}): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'showroom-replicas-'));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const [postgres, redis, store] = await Promise.allSettled([
      freshPostgresDatabase(),
      reachableRedis(),
      startS3Server('showroom-replicas'),
    ]);
    // What did start is stopped again (the database dropped) when something else did not.
    if (postgres.status === 'fulfilled') cleanups.push(() => postgres.value.drop());
    if (store.status === 'fulfilled') cleanups.push(() => store.value.close());
    for (const result of [postgres, redis, store]) if (result.status === 'rejected') throw result.reason;
    const created = (postgres as PromiseFulfilledResult<Awaited<ReturnType<typeof freshPostgresDatabase>>>)
      .value;
    const redisUrl = (redis as PromiseFulfilledResult<string>).value;
    const s3 = (store as PromiseFulfilledResult<S3TestServer>).value;
    const recorder = ffmpegRecorder(dir);
    const storeEnv = s3.env('replicas/');
    const shared: Record<string, string> = {
      DATABASE_URL: created.url,
      REDIS_URL: redisUrl,
      SECRET_KEY: randomBytes(32).toString('base64'),
      ...storeEnv,
      FFMPEG_PATH: recorder.path,
      SEED: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      CONSOLE_DIST: path.join(dir, 'no-console'),
      ...env,
    };
    const replicas: Replica[] = [];
    for (let i = 0; i < count; i++) {
      const [port, audience, media] = [await freePort(), await freePort(), await freePort()];
      const dataDir = path.join(dir, `replica-${i + 1}`);
      const appUrl = `http://localhost:${port}`;
      const audienceUrl = `http://127.0.0.1:${audience}`;
      const mediaUrl = `http://127.0.0.1:${media}`;
      const childEnv: NodeJS.ProcessEnv = {
        ...process.env,
        ...shared,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        AUDIENCE_PORT: String(audience),
        MEDIA_PORT: String(media),
        APP_URL: appUrl,
        AUDIENCE_URL: audienceUrl,
        MEDIA_URL: mediaUrl,
      };
      // Node's compile cache, kept between runs: a start compiles about a third less.
      childEnv.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), 'showroom-node-compile-cache');
      delete childEnv.PGLITE_DIR;
      delete childEnv.NODE_OPTIONS;
      replicas.push({
        name: `replica ${i + 1}`,
        appUrl: `http://127.0.0.1:${port}`,
        audienceUrl,
        mediaUrl,
        ...launch(childEnv),
      });
    }
    const started = performance.now();
    cleanups.push(async () => {
      for (const replica of replicas) {
        if (replica.child.exitCode === null && replica.child.signalCode === null)
          replica.child.kill('SIGKILL');
      }
      await Promise.all(replicas.map((replica) => replica.exited));
      // An ffmpeg a killed replica left running (its own process group) goes too.
      for (const run of recorder.runs()) {
        try {
          if (readFileSync(`/proc/${run.pid}/cmdline`, 'utf8').includes('ffmpeg'))
            process.kill(run.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    });
    await Promise.all(replicas.map((replica) => listening(replica, 120_000)));
    const startMs = performance.now() - started;
    const database = await openDatabase({ databaseUrl: created.url });
    cleanups.push(() => database.close());
    return {
      replicas,
      database,
      databaseUrl: created.url,
      redisUrl,
      s3,
      media: loadConfig({ ...storeEnv }).media,
      ffmpegRuns: recorder.runs,
      startMs,
      async kill(replica) {
        replica.child.kill('SIGKILL');
        await replica.exited;
      },
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

function launch(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [mainTs], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, pid: child.pid!, output: () => output, exited };
}

/** The migrations this build ships (drizzle's journal), which an empty database gets once. */
export const shippedMigrations = () =>
  (
    JSON.parse(readFileSync(path.join(repoRoot, 'packages/server/drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

/** Whether `pid` is a live process (not a zombie). */
export const alive = (pid: number) =>
  existsSync(`/proc/${pid}`) && !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));

/**
 * CPU seconds a live process has used, its reaped children (ffmpeg) included, from /proc (Linux;
 * clock ticks of 100 Hz): what a replica cost, whatever the load of the machine did to the wall clock.
 */
export function cpuSeconds(pid: number): number {
  // stat: "pid (comm) state ppid ..."; fields 14-17 are utime, stime, cutime, cstime.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
}
