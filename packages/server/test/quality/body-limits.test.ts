import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../support/databases.ts';
import { bodyLimitFindings, largeBodyFindings, maxErrorReplyBytes } from './fuzz.ts';
import { type Gate, openGate } from './gate.ts';
import { percentile } from './health-probe.ts';
import { loadMatrix } from './load-matrix.ts';

// Large bodies and body limits for every route in the matrix (issue 15 §1). What they try is the
// body parser, the validation and the error reply: the database only finds the caller's session
// (a padded body a route took as valid would reach its handler). What a database can or cannot store is
// the fuzz file's part, on both; this runs on PGlite (there on every machine). It was half of the
// fuzz file's time when it ran on both.
const { matrix } = loadMatrix();

describeDatabases(
  'large bodies and body limits',
  (ctx) => {
    let gate: Gate;
    // /web/health while large invalid bodies arrive, over every route (issue 15 §1: 3.1 s before).
    // Printed here; its budget is checked by bench/large-bodies.bench.ts, since a loaded machine
    // stretches it as much as a slow route does.
    const healthLatencies: number[] = [];

    beforeAll(async () => {
      gate = await openGate(ctx.database);
    });
    afterAll(async () => {
      console.log(
        `[${ctx.target}] /web/health during large invalid bodies: p99 ${percentile(healthLatencies, 0.99).toFixed(0)} ms, ` +
          `max ${Math.max(0, ...healthLatencies).toFixed(0)} ms over ${healthLatencies.length} calls`,
      );
      await gate?.close();
    });

    for (const key of Object.keys(matrix).sort()) {
      const entry = matrix[key]!;

      it(`${key}: large invalid bodies get a reply under ${maxErrorReplyBytes} bytes while /web/health answers`, async () => {
        const report = await largeBodyFindings(gate, ctx.db, key, entry);
        healthLatencies.push(...report.healthLatencies);
        const p99 = percentile(report.healthLatencies, 0.99);
        if (report.cases)
          console.log(
            `[${ctx.target}] large bodies ${key}: ${report.cases} cases, /web/health p99 ${p99.toFixed(0)} ms`,
          );
        expect(report.findings).toEqual([]);
        // Health answered (every call 200, or healthDuring throws) while the bodies were sent.
        if (report.cases) expect(report.healthLatencies.length).toBeGreaterThan(0);
      });

      it(`${key}: its body limit is enforced with 413`, async () => {
        expect(await bodyLimitFindings(gate, ctx.db, key, entry)).toEqual([]);
      });
    }
  },
  { only: 'pglite' },
);
