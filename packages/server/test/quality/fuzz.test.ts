import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../support/databases.ts';
import { fuzzRoute } from './fuzz.ts';
import { type Gate, openGate } from './gate.ts';
import { loadMatrix } from './load-matrix.ts';

// Bad input for every route in the matrix (docs/quality.md), on each database: a case the
// contract lets through reaches the store, and what a database cannot store differs between the
// two. A new seed each run widens what is tried over time; FUZZ_SEED=<n> replays a run that found
// something. The large bodies and body limits are in body-limits.test.ts.
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const { matrix } = loadMatrix();

describeDatabases('fuzz', (ctx) => {
  let gate: Gate;

  beforeAll(async () => {
    gate = await openGate(ctx.database);
  });
  afterAll(async () => {
    await gate?.close();
  });

  for (const key of Object.keys(matrix).sort()) {
    const entry = matrix[key]!;

    it(`${key}: no 5xx, no logged error, invalid input is 400 with a message`, async () => {
      const report = await fuzzRoute(gate, ctx.db, key, entry, seed);
      console.log(
        `[${ctx.target}] fuzz ${key}: ${report.cases} cases (${report.fromSchema} from the schema, ${report.broken} broken), ` +
          `${report.findings.length} findings, FUZZ_SEED=${seed}`,
      );
      expect(report.cases).toBeGreaterThan(0);
      expect(report.findings).toEqual([]);
    });
  }
});
