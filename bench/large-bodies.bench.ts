/**
 * Issue 15 §1 for every route: how long /web/health waits while bodies near each route's limit,
 * built to break its contract (test/quality/fuzz.ts `largeBodyFindings`), are sent to it. The
 * body-limits test checks what the bodies get back and that health answers throughout; how fast it
 * answers is a figure of the machine as much as of the code (a loaded 2-core machine stretched
 * one route's p99 from about 300 ms to 1.1 s), so the budget lives here.
 * In-memory PGlite, the database the tests and `npm start` use by default.
 */
// @fastify/autoload detects tsx only when preloaded with --require (as in main.ts): say that the
// .ts plugins can be imported. Set before the app is built, which is when autoload reads it.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { largeBodyFindings } from '../packages/server/test/quality/fuzz.ts';
import { openGate } from '../packages/server/test/quality/gate.ts';
import { percentile } from '../packages/server/test/quality/health-probe.ts';
import type { RouteMatrix } from '../packages/server/test/quality/matrix.ts';
import { report } from './budgets.ts';

// The matrix files, as the tests' loadMatrix finds them with Vite's glob (not available to tsx).
const routesDir = path.resolve(import.meta.dirname, '../packages/server/src/routes');
const matrix: RouteMatrix = {};
for (const file of readdirSync(routesDir).filter((name) => name.endsWith('.matrix.ts'))) {
  const module = (await import(pathToFileURL(path.join(routesDir, file)).href)) as { default: RouteMatrix };
  Object.assign(matrix, module.default);
}

const database = await openDatabase({ pgliteDir: 'memory://' });
await database.prepare();
const gate = await openGate(database);
let ok = true;
try {
  const all: number[] = [];
  let worst = { key: '', p99: 0 };
  for (const key of Object.keys(matrix).sort()) {
    const result = await largeBodyFindings(gate, database.db, key, matrix[key]!);
    if (result.findings.length) throw new Error(`findings for ${key}:\n${result.findings.join('\n')}`);
    if (!result.cases) continue;
    all.push(...result.healthLatencies);
    const p99 = percentile(result.healthLatencies, 0.99);
    if (p99 > worst.p99) worst = { key, p99 };
  }
  console.log(`${all.length} /web/health calls; the slowest route: ${worst.key}`);
  ok = report('server.healthDuringLargeBodies.p99', percentile(all, 0.99)) && ok;
  ok =
    report(
      'server.healthDuringLargeBodies.worstRouteP99',
      worst.p99,
      `server.healthDuringLargeBodies.worstRouteP99 (${worst.key})`,
    ) && ok;
} finally {
  await gate.close();
  await database.close();
}

process.exit(ok ? 0 : 1);
