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

/**
 * Mail out (ARCHITECTURE.md): over SMTP when SMTP_URL is set; otherwise into the mail_outbox
 * table, with the text in the log, so someone running it locally can still follow a reset link.
 * The message is plain text: nothing in it is rendered as HTML by a mail client.
 */
export function mailer(db: Db, config: Config['mail'], log: FastifyBaseLogger) {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  return {
    mode: transport ? ('smtp' as const) : ('outbox' as const),
    async send(mail: Mail): Promise<void> {
      if (transport) {
        await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text });
        return;
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
    const instance = mailer(app.db, app.config.mail, app.log);
    app.decorate('mailer', instance);
    app.addHook('onClose', async () => instance.close());
  },
  { name: 'mailer', dependencies: ['config', 'db'] },
);
