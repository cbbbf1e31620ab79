import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies } from '../db/schema.ts';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { sessionOf } from '../plugins/app/auth.ts';
import { assertOwnCompany } from '../services/scope.ts';

/** The company's hidden features (spec 1 §3): read by the shell, set by the company's reps. */
export default async function companyRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/company/features/{companyId}', async ({ params }, request) => {
    const session = sessionOf(request);
    assertOwnCompany(session, params.companyId);
    return app.companySettings.hiddenFeatures(session.companyId);
  });

  // spec 1 §6 names no admin role: every rep of the company may set its hidden features.
  contractRoute(app, 'PUT /web/company/features/{companyId}', async ({ params, body }, request) => {
    const session = sessionOf(request);
    assertOwnCompany(session, params.companyId);
    const changed = await app.db
      .update(companies)
      .set({ hiddenFeatures: body.hiddenFeatures })
      .where(eq(companies.id, session.companyId))
      .returning({ id: companies.id });
    if (changed.length === 0) throw new HttpError(404, 'Not found');
    return app.companySettings.hiddenFeatures(session.companyId);
  });
}
