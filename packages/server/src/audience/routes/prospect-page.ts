import {
  encryptedId,
  firstScreenPictures,
  prospectPageElementId,
  prospectPageMessages,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { lazySealer } from '../../media/sealed.ts';
import { drawFirstScreen } from '../first-screen.ts';
import { pageForProspect } from '../media-grant.ts';
import { frameAncestors, prospectPageView, sendPage, videoOrigins } from '../pages.ts';
import { embedPictures } from '../prospect-page.ts';

/**
 * The page a prospect opens (issue 13; spec 3 §2.8 `{audience}/{encrypted_id}/login`, decision 8):
 * GET /{encryptedId}/login draws the one page of the link's relationship for its prospect (its
 * placeholders filled), or one plain 404 page whatever the reason (no such link, the relationship
 * deleted, the page not live), so an address tells nothing about what exists. The page is opened,
 * never framed; it may call the product server for sendmailform and nothing else. Its gate is
 * the widgets' (routes/gate.ts, POST /gate/page/{link}); its events go to POST /events with the link.
 */
export default async function prospectPageRoutes(app: FastifyInstance) {
  const mediaOrigin = new URL(app.config.media.url).origin;
  const apiOrigin = new URL(app.config.appUrl).origin;
  const service = app.prospectPages;
  // Issue 26, item 5: demos' media sealed, and a gated page's held back until its gate passes.
  const sealer = lazySealer(app.config);

  app.get<{ Params: { encryptedId: string } }>('/:encryptedId/login', async (request, reply) => {
    const id = encryptedId.safeParse(request.params.encryptedId);
    const opened = id.success ? await service.open(id.data) : undefined;
    const data = opened && pageForProspect(await sealer(), opened);
    const build = app.audienceBuild();
    return sendPage(
      reply,
      data
        ? {
            title: data.title,
            data,
            dataElementId: prospectPageElementId,
            view: prospectPageView(build, data),
            pictures: [...firstScreenPictures(data), ...embedPictures(data)],
            firstScreen: drawFirstScreen(await app.firstScreen(), data, request.log),
            connect: [apiOrigin],
            // Its videos added by address play from their own origins (issue 26, item 10).
            media: videoOrigins(opened),
            ancestors: frameAncestors(null),
            build,
            mediaOrigin,
            // Personal, and kept by the back/forward cache (issue 29, C.6): revalidated, not no-store.
            revalidate: { ifNoneMatch: request.headers['if-none-match'] },
          }
        : {
            title: prospectPageMessages.notAvailableTitle,
            message: `${prospectPageMessages.notAvailableTitle}. ${prospectPageMessages.notAvailableBody}`,
            status: 404,
            ancestors: frameAncestors(null),
            build,
            mediaOrigin,
          },
      request.headers['accept-encoding'],
    );
  });
}
