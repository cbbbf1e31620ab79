import {
  anyPreviewDump,
  demoServerMessages,
  embedServerMessages,
  pageServerMessages,
  parseJsonText,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { defaultLargeBodyOptions, offloadLargeJsonBodies } from '../http/large-bodies.ts';

/**
 * spec 3 §7.2 and §2.10, spec 2 §7 Preview (shared/spec README decision 9): a demo, embed or page editor's unsaved state, kept under an
 * unguessable id that expires (PREVIEW_TTL_HOURS). A preview is the company's own: another
 * company's, like an expired one, answers 404 exactly like one that never existed.
 */
export default async function previewRoutes(app: FastifyInstance) {
  // A dump past 64 KB is parsed and checked in a worker: an editor's dump is a few KB, and a
  // crafted one of 900 KB (tens of thousands of stray keys) must not hold up the event loop.
  offloadLargeJsonBodies(app, {
    ...defaultLargeBodyOptions,
    thresholdBytes: 64 * 1024,
    tooManyMessage: embedServerMessages.tooManySaves,
  });
  contractRoute(app, 'POST /web/preview', async ({ body, session }, _request, reply) => {
    const dump = parseJsonText(anyPreviewDump, body.dump);
    if ('pageId' in dump) {
      // A page editor's dump (spec 3 §2.10 Preview; issue 13): the company's own page, of the
      // dump's type; the audience host draws the dump, never the page's stored style.
      const found = await app.pageStore.find(session.companyId, dump.pageId);
      if (!found || found.page.type !== dump.type) throw new HttpError(404, pageServerMessages.notFound);
    } else if ('kind' in dump) {
      // An embed editor's dump (spec 2 §7 Preview): the preview page draws the saved widget it
      // names with the unsaved values, in the preview's company; another company's widget, or
      // one of another kind, has nothing to show.
      if (!(await app.widgets.find(session.companyId, dump.kind, dump.id))) {
        throw new HttpError(404, embedServerMessages.notFound);
      }
    } else if (!(await app.recordings.find(session.companyId, dump.id))) {
      // A demo editor's dump: the preview page plays the saved demo it names, in the company.
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
