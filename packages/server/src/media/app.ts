import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppOptions } from '../app.ts';
import { failure, success } from '../http/envelope.ts';
import { loggerOptions } from '../http/logging.ts';
import { pluginTimeout } from '../http/plugin-timeout.ts';
import { type ConfiguredStorage, configuredStorage } from '../services/configured-storage.ts';
import { readiness, serverVersion } from '../services/health.ts';
import { inlineImageTypes } from '../services/image-type.ts';
import type { ByteRange, Storage } from '../services/storage.ts';
import { configuredSealer, type MediaSealer, sealedPrefix } from './sealed.ts';

/**
 * What the media job makes, served inline: the player plays the mp4, the card shows the JPEG and
 * the GIF, the player's <track> reads the WebVTT. Anything else goes out as a download.
 */
const inlineTypes: Record<string, string> = {
  ...inlineImageTypes,
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  vtt: 'text/vtt; charset=utf-8',
  // A widget's custom launch icon, stored only as DOMPurify left it (services/svg.ts).
  svg: 'image/svg+xml',
};

/** A sealed address past its expiry (issue 26, item 5): the page that gave it gives a new one when reloaded. */
export const expiredMessage = 'This media address has expired. Reload the page to play it again.';

const defaultPolicy = "default-src 'none'; img-src 'self'; sandbox";
/**
 * An SVG is a document: opened directly it may style itself (inline only) and nothing more; no
 * script, no fetch, sandboxed. The sanitiser already removed what could run; this holds even if
 * it had missed something.
 */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The one range of a `Range` header we serve, 'unsatisfiable' (416), or undefined to send the
 * whole file (no header, another unit, or several ranges: RFC 9110 lets a server ignore those).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from, to] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    // The last N bytes.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * The media origin (ADR 0011 (docs/decisions/0011-separate-origins.md); MEDIA_URL): uploaded files, read-only, on an origin of
 * their own so that nothing served here runs with the console's or a prospect page's rights.
 * Belt and braces on every reply: `nosniff`, so a browser never guesses a type; a sandboxing
 * Content-Security-Policy, so even a document opened directly runs no script; media inline,
 * anything else as a download. Files are streamed, never read whole, and byte ranges are
 * served (206) so a player can seek in a long video.
 */
export function buildMediaApp(
  options: Pick<AppOptions, 'config' | 'logger' | 'logStream'> & {
    storage?: Storage;
    /** Tests: the sealer of sealed addresses (by default, the configuration's: media/sealed.ts). */
    sealer?: MediaSealer;
  },
): FastifyInstance {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    pluginTimeout,
  });
  const storage = options.storage ?? configuredStorage(config.media);
  let sealer: Promise<MediaSealer> | undefined = options.sealer && Promise.resolve(options.sealer);

  // The console and prospect pages read some files with CORS: a captions track (`<track>` of a
  // video with `crossorigin`) and the GIF that Download GIF fetches. Only those origins may;
  // the files carry no cookies, so no credentials are allowed.
  const readers = new Set([new URL(config.appUrl).origin, new URL(config.audienceUrl).origin]);
  app.addHook('onSend', async (request, reply, payload) => {
    const origin = request.headers.origin;
    if (origin && readers.has(origin)) reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('x-content-type-options', 'nosniff');
    const isSvg = reply.getHeader('content-type') === inlineTypes.svg;
    reply.header('content-security-policy', isSvg ? svgPolicy : defaultPolicy);
    reply.header('referrer-policy', 'no-referrer');
    // The console and prospect pages (other origins) show these images and videos.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });

  // Issue 28 §4: a load balancer's probe of this origin; the store it serves from is reachable
  // (a key is never `health`: keys are `<area>/<company>/<random>.<ext>`).
  app.get('/health', async (request, reply) => {
    const check = (storage as Partial<ConfiguredStorage>).check;
    const { checks, failed } = await readiness(
      check ? { storage: () => check() } : {},
      config.readyTimeoutMs,
    );
    reply.header('cache-control', 'no-store');
    if (failed.length === 0) return success({ ...checks, version: serverVersion });
    request.log.error({ checks }, 'health check: media store unreachable');
    return reply.code(503).send(failure('Media store unavailable'));
  });

  app.get('/*', async (request, reply) => {
    let key = (request.params as { '*': string })['*'];
    // Issue 26, item 5: a sealed address (media/sealed.ts) names its file only sealed, until it expires.
    let expires: number | undefined;
    if (key.startsWith(sealedPrefix)) {
      sealer ??= configuredSealer(config);
      const token = path.basename(key).replace(/\.[a-z0-9]+$/i, '');
      const opened = (await sealer).open(token);
      if (!opened || key !== `${sealedPrefix}${token}${path.extname(opened.key)}`) {
        return reply.code(404).send(failure('Not found'));
      }
      if (opened.expires * 1000 <= Date.now()) {
        return reply.code(403).header('cache-control', 'no-store').send(failure(expiredMessage));
      }
      key = opened.key;
      expires = opened.expires;
    }
    const size = await storage.size(key);
    if (size === undefined) return reply.code(404).send(failure('Not found'));
    const extension = path.extname(key).slice(1);
    const inline = inlineTypes[extension];
    reply.header('content-type', inline ?? 'application/octet-stream');
    if (!inline) reply.header('content-disposition', `attachment; filename="${path.basename(key)}"`);
    // Keys are random and never reused for other bytes; a sealed address is good until it expires.
    reply.header(
      'cache-control',
      expires === undefined
        ? 'public, max-age=31536000, immutable'
        : `public, max-age=${Math.max(0, expires - Math.floor(Date.now() / 1000))}`,
    );
    reply.header('accept-ranges', 'bytes');
    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${size}`);
      reply.header('content-type', 'application/json; charset=utf-8').removeHeader('content-disposition');
      return reply.code(416).send(failure('Range not satisfiable'));
    }
    const stream = await storage.read(key, range);
    if (!stream) return reply.code(404).send(failure('Not found'));
    if (range) {
      reply.code(206);
      reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      reply.header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', size);
    }
    return reply.send(stream);
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(failure('Not found')));
  return app;
}
