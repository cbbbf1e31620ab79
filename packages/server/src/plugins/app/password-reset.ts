import { randomBytes } from 'node:crypto';
import { accountServerMessages, authServerMessages, newPasswordProblem } from '@showroom/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { passwordResets, salesReps, sessions } from '../../db/schema.ts';
import { invalid, notFound, tooMany } from '../../services/errors.ts';
import { hashPassword } from '../../services/passwords.ts';
import { hashToken } from '../../services/tokens.ts';
import type { AccountsRepository } from './accounts.ts';
import { type Mailer, mailsPerRecipientPerHour } from './mailer.ts';
import type { RateCounters } from './rate-counters.ts';

/** The link the e-mail carries (contract `resetLinkParams`): the console's /reset page. */
export const resetLink = (appUrl: string, email: string, code: string, secret: string) =>
  `${appUrl}/reset?${new URLSearchParams({ email, code, secret })}`;

/**
 * ADR 0005 (docs/decisions/0005-password-reset-secret.md). The client's 5-character code is only a correlation id (it goes into the
 * mail and the row); what proves the right to set a password is the server's 256-bit secret,
 * sent only by e-mail, stored only as a hash, good for RESET_TTL_MINUTES, and used once.
 *
 * Issue 15 point 9: someone who knows only the address must not be able to spoil the owner's
 * link. Asking again adds a link without ending the older ones (and is limited per recipient per
 * hour); tries count against the client address that sends them (RESET_MAX_ATTEMPTS per
 * RESET_TTL_MINUTES, ADR 0005 (docs/decisions/0005-password-reset-secret.md)), never against the link: with 256 bits there is nothing
 * to guess, so the owner's link outlives any stranger's guesses.
 */
export function passwordResetService(deps: {
  db: Db;
  accounts: AccountsRepository;
  mailer: Mailer;
  counters: RateCounters;
  config: Pick<Config, 'appUrl' | 'reset'>;
}) {
  const { db, accounts, mailer, counters, config } = deps;
  const linkInvalid = () => invalid(accountServerMessages.resetLinkInvalid);
  const live = (repId: string) =>
    and(
      eq(passwordResets.repId, repId),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, sql`now()`),
    );

  return {
    /** POST /web/login/reset/mail. spec 1 §8: an unknown address answers 'email not found'. */
    async request(email: string, code: string): Promise<void> {
      const account = await accounts.findByEmail(email);
      if (!account) throw notFound(accountServerMessages.emailNotFound);
      const sent = await counters.hit(`mail:reset:${account.rep.id}`, 3600);
      if (sent.hits > mailsPerRecipientPerHour) throw tooMany(authServerMessages.tooManyAttempts);
      const secret = randomBytes(32).toString('base64url');
      await db.insert(passwordResets).values({
        repId: account.rep.id,
        secretHash: hashToken(secret),
        code,
        expiresAt: sql`now() + make_interval(secs => ${config.reset.ttlMinutes * 60})`,
      });
      const link = resetLink(config.appUrl, account.rep.email, code, secret);
      await mailer.send({
        to: account.rep.email,
        subject: 'Reset your Showroom password',
        text: [
          `Hello ${account.rep.fullName},`,
          '',
          `Someone asked to reset the password of your Showroom account (request ${code}).`,
          `To choose a new password, open this link within ${config.reset.ttlMinutes} minutes:`,
          '',
          link,
          '',
          'If it was not you, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      });
    },

    /**
     * POST /web/login/reset/password. Every failure about the link answers the same message,
     * so a guesser learns nothing about which part was wrong. Success ends every session and
     * every other link, and confirms the address (the link came through its mailbox).
     */
    async reset(email: string, secret: string, password: string, clientAddress: string): Promise<void> {
      const problem = newPasswordProblem(password);
      if (problem) throw invalid(problem);
      // Counted before the secret is looked at, in one statement, so parallel guesses all count.
      const tries = await counters.hit(`reset-guess:${clientAddress}`, config.reset.ttlMinutes * 60);
      if (tries.hits > config.reset.maxAttempts) throw tooMany(authServerMessages.tooManyAttempts);
      const account = await accounts.findByEmail(email);
      if (!account) throw linkInvalid();
      const repId = account.rep.id;
      // Used once: the update both checks and consumes, so a second request with the link finds nothing.
      const [used] = await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(live(repId), eq(passwordResets.secretHash, hashToken(secret))))
        .returning({ id: passwordResets.id });
      if (!used) {
        // Kept for the record only: a wrong secret does not shorten the owner's link.
        await db
          .update(passwordResets)
          .set({ attempts: sql`${passwordResets.attempts} + 1` })
          .where(live(repId));
        throw linkInvalid();
      }
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx
          .update(salesReps)
          .set({ passwordHash, emailConfirmedAt: sql`coalesce(${salesReps.emailConfirmedAt}, now())` })
          .where(eq(salesReps.id, repId));
        await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(live(repId));
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessions.repId, repId), isNull(sessions.revokedAt)));
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;

declare module 'fastify' {
  interface FastifyInstance {
    passwordReset: PasswordResetService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'passwordReset',
      passwordResetService({
        db: app.db,
        accounts: app.accounts,
        mailer: app.mailer,
        counters: app.rateCounters,
        config: app.config,
      }),
    );
  },
  { name: 'password-reset', dependencies: ['config', 'db', 'accounts', 'mailer', 'rate-counters'] },
);
