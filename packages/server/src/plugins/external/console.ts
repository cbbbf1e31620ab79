import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../http/envelope.ts';

const isWebPath = (url: string) => url === '/web' || url.startsWith('/web/') || url.startsWith('/web?');

/** `/assets/app-123.js`, `/favicon.ico`: a file that is missing, not a console route. */
const looksLikeFile = (url: string) => path.posix.extname(url.split('?')[0] ?? '') !== '';

/**
 * The signed-out pages the console's build draws into HTML files of their own (issue 30, the
 * console's firstScreenPlugin.ts): /login is sent as login.html. /reset only without a query, as
 * a mailed link (/reset?email=…) opens another screen than the one drawn.
 */
const drawnPages: Record<string, { file: string; withQuery: boolean }> = {
  '/login': { file: 'login.html', withQuery: true },
  '/signup': { file: 'signup.html', withQuery: true },
  '/reset': { file: 'reset.html', withQuery: false },
};

/** The drawn page to send for `url`, if it has one and the build made it. */
function drawnPage(root: string, url: string): string | undefined {
  const [pathname, query] = url.split('?');
  const page = drawnPages[pathname ?? ''];
  if (!page || (query !== undefined && !page.withQuery)) return undefined;
  return existsSync(path.join(root, page.file)) ? page.file : undefined;
}

/**
 * The console's static build on the app host, with the single-page fallback: any other GET that
 * is not /web and not a file answers with index.html, and the console's router takes over.
 * The build holds a brotli and a gzip copy of each text file (scripts/build/precompress.ts):
 * `preCompressed` sends the one the browser accepts, with `Vary: Accept-Encoding`, so no static
 * file is compressed per request. Without a build (tests, a server-only checkout) the app host
 * still serves /web.
 * This plugin also owns the one not-found handler, so unknown /web calls get the envelope.
 */
export default fp(
  async (app) => {
    const root = app.config.consoleDist;
    const built = existsSync(path.join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: ['index.html'],
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          // Vite names assets by content hash, so they never change; index.html always may.
          const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.debug({ root }, 'no console build: serving /web only');
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const spa =
        built &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isWebPath(request.url) &&
        !looksLikeFile(request.url);
      if (spa)
        return reply
          .header('cache-control', 'no-cache')
          .sendFile(drawnPage(root, request.url) ?? 'index.html');
      return reply.code(404).send(failure('Not found'));
    });
  },
  { name: 'console', dependencies: ['config', 'security-headers'] },
);
