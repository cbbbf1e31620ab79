/**
 * `npm run company:plan -- <companyId> [<file.json>|--default]`: an operator shows or sets a
 * company's plan flags (spec 2 §6: gating and marketplace visibility). There is no /web call for
 * this on purpose: a rep must not be able to upgrade their own plan. Reads the same configuration
 * as the server (DATABASE_URL, DATA_DIR...); with PGlite the server must be stopped first, since
 * its database belongs to one process. docs/operations.md and docs/embeds.md.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { parseCompanyPlanArgs, runCompanyPlan } from '../packages/server/src/services/company-plan.ts';
import {
  type DataDirLock,
  DataDirLockedError,
  lockDataDir,
} from '../packages/server/src/services/data-dir-lock.ts';

async function main(): Promise<number> {
  const command = parseCompanyPlanArgs(process.argv.slice(2));
  if ('problem' in command) {
    console.error(command.problem);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  // As main.ts: PGlite's folder belongs to one process, so a running server keeps us out.
  const locks: DataDirLock[] = [];
  try {
    if (!config.databaseUrl && config.pgliteDir !== 'memory://') {
      locks.push(lockDataDir(config.dataDir));
      if (path.relative(config.dataDir, config.pgliteDir).startsWith('..'))
        locks.push(lockDataDir(config.pgliteDir));
    }
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
    try {
      // Migrations only (never the seed), so the column exists even before the first start.
      await database.prepare();
      // A relative path is the operator's, from where npm was run (INIT_CWD), not the repository's.
      const from = process.env.INIT_CWD ?? process.cwd();
      const outcome = await runCompanyPlan(database.db, command, (file) =>
        readFile(path.resolve(from, file), 'utf8'),
      );
      (outcome.ok ? console.log : console.error)(outcome.message);
      return outcome.ok ? 0 : 1;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    for (const lock of locks) lock.release();
  }
}

process.exitCode = await main();
