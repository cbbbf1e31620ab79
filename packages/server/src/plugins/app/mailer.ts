import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** How many mails of one kind (reset, confirmation) one recipient may be sent per hour. */
export const mailsPerRecipientPerHour = 5;

/** localhost, *.localhost, 127.0.0.0/8 and ::1: an address only this machine can open. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * How mail leaves: over SMTP when SMTP_URL is set. Without it, and only while the app's address
 * is on loopback (someone trying it on their machine), into the mail_outbox table with the text
 * in the log, so they can still follow a reset or confirmation link. Anywhere else a mail without
 * SMTP fails to send and is never stored or logged: its link is a secret (issue 9).
 */
export type MailMode = 'smtp' | 'outbox' | 'unconfigured';

export const mailMode = (config: Pick<Config, 'mail' | 'appUrl'>): MailMode =>
  config.mail.smtpUrl ? 'smtp' : isLoopbackUrl(config.appUrl) ? 'outbox' : 'unconfigured';

/** The message is plain text: nothing in it is rendered as HTML by a mail client. */
export function mailer(db: Db, config: Pick<Config, 'mail' | 'appUrl'>, log: FastifyBaseLogger) {
  const mode = mailMode(config);
  const transport = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : undefined;
  return {
    mode,
    async send(mail: Mail): Promise<void> {
      if (transport) {
        await transport.sendMail({
          from: config.mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        return;
      }
      if (mode === 'unconfigured') {
        // Fail like an unreachable SMTP server would: the caller says the mail could not be sent.
        log.warn({ subject: mail.subject }, 'SMTP_URL is not set: mail not sent (its text is not kept)');
        throw new Error('Mail is not configured (SMTP_URL)');
      }
      await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text });
      // warn, so it shows at the quiet log level `npm start` suggests: without SMTP this is the
      // only way the mail reaches anyone.
      log.warn(
        { to: mail.to, subject: mail.subject },
        `SMTP_URL is not set; mail kept in mail_outbox:\n${mail.text}`,
      );
    },
    close() {
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof mailer>;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const instance = mailer(app.db, app.config, app.log);
    if (instance.mode === 'unconfigured') {
      app.log.warn(
        `Mail is not configured: set SMTP_URL. APP_URL (${app.config.appUrl}) is not on loopback, so reset and confirmation mails are not sent, stored or logged.`,
      );
    }
    app.decorate('mailer', instance);
    app.addHook('onClose', async () => instance.close());
  },
  { name: 'mailer', dependencies: ['config', 'db'] },
);
