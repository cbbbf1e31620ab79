import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The audience app's files (packages/widgets/dist/audience/assets): named by content hash, so
 * cached for a year as immutable; each text file has a brotli and a gzip copy beside it
 * (scripts/build/precompress.ts), sent as the browser accepts. Registered even before there is a
 * build (@fastify/static logs that the folder is missing), so a build made while the server runs
 * is served at once, as the pages pick up its manifest.
 */
export default async function audienceAssets(app: FastifyInstance) {
  const root = path.join(app.audienceDist, 'assets');
  await app.register(fastifyStatic, {
    root,
    prefix: '/assets/',
    decorateReply: false,
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      // The files are this host's own, loaded by its pages only.
      reply.header('cross-origin-resource-policy', 'same-origin');
    },
  });
}
