import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../support/databases.ts';
import { bodyLimitFindings, fuzzRoute } from './fuzz.ts';
import { type Gate, openGate } from './gate.ts';
import { loadMatrix } from './load-matrix.ts';

// Bad input for every route in the matrix (docs/quality.md). A new seed each run widens what is
// tried over time; FUZZ_SEED=<n> replays a run that found something.
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const { matrix } = loadMatrix();

describeDatabases('fuzz and body limits', (ctx) => {
  let gate: Gate;

  beforeAll(async () => {
    gate = await openGate(ctx.database);
  });
  afterAll(() => gate?.close());

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

    it(`${key}: its body limit is enforced with 413`, async () => {
      expect(await bodyLimitFindings(gate, ctx.db, key, entry)).toEqual([]);
    });
  }
});
