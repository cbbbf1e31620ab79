import { authServerMessages, isEmailAddress, pageMessages, prospectPageMessages } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { contactSubmissions, prospects, salesReps } from '../db/schema.ts';
import type { Mailer } from '../plugins/app/mailer.ts';
import type { PagesRepository } from '../plugins/app/pages.ts';
import type { RateCounters } from '../plugins/app/rate-counters.ts';
import { invalid, notFound, tooMany } from './errors.ts';

/** Mails one link may send the rep per hour, and one client address across links. */
export const sendMailLimits = { perLinkPerHour: 10, perAddressPerHour: 30 } as const;

/** Ours (the spec gives no wording): the rep's mail and a form with nothing in it. */
export const sendMailFormMessages = {
  subject: (title: string) => `New contact details from your page "${title}"`,
  empty: 'Fill in at least one field',
} as const;

/** One line of a mail header: no line breaks (they would start another header), bounded. */
const headerText = (text: string) => text.replace(/[\r\n\t]+/g, ' ').slice(0, 200);

/** The link a prospect's contact form came through (a row of page_relationships). */
interface FormLink {
  id: string;
  companyId: string;
  salesRepId: string;
  prospectId: string | null;
}

/** What a prospect filled in, as the contract parsed it. */
export interface ContactForm {
  /** The link's id (its encrypted id, from the page's address). */
  link: string;
  name: string;
  email: string;
  message: string;
}

/** A form taken and kept, or the mail to the rep that could not be sent (nothing kept then). */
export type ContactFormOutcome = { sent: true } | { sent: false; error: unknown };

/**
 * A prospect page's contact form (POST /web/sendmailform, spec 3 §7.6): checked, counted, mailed
 * to the rep whose link it is, and kept for the Pages tab's Contact Information. The link's id is
 * the proof, so nobody can mail a rep without a live link of theirs; counted per link and per
 * client address, so a link cannot flood an inbox.
 */
export function contactSubmissionsService(deps: {
  db: Db;
  pageStore: PagesRepository;
  rateCounters: RateCounters;
  mailer: Mailer;
}) {
  const { db, pageStore, rateCounters, mailer } = deps;

  /** The link's rep (undefined when the rep is gone) and prospect (undefined for a website link). */
  async function recipients(link: FormLink) {
    const [rep] = await db
      .select({ email: salesReps.email, fullName: salesReps.fullName })
      .from(salesReps)
      .where(eq(salesReps.id, link.salesRepId))
      .limit(1);
    const [prospect] = link.prospectId
      ? await db
          .select({ email: prospects.email, name: prospects.name })
          .from(prospects)
          .where(eq(prospects.id, link.prospectId))
          .limit(1)
      : [];
    return { rep, prospect };
  }

  return {
    /**
     * Takes the form sent from `clientAddress`: refuses (a domain error) a client or link over its
     * limit, a dead, unknown or unpublished link, an e-mail that is not one and an empty form.
     */
    async submit(form: ContactForm, clientAddress: string): Promise<ContactFormOutcome> {
      const perAddress = await rateCounters.hit(`sendmailform-ip:${clientAddress}`, 3600);
      if (perAddress.hits > sendMailLimits.perAddressPerHour)
        throw tooMany(authServerMessages.tooManyAttempts);
      const found = await pageStore.resolveLink(form.link);
      if (!found?.page.live) throw notFound(prospectPageMessages.notAvailableTitle);
      const perLink = await rateCounters.hit(`sendmailform:${found.link.id}`, 3600);
      if (perLink.hits > sendMailLimits.perLinkPerHour) throw tooMany(authServerMessages.tooManyAttempts);

      const name = form.name.trim();
      const email = form.email.trim();
      const message = form.message.trim();
      if (email !== '' && !isEmailAddress(email)) throw invalid(pageMessages.invalidEmail);
      if (name === '' && email === '' && message === '') throw invalid(sendMailFormMessages.empty);

      const { rep, prospect } = await recipients(found.link);
      if (!rep) throw notFound(prospectPageMessages.notAvailableTitle);

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
          ? `The link was made for ${prospect.name} <${prospect.email}>: ${pageStore.linkOf(found.link)}`
          : `Through the page's website link: ${pageStore.linkOf(found.link)}`,
      ];
      try {
        await mailer.send({
          to: rep.email,
          subject: headerText(sendMailFormMessages.subject(found.page.title)),
          text: lines.join('\n'),
        });
      } catch (error) {
        return { sent: false, error };
      }
      // Kept once the rep has it: a failed mail is sent again by the prospect, not kept twice.
      await db.insert(contactSubmissions).values({
        companyId: found.link.companyId,
        relationshipId: found.link.id,
        name,
        email,
        message,
      });
      return { sent: true };
    },
  };
}
