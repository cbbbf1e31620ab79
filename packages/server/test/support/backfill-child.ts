/**
 * A replica running a backfill, as a process of its own, so a test can kill -9 it mid-batch
 * (db/backfills.test.ts): `tsx backfill-child.ts <database url> <widget id> <name>`. Prints
 * `batch <n>` after each batch has committed.
 */
import { runBackfillBatch } from '../../src/db/backfills.ts';
import { openDatabase } from '../../src/db/database.ts';
import { countingBackfill } from './backfills.ts';

const [databaseUrl, widgetId, name] = process.argv.slice(2) as [string, string, string];
const database = await openDatabase({ databaseUrl });
const backfill = countingBackfill(widgetId, { name, pauseSeconds: 0.3 });
for (let batch = 1; ; batch++) {
  if (await runBackfillBatch(database.db, backfill)) break;
  process.stdout.write(`batch ${batch}\n`);
}
await database.close();
