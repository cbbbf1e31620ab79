import { sql } from 'drizzle-orm';
import packageJson from '../../package.json' with { type: 'json' };
import type { Db } from '../db/database.ts';

export const serverVersion: string = packageJson.version;

export async function checkDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
