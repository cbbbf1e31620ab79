import {
  anyPreviewDump,
  firstScreenPictures,
  frameMessages,
  previewId,
  prospectPageElementId,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { lazySealer } from '../../media/sealed.ts';
import { drawFirstScreen } from '../first-screen.ts';
import { pageForProspect } from '../media-grant.ts';
import { frameAncestors, prospectPageView, sendPage, videoOrigins } from '../pages.ts';
import { embedPictures, type ProspectPageWire } from '../prospect-page.ts';

const previewPath = z.object({ token: previewId, pageId: z.uuid(), companyId: z.uuid() });

/**
 * A rep's preview of a page (spec 3 §2.10 Preview; decisions 8 and 9; issue 13):
 * GET /{token}/preview/{pageId}/{companyId}/demo draws a page editor's dump (POST /web/preview)
 * as the prospect would see it, with the page's unsaved style, questions and rules, through the
 * prospect page's own assembly and view (prospect-page.ts `draw`, the audience app's page view).
 * The token is the preview's id: it names the dump, expires with it, and grants nothing else; it is
 * never the rep's session token. Nothing is recorded: no link, no relationship, no events, no mail
 * (the data's `record` is false, so the page's gate lets any address through and sends nothing).
 * An unknown or expired token, another company's preview, or a pageId or companyId that is not the
 * dump's answer the same plain 404 page. Opened in its own window, framed by nobody.
 */
export default async function pagePreviewRoutes(app: FastifyInstance) {
  const mediaOrigin = new URL(app.config.media.url).origin;
  const service = app.prospectPages;
  // Issue 26, item 5: the demos' media by sealed addresses, as a prospect gets them (nothing held back: not a prospect).
  const sealer = lazySealer(app.config);

  const previewData = async (params: unknown): Promise<ProspectPageWire | undefined> => {
    const path = previewPath.safeParse(params);
    if (!path.success) return undefined;
    const { token, pageId, companyId } = path.data;
    const stored = await app.previews.find(companyId, token);
    if (!stored) return undefined;
    const parsed = anyPreviewDump.safeParse(JSON.parse(stored.dump));
    if (!parsed.success || !('pageId' in parsed.data) || parsed.data.pageId !== pageId) return undefined;
    const dump = parsed.data;
    // The page must still be the company's, of the dump's type (deleted since: nothing to preview).
    const found = await app.pageStore.find(companyId, pageId);
    if (!found || found.page.type !== dump.type) return undefined;
    const drawn = await service.draw({
      companyId,
      pageId,
      type: dump.type,
      title: dump.title,
      style: dump.page_style,
      questions: dump.type === 'customized' ? dump.questions : [],
      rules: dump.type === 'customized' ? dump.rules : [],
      link: null,
    });
    return drawn && pageForProspect(await sealer(), drawn);
  };

  app.get('/:token/preview/:pageId/:companyId/demo', async (request, reply) => {
    const data = await previewData(request.params);
    const build = app.audienceBuild();
    return sendPage(
      reply,
      data
        ? {
            title: data.title,
            data,
            dataElementId: prospectPageElementId,
            // As the prospect's page loads (routes/prospect-page.ts).
            view: prospectPageView(build, data),
            pictures: [...firstScreenPictures(data), ...embedPictures(data)],
            firstScreen: drawFirstScreen(await app.firstScreen(), data, request.log),
            // Its videos added by address play from their own origins (issue 26, item 10).
            media: videoOrigins(data),
            ancestors: frameAncestors(null),
            build,
            mediaOrigin,
          }
        : {
            title: frameMessages.notFound,
            message: frameMessages.previewExpired,
            status: 404,
            ancestors: frameAncestors(null),
            build,
            mediaOrigin,
          },
      request.headers['accept-encoding'],
    );
  });
}
