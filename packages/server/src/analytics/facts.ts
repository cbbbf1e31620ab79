import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/** What an event means to the analytics: `analytics_facts` and the functions it uses. */
export const analyticsFunctionsFile = new URL('./facts.sql', import.meta.url);

/** The statements of facts.sql, separated as the migrations' are. */
export async function analyticsFunctionStatements(): Promise<string[]> {
  const text = await readFile(analyticsFunctionsFile, 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}

/**
 * Defines the analytics functions as facts.sql says, after the migrations (`Database.prepare`),
 * on every start: the migrations made them (0009, 0018) and stay as they were; this file is what
 * the database runs now. One statement at a time, as PGlite's `execute` takes one.
 */
export async function applyAnalyticsFunctions(db: Pick<Db, 'execute'>) {
  for (const statement of await analyticsFunctionStatements()) await db.execute(sql.raw(statement));
}
