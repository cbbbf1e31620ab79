import path from 'node:path';
import { embedKinds } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { negotiateEncoding } from '../../http/content-encoding.ts';
import { failure } from '../../http/envelope.ts';
import {
  loaderArchive,
  loadersBuildHint,
  type WidgetLoaders,
  widgetLoaders,
} from '../../services/widget-loaders.ts';

/**
 * The widget loaders (issue 12, docs/embedding.md): `/{kind}/loader.js`, the per-kind static
 * address the snippet names (contract embeds/snippet.ts; the static host fronts this in
 * production). The versioned address (`?v=` the loader's current version, from GET
 * /web/embed/loaders) is cached for a year as immutable; any other for five minutes, so a page
 * whose snippet has no version still gets a new loader soon. A version this server served before
 * an upgrade is answered from the archive (services/widget-loaders.ts loaderArchive), so the
 * snippets pasted with its integrity keep working. Open to every origin (CORS `*`):
 * the snippet's `crossorigin="anonymous"` and `integrity` need it. The bytes are the ones whose
 * integrity the console shows; the compressed copies decode to them.
 */
export default async function audienceLoaders(app: FastifyInstance, options: { config: Config }) {
  const { audienceUrl } = options.config;
  const archive = loaderArchive(path.join(options.config.dataDir, 'loaders'));
  // The current loaders, each build kept in the archive once (a build may come while the server runs).
  const kept = new WeakSet<WidgetLoaders>();
  const current = async () => {
    const loaders = await widgetLoaders(audienceUrl);
    if (loaders && !kept.has(loaders)) {
      kept.add(loaders);
      await archive
        .keep(loaders)
        .catch((error) => app.log.error({ err: error }, 'the loaders could not be archived'));
    }
    return loaders;
  };
  app.addHook('onReady', async () => {
    if (!(await current())) app.log.warn(loadersBuildHint);
  });

  for (const kind of embedKinds) {
    app.get<{ Querystring: { v?: string } }>(`/${kind}/loader.js`, async (request, reply) => {
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
      const loaders = await current();
      if (!loaders) {
        request.log.error(loadersBuildHint);
        return reply.code(503).header('cache-control', 'no-store').send(failure(loadersBuildHint));
      }
      const asked = request.query.v;
      const earlier = asked && asked !== loaders[kind].version ? await archive.find(kind, asked) : undefined;
      const file = earlier ?? loaders[kind];
      const versioned = asked === file.version;
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .header('vary', 'Accept-Encoding')
        .header('etag', `"${file.version}"`);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (encoding) return reply.header('content-encoding', encoding).send(file[encoding]);
      return reply.send(file.body);
    });
  }
}
