import { randomBytes, timingSafeEqual } from 'node:crypto';
import { accountServerMessages, newPasswordProblem } from '@showroom/contract';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { passwordResets, salesReps, sessions } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword } from '../../services/passwords.ts';
import { hashToken } from '../../services/tokens.ts';
import type { AccountsRepository } from './accounts.ts';
import type { Mailer } from './mailer.ts';

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** The link the e-mail carries (contract `resetLinkParams`): the console's /reset page. */
export const resetLink = (appUrl: string, email: string, code: string, secret: string) =>
  `${appUrl}/reset?${new URLSearchParams({ email, code, secret })}`;

/**
 * README decision 1. The client's 5-character code is only a correlation id (it goes into the
 * mail and the row); what proves the right to set a password is the server's 256-bit secret,
 * sent only by e-mail, stored only as a hash, good for RESET_TTL_MINUTES and RESET_MAX_ATTEMPTS
 * tries, and used once.
 */
export function passwordResetService(deps: {
  db: Db;
  accounts: AccountsRepository;
  mailer: Mailer;
  config: Pick<Config, 'appUrl' | 'reset'>;
}) {
  const { db, accounts, mailer, config } = deps;
  const invalid = () => new HttpError(400, accountServerMessages.resetLinkInvalid);

  return {
    /** POST /web/login/reset/mail. spec 1 §8: an unknown address answers 'email not found'. */
    async request(email: string, code: string): Promise<void> {
      const account = await accounts.findByEmail(email);
      if (!account) throw new HttpError(404, accountServerMessages.emailNotFound);
      const secret = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        // Only the newest link works: a mailbox holding several is not several chances.
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.repId, account.rep.id), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({
          repId: account.rep.id,
          secretHash: hashToken(secret),
          code,
          expiresAt: sql`now() + make_interval(secs => ${config.reset.ttlMinutes * 60})`,
        });
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
     * so a guesser learns nothing about which part was wrong. Success ends every session.
     */
    async reset(email: string, secret: string, password: string): Promise<void> {
      const problem = newPasswordProblem(password);
      if (problem) throw new HttpError(400, problem);
      const account = await accounts.findByEmail(email);
      if (!account) throw invalid();
      // Count the attempt before comparing, in one statement, so parallel guesses all count.
      const [row] = await db
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(
          inArray(
            passwordResets.id,
            db
              .select({ id: passwordResets.id })
              .from(passwordResets)
              .where(
                and(
                  eq(passwordResets.repId, account.rep.id),
                  isNull(passwordResets.usedAt),
                  gt(passwordResets.expiresAt, sql`now()`),
                  lt(passwordResets.attempts, config.reset.maxAttempts),
                ),
              )
              .orderBy(desc(passwordResets.createdAt))
              .limit(1),
          ),
        )
        .returning();
      if (!row || !sameHash(row.secretHash, hashToken(secret))) throw invalid();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        // Used once: a second request with the same link finds nothing (the where clause races safely).
        const used = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id });
        if (used.length === 0) throw invalid();
        await tx.update(salesReps).set({ passwordHash }).where(eq(salesReps.id, account.rep.id));
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessions.repId, account.rep.id), isNull(sessions.revokedAt)));
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
      passwordResetService({ db: app.db, accounts: app.accounts, mailer: app.mailer, config: app.config }),
    );
  },
  { name: 'password-reset', dependencies: ['config', 'db', 'accounts', 'mailer'] },
);
