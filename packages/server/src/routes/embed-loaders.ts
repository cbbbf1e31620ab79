import type { EmbedKind, EmbedLoaders } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { loadersBuildHint, widgetLoaders } from '../services/widget-loaders.ts';

/**
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
}
