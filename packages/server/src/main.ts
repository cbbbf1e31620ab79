/**
 * The server's entry point (`npm start` runs it through scripts/start.mjs): read the
 * configuration, open and migrate the database, seed it, serve the app host and the
 * audience host, and close everything cleanly on SIGINT or SIGTERM.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createRollupApplier } from './analytics/rollup.ts';
import { buildApp } from './app.ts';
import { buildAudienceApp } from './audience/app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { type SeedResult, seed } from './db/seed.ts';
import { buildMediaApp } from './media/app.ts';
import { killLiveGroups } from './media/children.ts';
import { buildSampleSite } from './sample-site/server.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './services/data-dir-lock.ts';

function printBanner(
  config: ReturnType<typeof loadConfig>,
  database: Database,
  seedResult: SeedResult | undefined,
  sampleSiteUp: boolean,
) {
  const lines = [
    '',
    `  Showroom is running: open ${config.appUrl}`,
    `  Audience host:       ${config.audienceUrl}`,
    ...(sampleSiteUp
      ? [`  Sample host page:    ${config.sampleSite.url}  (a third-party site embedding the sample widgets)`]
      : []),
    `  Database:            ${database.driver === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Media:               ${config.media.objectStore ? `bucket ${config.media.objectStore.bucket} (STORAGE_URL)` : config.media.dir}`,
  ];
  if (seedResult) {
    lines.push(`  Sign in as:          ${seedResult.email}`);
    lines.push(
      seedResult.password
        ? `  Password:            ${seedResult.password}`
        : '  Password:            (changed since the seed; SEED_REP_PASSWORD or a password reset sets it)',
    );
    if (seedResult.password && seedResult.credentialsFile) {
      lines.push(`                       (kept in ${seedResult.credentialsFile})`);
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

/** An error's words; a connection refused on every address of a name has none but its code. */
const reasonOf = (error: unknown) =>
  (error instanceof Error && (error.message || (error as NodeJS.ErrnoException).code)) || String(error);

/** A database address without its user and password: host, port and database name. */
function safeDatabaseAddress(url: string) {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

async function main() {
  // This file runs as TypeScript under tsx (`node --import tsx`). @fastify/autoload detects
  // tsx only when preloaded with --require, so tell it that .ts plugins can be imported.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Issue 15.4: the embedded database belongs to one process; a second server on the same folder
  // would lose one side's writes. Refuse before opening it. (PostgreSQL replicas may share DATA_DIR.)
  const locks: DataDirLock[] = [];
  if (!config.databaseUrl && config.pgliteDir !== 'memory://') {
    try {
      locks.push(lockDataDir(config.dataDir));
      if (path.relative(config.dataDir, config.pgliteDir).startsWith('..'))
        locks.push(lockDataDir(config.pgliteDir));
    } catch (error) {
      for (const lock of locks) lock.release();
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      // Issue 28 §4: a folder that cannot be made or written is one line naming the variable.
      console.error(`Could not start: DATA_DIR (${config.dataDir}): ${reasonOf(error)}`);
      process.exit(1);
    }
  }
  // Whatever way the process ends, a lock it holds goes with it (a kill -9 leaves a stale one,
  // which the next start detects).
  process.on('exit', () => {
    // Issue 26.2: an ffmpeg still running (a shutdown that timed out) does not outlive the server.
    killLiveGroups();
    for (const lock of locks) lock.release();
  });

  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      timeouts: config.databaseTimeouts,
      onPoolError: (error) => console.error('idle database connection failed:', error.message),
    });
  } catch (error) {
    // Issue 28 §4: a database out of reach (a refused port, an unknown host, a wrong password) is
    // one line naming the variable, without the password and without a stack trace.
    const where = config.databaseUrl
      ? `DATABASE_URL (${safeDatabaseAddress(config.databaseUrl)})`
      : `PGLITE_DIR (${config.pgliteDir})`;
    console.error(`Could not start: ${where}: ${reasonOf(error)}`);
    process.exit(1);
  }
  const seedResult = await database.prepare((db) =>
    config.seed
      ? seed(db, {
          dataDir: config.dataDir,
          repPassword: config.seedRepPassword,
          secretKey: config.secretKey,
          // Issue 10: the sample demos are made and processed with the server's media settings.
          media: config.media,
        })
      : Promise.resolve(undefined),
  );

  // One rollup applier for both hosts: the charts wait for the passes the ingest started.
  const rollups = createRollupApplier(database.db);
  const app = buildApp({ config, database, rollups });
  const audience = buildAudienceApp({ config, database, rollups });
  const media = buildMediaApp({ config });
  // Issue 12: with the sample data, a third-party page on its own port that embeds the sample widgets.
  const sampleSite = config.seed ? buildSampleSite({ config, database }) : undefined;
  const servers: FastifyInstance[] = [app, audience, media, ...(sampleSite ? [sampleSite] : [])];

  let stoppingSince: number | undefined;
  const stop = async (reason: string, exitCode: number) => {
    if (stoppingSince !== undefined) {
      // Ctrl-C under `npm start` reaches us twice at once (from the terminal and forwarded by
      // scripts/start.mjs): only a repeat after a moment means "stop waiting".
      if (Date.now() - stoppingSince > 1000) process.exit(1);
      return;
    }
    stoppingSince = Date.now();
    app.log.info({ reason }, 'shutting down');
    // A close that waits on something stuck (an upload still coming) must not keep the process
    // alive forever: SHUTDOWN_GRACE_SECONDS, then out; the next start sweeps what was cut.
    const timer = setTimeout(() => {
      console.error(
        `Shutdown took longer than ${config.shutdownGraceSeconds} s (SHUTDOWN_GRACE_SECONDS); exiting.`,
      );
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000);
    timer.unref();
    try {
      // Servers first (they stop taking requests and finish the ones in flight), then the
      // database they use; PGlite flushes to disk on close, so the next start keeps the data.
      await Promise.all(servers.map((server) => server.close()));
      await database.close();
    } catch (error) {
      console.error('Shutdown failed:', error);
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  // Set by scripts/start.mjs: if it is killed outright, its server must not live on as an orphan.
  if (process.env.SHOWROOM_STOP_WITH_PARENT === '1') {
    const parentAtStart = process.ppid;
    const parentWatch = setInterval(() => {
      if (process.ppid === parentAtStart) return;
      clearInterval(parentWatch);
      void stop('parent process exited', 0);
    }, 200);
    parentWatch.unref();
  }

  try {
    await app.listen({ host: config.host, port: config.port });
    await audience.listen({ host: config.host, port: config.audiencePort });
    await media.listen({ host: config.host, port: config.media.port });
  } catch (error) {
    console.error(`Could not start: ${(error as Error).message}`);
    await stop('listen failed', 1);
    return;
  }
  // The sample page is a convenience: a port already taken (another server's sample page) does not stop the product.
  let sampleSiteUp = false;
  try {
    await sampleSite?.listen({ host: config.host, port: config.sampleSite.port });
    sampleSiteUp = sampleSite !== undefined;
  } catch (error) {
    console.error(`The sample host page did not start (SAMPLE_SITE_PORT): ${(error as Error).message}`);
  }
  printBanner(config, database, seedResult, sampleSiteUp);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
