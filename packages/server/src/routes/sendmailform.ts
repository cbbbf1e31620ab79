import { authServerMessages, isEmailAddress, pageMessages, prospectPageMessages } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';

/** Mails one link may send the rep per hour, and one client address across links. */
export const sendMailLimits = { perLinkPerHour: 10, perAddressPerHour: 30 } as const;

/** Ours (the spec gives no wording): the rep's mail and a form with nothing in it. */
export const sendMailFormMessages = {
  subject: (title: string) => `New contact details from your page "${title}"`,
  empty: 'Fill in at least one field',
} as const;

/** One line of a mail header: no line breaks (they would start another header), bounded. */
const headerText = (text: string) => text.replace(/[\r\n\t]+/g, ' ').slice(0, 200);

/**
 * POST /web/sendmailform (spec 3 §7.6): the contact fields a prospect filled on a page, mailed to
 * the rep whose link it is, and kept for the Pages tab's Contact Information. Public (a prospect has no session): the link's id is the proof, so
 * nobody can mail a rep without a live link of theirs; a dead or unknown link, or a page no longer
 * live, is refused. Counted per link and per client address, so a link cannot flood an inbox.
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
    const perAddress = await app.rateCounters.hit(`sendmailform-ip:${request.ip}`, 3600);
    if (perAddress.hits > sendMailLimits.perAddressPerHour)
      throw new HttpError(429, authServerMessages.tooManyAttempts);
    const found = await app.pageStore.resolveLink(body.link);
    if (!found?.page.live) throw new HttpError(404, prospectPageMessages.notAvailableTitle);
    const perLink = await app.rateCounters.hit(`sendmailform:${found.link.id}`, 3600);
    if (perLink.hits > sendMailLimits.perLinkPerHour)
      throw new HttpError(429, authServerMessages.tooManyAttempts);

    const name = body.name.trim();
    const email = body.email.trim();
    const message = body.message.trim();
    if (email !== '' && !isEmailAddress(email)) throw new HttpError(400, pageMessages.invalidEmail);
    if (name === '' && email === '' && message === '') throw new HttpError(400, sendMailFormMessages.empty);

    const { rep, prospect } = await app.contactSubmissions.recipients(found.link);
    if (!rep) throw new HttpError(404, prospectPageMessages.notAvailableTitle);

    const lines = [
      `Hello ${rep.fullName},`,
      '',
      `A visitor of your page "${found.page.title}" sent their details:`,
      '',
      `Name: ${name || pageMessages.notAvailable}`,
      `Email: ${email || pageMessages.notAvailable}`,
      ...(message ? ['', message] : []),
      '',
      prospect
        ? `The link was made for ${prospect.name} <${prospect.email}>: ${app.pageStore.linkOf(found.link)}`
        : `Through the page's website link: ${app.pageStore.linkOf(found.link)}`,
    ];
    try {
      await app.mailer.send({
        to: rep.email,
        subject: headerText(sendMailFormMessages.subject(found.page.title)),
        text: lines.join('\n'),
      });
    } catch (error) {
      request.log.error({ err: error }, 'sendmailform: mail not sent');
      throw new HttpError(502, prospectPageMessages.contactFailed);
    }
    // Kept once the rep has it: a failed mail is sent again by the prospect, not kept twice.
    await app.contactSubmissions.keep(found.link, { name, email, message });
    return null;
  });
}
