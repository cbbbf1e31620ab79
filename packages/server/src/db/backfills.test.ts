import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { countingBackfill, timesDone } from '../../test/support/backfills.ts';
import { createPostgresDatabase, describeDatabases, targets } from '../../test/support/databases.ts';
import { eventsFor, type TestWidget, widgetOf } from '../../test/support/events.ts';
import { EventWriter } from '../analytics/ingest.ts';
import { createRollupApplier } from '../analytics/rollup.ts';
import { createJobQueue } from '../jobs/queue.ts';
import {
  type Backfill,
  backfillJobKind,
  backfillState,
  queueBackfills,
  registerBackfills,
  runBackfill,
} from './backfills.ts';
import { type Db, openDatabase } from './database.ts';

/** A widget with `count` events, stored as the ingest stores them. */
async function widgetWithEvents(db: Db, count: number): Promise<TestWidget> {
  const widget = await widgetOf(db);
  const writer = new EventWriter(db, createRollupApplier(db), 1, 2000);
  const { accepted } = await writer.write(eventsFor(widget, count));
  expect(accepted).toBe(count);
  return widget;
}

/** `backfill`, whose `at`th batch dies after its update, before its cursor moves (a process killed mid-batch). */
function dyingAt(backfill: Backfill, at: number): Backfill {
  let batches = 0;
  return {
    ...backfill,
    async step(tx, after, size) {
      const done = await backfill.step(tx, after, size);
      batches += 1;
      if (batches === at) throw new Error('killed mid-batch');
      return done;
    },
  };
}

describeDatabases('backfills', (ctx) => {
  it('resumes from its cursor after a run that died mid-batch, and finishes with each row done once', async () => {
    const widget = await widgetWithEvents(ctx.db, 250);
    const backfill = countingBackfill(widget.id, { batchSize: 20 });

    await expect(runBackfill(ctx.db, dyingAt(backfill, 4))).rejects.toThrow('killed mid-batch');
    // Three batches committed with their cursor; the fourth's update went with its transaction.
    expect(await backfillState(ctx.db, backfill.name)).toMatchObject({ rowsDone: 60, done: false });
    expect(await timesDone(ctx.db, widget.id)).toEqual({ 0: 190, 1: 60 });

    await runBackfill(ctx.db, backfill);
    expect(await timesDone(ctx.db, widget.id)).toEqual({ 1: 250 });
    expect(await backfillState(ctx.db, backfill.name)).toMatchObject({ rowsDone: 250, done: true });
    // Finished: another run does nothing.
    await runBackfill(ctx.db, backfill);
    expect(await timesDone(ctx.db, widget.id)).toEqual({ 1: 250 });
  });

  it('runs once when two replicas run it at the same time', async () => {
    const widget = await widgetWithEvents(ctx.db, 200);
    const backfill = countingBackfill(widget.id, { batchSize: 15 });
    await Promise.all([runBackfill(ctx.db, backfill), runBackfill(ctx.db, backfill)]);
    expect(await timesDone(ctx.db, widget.id)).toEqual({ 1: 200 });
    expect(await backfillState(ctx.db, backfill.name)).toMatchObject({ rowsDone: 200, done: true });
  });

  it('is one job across replicas that queue it, run by whichever worker takes it, and not queued once done', async () => {
    const widget = await widgetWithEvents(ctx.db, 120);
    const backfill = countingBackfill(widget.id, { batchSize: 25 });
    // Two replicas: two queues on one database, each declaring the backfill and queueing it at listen.
    const replicas = [createJobQueue(ctx.db), createJobQueue(ctx.db)];
    for (const jobs of replicas) registerBackfills(jobs, ctx.db, [backfill]);
    const queued = await Promise.all(replicas.map((jobs) => queueBackfills(jobs, ctx.db, [backfill])));
    expect(queued).toEqual([[backfill.name], [backfill.name]]);
    expect(await replicas[0]!.jobsOf(backfillJobKind, 'name', backfill.name)).toHaveLength(1);

    const ran = await Promise.all(replicas.map((jobs) => jobs.runDue()));
    expect(ran.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await timesDone(ctx.db, widget.id)).toEqual({ 1: 120 });
    expect(await backfillState(ctx.db, backfill.name)).toMatchObject({ rowsDone: 120, done: true });
    expect(await queueBackfills(replicas[0]!, ctx.db, [backfill])).toEqual([]);
  });
});

// A process killed with SIGKILL mid-batch needs a server the process talks to: PostgreSQL.
for (const target of targets().filter((name) => name === 'postgres')) {
  describe(`[${target}] a backfill whose replica is killed with SIGKILL`, () => {
    it('resumes in another replica from the last committed batch, each row done once', async () => {
      const created = await createPostgresDatabase(process.env.DATABASE_URL!, inject('postgresTemplate'));
      const database = await openDatabase({ databaseUrl: created.url });
      try {
        const widget = await widgetWithEvents(database.db, 300);
        const name = `killed-${widget.id}`;
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            path.resolve(import.meta.dirname, '../../test/support/backfill-child.ts'),
            created.url,
            widget.id,
            name,
          ],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        const exited = new Promise<NodeJS.Signals | null>((resolve) =>
          child.on('exit', (_code, signal) => resolve(signal)),
        );
        // Three batches committed, then a kill while the fourth holds its transaction (each holds 0.3 s).
        await new Promise<void>((resolve, reject) => {
          let output = '';
          child.stdout.on('data', (chunk) => {
            output += chunk;
            if (output.includes('batch 3\n')) setTimeout(resolve, 100);
          });
          child.on('exit', () => reject(new Error(`the backfill ended before it was killed: ${output}`)));
        });
        child.kill('SIGKILL');
        expect(await exited).toBe('SIGKILL');
        const backfill = countingBackfill(widget.id, { name });
        // The killed transaction is rolled back by the server (its connection is gone): 3 batches of 20.
        await expect
          .poll(async () => (await timesDone(database.db, widget.id))[1], { timeout: 5_000 })
          .toBe(60);
        expect(await backfillState(database.db, name)).toMatchObject({ rowsDone: 60, done: false });

        await runBackfill(database.db, backfill);
        expect(await timesDone(database.db, widget.id)).toEqual({ 1: 300 });
        expect(await backfillState(database.db, name)).toMatchObject({ rowsDone: 300, done: true });
      } finally {
        await database.close();
        await created.drop();
      }
      // A process of its own: tsx and the server's modules load in a few seconds, many on a busy machine.
    }, 180_000);
  });
}
