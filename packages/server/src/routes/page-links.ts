import { bulkGenerateFlag, bulkLinkMessages } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { pageNotFound } from './page.ts';

/**
 * Bulk link generation (spec 3 §2.9, §5, §6; issue 13): a run makes one prospect link per valid
 * row of a contact list, in the background (the jobs queue) and in short transactions of a chunk
 * of rows each (issue 26: other requests use the database between them); the console polls the run. Only for a company whose plan has 'page.url.bulkGenerate.enable'.
 */
export default async function pageLinksRoutes(app: FastifyInstance) {
  // The service and its job's handler: plugins/app/bulk-links.ts.
  const service = app.bulkLinks;

  contractRoute(
    app,
    'POST /web/page/{pageId}/links/bulk',
    async ({ params, body, session }, _request, reply) => {
      if (!(await app.pageStore.find(session.companyId, params.pageId))) throw pageNotFound();
      const { permissions } = await app.companySettings.permissions(session.companyId);
      if (permissions[bulkGenerateFlag] !== true) throw new HttpError(403, bulkLinkMessages.notInPlan);
      const run = await service.start(
        { companyId: session.companyId, repId: session.repId, pageId: params.pageId },
        body,
      );
      reply.code(202);
      return run;
    },
  );

  contractRoute(app, 'GET /web/page/{pageId}/links/bulk/{runId}', async ({ params, session }) => {
    const run = await service.status(session.companyId, params.pageId, params.runId);
    if (!run) throw new HttpError(404, bulkLinkMessages.runNotFound);
    return run;
  });
}
