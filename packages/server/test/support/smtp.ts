import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the catcher received: the envelope's recipients and the parsed message. */
export type CaughtMail = { envelopeTo: string[]; mail: ParsedMail };

/**
 * A real SMTP server on loopback for tests: the server sends over the wire, as in production,
 * and the test reads what arrived. One helper for the server tests and the e2e journeys.
 * `port` 0 takes a free port; e2e passes the fixed one its server was started with.
 */
export async function startSmtpCatcher(port = 0) {
  const caught: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          caught.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    smtpUrl: `smtp://127.0.0.1:${bound}`,
    caught,
    /** The parsed messages, oldest first. */
    mails: () => caught.map((c) => c.mail),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
