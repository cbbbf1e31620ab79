import { demoServerMessages } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { assertSelf, ownCompany } from '../services/scope.ts';

const notFound = () => new HttpError(404, demoServerMessages.videoNotFound);

/**
 * spec 3 §7.3 Video: every /web/video call, scoped to the caller's company through the session;
 * another company's video answers 404 exactly like one that does not exist.
 */
export default async function videoRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/video/{companyId}', ({ params, query, session }) =>
    app.videos.list(ownCompany(session, params.companyId), query),
  );

  contractRoute(app, 'GET /web/video/id/{id}', async ({ params, session }) => {
    const found = await app.videos.find(session.companyId, params.id);
    if (!found) throw notFound();
    return found;
  });

  contractRoute(app, 'POST /web/video', async ({ body, session }, _request, reply) => {
    assertSelf(session, body.salesrep_id, body.company_id);
    const created = await app.videos.create(session.companyId, session.repId, {
      title: body.title,
      description: body.description,
      url: body.url,
    });
    reply.code(201);
    return created;
  });

  contractRoute(app, 'PUT /web/video/{videoId}', async ({ params, body, session }) => {
    const updated = await app.videos.update(session.companyId, params.videoId, body);
    if (!updated) throw notFound();
    return updated;
  });

  contractRoute(app, 'DELETE /web/video/{videoId}', async ({ params, session }) => {
    if (!(await app.videos.remove(session.companyId, params.videoId))) throw notFound();
    return { id: params.videoId };
  });
}
