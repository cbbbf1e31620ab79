import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../support/databases.ts';
import { type Gate, openGate } from './gate.ts';
import { loadMatrix } from './load-matrix.ts';
import { coverageFindings, runMatrixEntry } from './route-matrix.ts';

// Tenant isolation and auth for every /web route (docs/quality.md): the entries come from
// routes/*.matrix.ts; the app is the real one, on PGlite and on PostgreSQL when reachable.
const { matrix, duplicates, files } = loadMatrix();

describeDatabases('route matrix', (ctx) => {
  let gate: Gate;

  beforeAll(async () => {
    gate = await openGate(ctx.database);
  });
  afterAll(() => gate?.close());

  it('has one entry for every /web route the app registers, and none for routes it does not', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(gate.routes.size).toBeGreaterThan(0);
    expect([...duplicates, ...coverageFindings(gate, matrix)]).toEqual([]);
  });

  for (const key of Object.keys(matrix).sort()) {
    const entry = matrix[key]!;
    it(`${key} (${entry.access}): envelope, auth and isolation`, async () => {
      expect(await runMatrixEntry(gate, ctx.db, key, entry)).toEqual([]);
    });
  }
});
