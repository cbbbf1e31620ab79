import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

/**
 * The console keeps its session in cookies its own scripts can read (ARCHITECTURE.md), so its
 * pages must run no script but our own: no inline script, no third-party origin. styled-components
 * injects <style> elements at run time, hence 'unsafe-inline' for styles only. The audience host
 * is ours and the console frames it for previews.
 */
export function consoleContentSecurityPolicy(config: Pick<Config, 'audienceUrl' | 'media'>) {
  const audience = new URL(config.audienceUrl).origin;
  // Uploaded logos and demo media are served by the media origin (ADR 0011 (docs/decisions/0011-separate-origins.md)).
  const media = new URL(config.media.url).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media}`,
    "font-src 'self' data:",
    // Download GIF fetches the demo's GIF from the media origin to save it (spec 3 §2.2; the media
    // origin answers the console's origin with CORS).
    `connect-src 'self' ${media}`,
    // Demo videos and their captions are served by the media origin too (issue 10). A page's
    // videos added by address play from wherever the rep found them (the page editor's Collection,
    // issue 26 item 10): any https origin, since one policy serves every company; media cannot
    // run script, and scripts, styles, frames and requests stay as strict as before.
    `media-src 'self' blob: ${media} https:`,
    `frame-src 'self' ${audience}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers on every reply of the app host, the console's pages and /web alike. */
export default fp(
  async (app) => {
    const csp = consoleContentSecurityPolicy(app.config);
    const https = app.config.appUrl.startsWith('https:');
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('content-security-policy', csp);
      reply.header('x-content-type-options', 'nosniff');
      // Addresses may carry tokens (/matrix?token=..., ADR 0014 (docs/decisions/0014-tokens-in-addresses.md)): never send them on.
      reply.header('referrer-policy', 'no-referrer');
      reply.header('x-frame-options', 'DENY');
      if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      // A login reply carries a session token: no cache, shared or private, may keep it.
      if (request.url.startsWith('/web/') || request.url === '/web')
        reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
