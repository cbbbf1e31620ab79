import { type EmbedKind, type EmbedLoaders, type EmbedPicture, frameAddress } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { widgetNotFound } from '../http/widget-files.ts';
import { loadersBuildHint, widgetLoaders } from '../services/widget-loaders.ts';

/**
 * The parts of 'Copy this Embed Code' beside the widget itself.
 *
 * GET /web/embed/loaders (issue 12): each kind's loader version and Subresource Integrity, as the
 * audience host serves them (audience/routes/loaders.ts), for 'Copy this Embed Code'. The same for
 * every company: the loaders carry no company's data.
 */
export default async function embedLoadersRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/embed/loaders', async () => {
    const loaders = await widgetLoaders(app.config.audienceUrl);
    if (!loaders) throw new HttpError(503, loadersBuildHint);
    const ref = (kind: EmbedKind) => ({ version: loaders[kind].version, integrity: loaders[kind].integrity });
    return {
      hero: ref('hero'),
      solo: ref('solo'),
      sneakpeek: ref('sneakpeek'),
      cyoa: ref('cyoa'),
    } satisfies EmbedLoaders;
  });

  // The picture the snippet carries (contract embeds/snippet.ts): what the audience host's
  // placeholder draws for the company's published widget, so the pasted code shows it before the
  // loader arrives. A draft has none yet; another company's widget is a 404 like a missing one.
  contractRoute(app, 'GET /web/embed/{kind}/{id}/picture', async ({ params, session }) => {
    const { kind, id } = params;
    if (!(await app.widgets.find(session.companyId, kind, id))) throw widgetNotFound();
    const frame = frameAddress(app.config.audienceUrl, kind, id);
    const placeholder = await app.prospect.placeholder(kind, id, frame, session.companyId);
    if (!placeholder?.thumbnail) return null;
    return {
      thumbnail: placeholder.thumbnail,
      width: placeholder.width,
      height: placeholder.height,
    } satisfies EmbedPicture;
  });
}
