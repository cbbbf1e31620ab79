import { embedServerMessages } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { widgetNotFound } from '../http/widget-files.ts';

/**
 * Share tokens (spec 2 §2 Share dialog; shared/spec README decision 8). A token is made for a
 * published widget of the caller's company and shown once; the rep revokes it by the token itself.
 * Another company's widget answers 404 like a missing one; a draft is 409, with the words the list
 * shows beside its disabled share item.
 */
export default async function embedShareRoutes(app: FastifyInstance) {
  contractRoute(app, 'POST /web/embed-share', async ({ body, session }, _request, reply) => {
    const made = await app.embedShares.create(session.companyId, session.repId, body.type, body.id);
    if (made === 'missing') throw widgetNotFound();
    if (made === 'notLive') throw new HttpError(409, embedServerMessages.notLive);
    reply.code(201);
    return { token: made.token, type: body.type, id: body.id, companyId: session.companyId };
  });

  contractRoute(app, 'DELETE /web/embed-share/{token}', async ({ params, session }) => {
    if (!(await app.embedShares.revoke(session.companyId, params.token))) {
      throw new HttpError(404, embedServerMessages.shareNotFound);
    }
    return null;
  });

  // Issue 29 B.4: the share dialog lists a widget's active links, each with Revoke.
  contractRoute(app, 'GET /web/embed-share/{type}/{id}', async ({ params, session }) => {
    const links = await app.embedShares.list(session.companyId, params.type, params.id);
    if (links === null) throw widgetNotFound();
    return links;
  });

  contractRoute(app, 'DELETE /web/embed-share/{type}/{id}/{shareId}', async ({ params, session }) => {
    if (!(await app.embedShares.revokeListed(session.companyId, params.type, params.id, params.shareId))) {
      throw new HttpError(404, embedServerMessages.shareNotFound);
    }
    return null;
  });
}
