import { prospectPageMessages } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';

/**
 * POST /web/sendmailform (spec 3 §7.6): the contact fields a prospect filled on a page, mailed to
 * the rep whose link it is, and kept for the Pages tab's Contact Information. Public (a prospect has
 * no session): the link's id is the proof. The checks, the limits and the mail are the service's
 * (app.contactSubmissions, services/contact-submissions.ts); a mail that cannot be sent is 502.
 *
 * The prospect page runs on the audience host and calls this cross-origin: it posts the JSON
 * as text/plain (a simple request, no preflight), and the reply names the audience origin in
 * Access-Control-Allow-Origin so the page can read it.
 */
export default async function sendMailFormRoutes(app: FastifyInstance) {
  const audienceOrigin = new URL(app.config.audienceUrl).origin;
  // Only this route's plugin: JSON sent as text/plain by the prospect page.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(new HttpError(400, 'The body must be JSON'), undefined);
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.origin === audienceOrigin) {
      reply.header('access-control-allow-origin', audienceOrigin);
      reply.header('vary', 'Origin');
    }
  });

  contractRoute(app, 'POST /web/sendmailform', async ({ body }, request) => {
    const outcome = await app.contactSubmissions.submit(body, request.ip);
    if (!outcome.sent) {
      request.log.error({ err: outcome.error }, 'sendmailform: mail not sent');
      throw new HttpError(502, prospectPageMessages.contactFailed);
    }
    return null;
  });
}
