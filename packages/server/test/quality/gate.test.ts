import { defineRoute } from '@showroom/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { salesReps } from '../../src/db/schema.ts';
import { registerContractRoute } from '../../src/http/contract-route.ts';
import { success } from '../../src/http/envelope.ts';
import { HttpError } from '../../src/http/errors.ts';
import { sessionOf } from '../../src/plugins/app/auth.ts';
import { describeDatabases } from '../support/databases.ts';
import { bodyLimitFindings, fuzzRoute } from './fuzz.ts';
import { type Gate, openGate } from './gate.ts';
import { loadMatrix } from './load-matrix.ts';
import type { ArrangedCall, CompanyEntry, MatrixContext, RouteMatrix } from './matrix.ts';
import { coverageFindings, runMatrixEntry } from './route-matrix.ts';

// The gate proves itself here: an app with deliberately broken routes, and the runner must
// report each of them. Without this suite the gate could pass vacuously while the real app
// has only public routes.

const repName = z.object({ name: z.string() });
const repParams = z.object({ repId: z.uuid() });

/** Reads a rep of the caller's own company: what every company route must look like. */
const scopedRead = defineRoute({
  method: 'GET',
  path: '/web/gate-test/scoped/{repId}',
  auth: 'token',
  params: repParams,
  payload: repName,
});
/** Reads a rep by id alone, whoever asks: a cross-company leak. */
const leakyRead = defineRoute({ ...scopedRead, path: '/web/gate-test/leaky/{repId}' });
/** Renames a rep by id alone, then answers 404 to a stranger: the refusal hides a write. */
const leakyRename = defineRoute({
  method: 'PUT',
  path: '/web/gate-test/leaky-rename/{repId}',
  auth: 'token',
  params: repParams,
  body: repName,
  payload: repName,
});
/** A schema too loose for its handler: odd input reaches code that throws. */
const fragile = defineRoute({
  method: 'POST',
  path: '/web/gate-test/fragile',
  auth: 'public',
  body: z.object({ tags: z.unknown() }),
  payload: z.object({ count: z.number() }),
  example: { body: { tags: ['a'] } },
});
/** Declares a schema but its handler never applies it: invalid input gets 200. */
const unchecked = defineRoute({
  method: 'POST',
  path: '/web/gate-test/unchecked',
  auth: 'public',
  body: z.object({ count: z.number().int() }),
  payload: z.object({}),
  example: { body: { count: 1 } },
});
/** Takes 4 MB bodies without saying so in its matrix entry. */
const bigBody = defineRoute({
  method: 'POST',
  path: '/web/gate-test/big',
  auth: 'public',
  body: z.object({ text: z.string() }),
  payload: z.object({}),
  example: { body: { text: 'x' } },
});
/** Needs a token, but its matrix entry calls it public. */
const mislabelled = defineRoute({ ...scopedRead, path: '/web/gate-test/mislabelled/{repId}' });
/** A public route someone forgot to list. */
const unlisted = defineRoute({
  method: 'GET',
  path: '/web/gate-test/unlisted',
  auth: 'public',
  payload: z.object({}),
});

const findRep = (app: FastifyInstance, repId: string, companyId?: string) =>
  app.db
    .select({ name: salesReps.fullName })
    .from(salesReps)
    .where(
      companyId ? and(eq(salesReps.id, repId), eq(salesReps.companyId, companyId)) : eq(salesReps.id, repId),
    );

function registerBrokenRoutes(app: FastifyInstance) {
  app.register(async (scope) => {
    registerContractRoute(scope, scopedRead, async ({ params }, request) => {
      const [rep] = await findRep(app, params.repId, sessionOf(request).companyId);
      if (!rep) throw new HttpError(404, 'Not found');
      return rep;
    });
    registerContractRoute(scope, leakyRead, async ({ params }) => {
      const [rep] = await findRep(app, params.repId);
      if (!rep) throw new HttpError(404, 'Not found');
      return rep;
    });
    registerContractRoute(scope, leakyRename, async ({ params, body }, request) => {
      await app.db.update(salesReps).set({ fullName: body.name }).where(eq(salesReps.id, params.repId));
      const [rep] = await findRep(app, params.repId, sessionOf(request).companyId);
      if (!rep) throw new HttpError(404, 'Not found');
      return rep;
    });
    registerContractRoute(scope, fragile, async ({ body }) => ({
      count: (body.tags as string[]).map((t) => t.trim()).length,
    }));
    registerContractRoute(scope, bigBody, async () => ({}), { bodyLimit: 4 * 1024 * 1024 });
    registerContractRoute(scope, mislabelled, async () => ({ name: 'x' }));
    registerContractRoute(scope, unlisted, async () => ({}));
    scope.route({
      method: 'POST',
      url: unchecked.path,
      config: { contract: unchecked },
      handler: async () => success({}),
    });
    // Outside the contract and the envelope altogether.
    scope.get('/web/gate-test/raw', async () => ({ ok: true }));
  });
}

/** The owner's own rep, named in the path; the readBack is its row. */
const arrangeRep =
  (body?: unknown) =>
  async ({ owner, db }: MatrixContext): Promise<ArrangedCall> => ({
    params: { repId: owner.repId },
    body,
    readBack: () => db.select().from(salesReps).where(eq(salesReps.id, owner.repId)),
    secrets: [],
  });

const scopedEntry: CompanyEntry = { access: 'company', arrange: arrangeRep() };

const testMatrix: RouteMatrix = {
  ...loadMatrix().matrix,
  'GET /web/gate-test/scoped/{repId}': scopedEntry,
  'GET /web/gate-test/leaky/{repId}': { access: 'company', arrange: arrangeRep() },
  'PUT /web/gate-test/leaky-rename/{repId}': {
    access: 'company',
    arrange: arrangeRep({ name: 'Renamed by a stranger' }),
  },
  'POST /web/gate-test/fragile': { access: 'public', reason: 'gate test' },
  'POST /web/gate-test/unchecked': { access: 'public', reason: 'gate test' },
  'POST /web/gate-test/big': { access: 'public', reason: 'gate test' },
  'GET /web/gate-test/mislabelled/{repId}': { access: 'public', reason: 'gate test' },
  'GET /web/gate-test/gone': { access: 'public', reason: 'an entry whose route was removed' },
};

describeDatabases('the quality gate reports what it must', (ctx) => {
  let gate: Gate;

  beforeAll(async () => {
    gate = await openGate(ctx.database, { extraRoutes: registerBrokenRoutes });
  });
  afterAll(() => gate?.close());

  describe('coverage', () => {
    it('reports a route without an entry, a route without a contract, a stale entry, a wrong access and an undeclared body limit', () => {
      // Only this suite's routes: the real app's are the route matrix test's business.
      const findings = coverageFindings(gate, testMatrix).filter((finding) =>
        finding.includes('/web/gate-test/'),
      );
      expect(findings).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^GET \/web\/gate-test\/unlisted: no entry in the route matrix/),
          expect.stringMatching(/^GET \/web\/gate-test\/raw: registered without a contract/),
          expect.stringMatching(/^GET \/web\/gate-test\/raw: no entry in the route matrix/),
          expect.stringMatching(
            /^GET \/web\/gate-test\/gone: matrix entry for a route the app does not register/,
          ),
          expect.stringMatching(
            /^GET \/web\/gate-test\/mislabelled\/\{repId\}: the matrix says 'public' but the contract says auth 'token'/,
          ),
          expect.stringMatching(/^POST \/web\/gate-test\/big: the route accepts bodies up to 4194304 bytes/),
        ]),
      );
      // Nothing else: the sound routes are covered.
      expect(findings).toHaveLength(6);
    });

    it('accepts the larger limit once the entry declares it', () => {
      const declared = {
        ...testMatrix,
        'POST /web/gate-test/big': {
          access: 'public' as const,
          reason: 'gate test',
          bodyLimit: { bytes: 4 * 1024 * 1024, reason: 'gate test' },
        },
      };
      expect(coverageFindings(gate, declared).filter((f) => f.includes('/big'))).toEqual([]);
    });
  });

  describe('tenant isolation', () => {
    it('passes a route scoped by the session company (so the checks are not vacuous)', async () => {
      expect(await runMatrixEntry(gate, ctx.db, 'GET /web/gate-test/scoped/{repId}', scopedEntry)).toEqual(
        [],
      );
    });

    it("reports a route that answers another company's token with the owner's record", async () => {
      const findings = await runMatrixEntry(
        gate,
        ctx.db,
        'GET /web/gate-test/leaky/{repId}',
        testMatrix['GET /web/gate-test/leaky/{repId}']!,
      );
      expect(findings).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/another company's token: expected 403 or 404, got 200/),
          expect.stringMatching(/another company's token: the reply contains the owner's "Gate owner rep/),
        ]),
      );
    });

    it('reports a route that refuses a stranger but has already changed the record', async () => {
      const key = 'PUT /web/gate-test/leaky-rename/{repId}';
      const findings = await runMatrixEntry(gate, ctx.db, key, testMatrix[key]!);
      expect(findings).toEqual([
        expect.stringMatching(/another company's token: the owner's record changed/),
      ]);
    });

    it('reports a token route whose matrix entry says public only through coverage, and a public call that fails', async () => {
      const findings = await runMatrixEntry(gate, ctx.db, 'GET /web/gate-test/mislabelled/{repId}', {
        access: 'public',
        reason: 'gate test',
        arrange: async ({ owner }) => ({ params: { repId: owner.repId } }),
      });
      expect(findings).toEqual([expect.stringMatching(/the arranged public call must succeed, got 401/)]);
    });
  });

  describe('bad input', () => {
    it('reports a route that answers odd input with 500 and logs the error', async () => {
      const report = await fuzzRoute(
        gate,
        ctx.db,
        'POST /web/gate-test/fragile',
        testMatrix['POST /web/gate-test/fragile']!,
        1,
        60,
      );
      expect(report.cases).toBe(60);
      expect(report.findings).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^POST \/web\/gate-test\/fragile: answered 500/),
          expect.stringMatching(/^POST \/web\/gate-test\/fragile: error logged: request failed/),
        ]),
      );
    });

    it('reports a route that lets input outside its schema through with a success', async () => {
      const report = await fuzzRoute(
        gate,
        ctx.db,
        'POST /web/gate-test/unchecked',
        testMatrix['POST /web/gate-test/unchecked']!,
        1,
        60,
      );
      expect(report.findings).toEqual(
        expect.arrayContaining([expect.stringMatching(/invalid body answered 200 instead of 400/)]),
      );
    });

    it('reports a reply outside the envelope', async () => {
      const report = await fuzzRoute(
        gate,
        ctx.db,
        'GET /web/gate-test/raw',
        { access: 'public', reason: 'gate test' },
        1,
        10,
      );
      expect(report.findings).toEqual(
        expect.arrayContaining([expect.stringMatching(/reply is not the envelope/)]),
      );
    });

    it('finds nothing wrong with a sound company route', async () => {
      const report = await fuzzRoute(gate, ctx.db, 'GET /web/gate-test/scoped/{repId}', scopedEntry, 1, 60);
      expect(report.findings).toEqual([]);
    });

    it("checks each route's own body limit: 413 one byte over, through at the limit", async () => {
      expect(
        await bodyLimitFindings(
          gate,
          ctx.db,
          'POST /web/gate-test/big',
          testMatrix['POST /web/gate-test/big']!,
        ),
      ).toEqual([]);
      expect(
        await bodyLimitFindings(
          gate,
          ctx.db,
          'POST /web/gate-test/fragile',
          testMatrix['POST /web/gate-test/fragile']!,
        ),
      ).toEqual([]);
    });
  });
});
