import { demoServerMessages, parseJsonText, previewDump } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';

/**
 * spec 3 §7.2 Preview (shared/spec README decision 9): the editor's unsaved state, kept under an
 * unguessable id that expires (PREVIEW_TTL_HOURS). A preview is the company's own: another
 * company's, like an expired one, answers 404 exactly like one that never existed.
 */
export default async function previewRoutes(app: FastifyInstance) {
  contractRoute(app, 'POST /web/preview', async ({ body, session }, _request, reply) => {
    // The preview page plays the saved demo the dump names, in the preview's company: a dump
    // naming a demo the caller's company does not have has nothing to show.
    const dump = parseJsonText(previewDump, body.dump);
    if (!(await app.recordings.find(session.companyId, dump.id))) {
      throw new HttpError(404, demoServerMessages.notFound);
    }
    // date_created is part of the spec's call; the server's clock dates the preview and its end.
    const id = await app.previews.create(session.companyId, session.repId, dump);
    reply.code(201);
    return id;
  });

  contractRoute(app, 'GET /web/preview/{id}', async ({ params, session }) => {
    const found = await app.previews.find(session.companyId, params.id);
    if (!found) throw new HttpError(404, demoServerMessages.previewNotFound);
    return found;
  });
}
