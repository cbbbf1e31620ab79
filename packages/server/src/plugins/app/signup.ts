import { randomBytes } from 'node:crypto';
import {
  accountServerMessages,
  authMessages,
  authServerMessages,
  newPasswordProblem,
} from '@showroom/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { companies, emailConfirmations, salesReps } from '../../db/schema.ts';
import { isWorkEmail } from '../../services/email-check.ts';
import { conflict, failed, invalid, tooMany, unauthenticated } from '../../services/errors.ts';
import { hashPassword } from '../../services/passwords.ts';
import { hashToken } from '../../services/tokens.ts';
import type { AccountsRepository } from './accounts.ts';
import { type Mailer, mailsPerRecipientPerHour } from './mailer.ts';
import type { RateCounters } from './rate-counters.ts';

const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
};

/** ADR 0007: how long a confirmation link works. */
const CONFIRM_TTL_DAYS = 7;

/** The link the sign-up mail carries (contract `confirmLinkParams`): the console's /confirm page. */
export const confirmLink = (appUrl: string, email: string, secret: string) =>
  `${appUrl}/confirm?${new URLSearchParams({ email, secret })}`;

export interface NewAccount {
  email: string;
  fullName: string;
  companyName: string;
  passwordHash: string;
  /** True when a provider vouched for the address (social sign-up with email_verified true). */
  emailConfirmed: boolean;
}

/**
 * Creating a company and its first rep (shared by e-mail sign-up and the social sign-up), and
 * confirming the rep's address (ADR 0007, issue 15 point 2).
 */
export function signupService(deps: {
  db: Db;
  accounts: AccountsRepository;
  mailer: Mailer;
  counters: RateCounters;
  config: Pick<Config, 'appUrl'>;
  log: FastifyBaseLogger;
}) {
  const { db, accounts, mailer, counters, config, log } = deps;

  /** ADR 0009 (docs/decisions/0009-free-mail-domains-from-packages.md) and spec 1 §8 'Email is invalid'; 'Account exists' when it is taken. */
  async function checkEmail(email: string) {
    if (!isWorkEmail(email)) throw invalid(accountServerMessages.emailInvalid);
    if (await accounts.findByEmail(email)) throw conflict(accountServerMessages.accountExists);
  }

  async function create(account: NewAccount): Promise<{ id: string; companyId: string }> {
    try {
      return await db.transaction(async (tx) => {
        const [company] = await tx
          .insert(companies)
          .values({ name: account.companyName })
          .returning({ id: companies.id });
        const [rep] = await tx
          .insert(salesReps)
          .values({
            companyId: company!.id,
            fullName: account.fullName,
            email: account.email,
            passwordHash: account.passwordHash,
            emailConfirmedAt: account.emailConfirmed ? sql`now()` : null,
          })
          .returning({ id: salesReps.id });
        return { id: rep!.id, companyId: company!.id };
      });
    } catch (error) {
      // Two sign-ups with one address at once: the unique index decides, the loser is told why.
      if (isUniqueViolation(error)) throw conflict(accountServerMessages.accountExists);
      throw failed(accountServerMessages.unableToSignUp);
    }
  }

  /** A new link for the rep (older ones keep working until used or expired), limited per hour. */
  async function mailConfirmation(rep: { id: string; email: string; fullName: string }) {
    const sent = await counters.hit(`mail:confirm:${rep.id}`, 3600);
    if (sent.hits > mailsPerRecipientPerHour) throw tooMany(authServerMessages.tooManyAttempts);
    const secret = randomBytes(32).toString('base64url');
    await db.insert(emailConfirmations).values({
      repId: rep.id,
      secretHash: hashToken(secret),
      expiresAt: sql`now() + make_interval(days => ${CONFIRM_TTL_DAYS})`,
    });
    await mailer.send({
      to: rep.email,
      subject: 'Confirm your Showroom e-mail address',
      text: [
        `Hello ${rep.fullName},`,
        '',
        'To confirm that this address is yours, open this link within 7 days:',
        '',
        confirmLink(config.appUrl, rep.email, secret),
        '',
        'If you did not sign up for Showroom, ignore this e-mail: whoever used your address',
        'loses the account as soon as you sign in with LinkedIn or reset its password.',
      ].join('\n'),
    });
  }

  return {
    checkEmail,
    create,
    /**
     * POST /web/login/signup. The password follows ADR 0008 (docs/decisions/0008-new-password-rule.md), like any new password.
     * The spec's flow stays (the reply, then /login); the confirmation mail goes out beside it,
     * and a mail that fails does not undo the account (the rep can ask for another).
     */
    async signUp(input: { email: string; password: string; fullName: string; companyName: string }) {
      await checkEmail(input.email);
      const problem = newPasswordProblem(input.password);
      if (problem) throw invalid(problem);
      const created = await create({
        email: input.email,
        fullName: input.fullName,
        companyName: input.companyName,
        passwordHash: await hashPassword(input.password),
        emailConfirmed: false,
      });
      try {
        await mailConfirmation({ id: created.id, email: input.email, fullName: input.fullName });
      } catch (error) {
        log.warn({ err: { message: (error as Error).message } }, 'Confirmation mail not sent at sign-up');
      }
      return created;
    },

    /** POST /web/signup/confirm: the secret from the mailed link, once, within 7 days. */
    async confirm(email: string, secret: string): Promise<void> {
      const linkInvalid = invalid(authMessages.confirmLinkInvalid);
      const account = await accounts.findByEmail(email);
      if (!account) throw linkInvalid;
      await db.transaction(async (tx) => {
        const used = await tx
          .update(emailConfirmations)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(emailConfirmations.repId, account.rep.id),
              eq(emailConfirmations.secretHash, hashToken(secret)),
              isNull(emailConfirmations.usedAt),
              gt(emailConfirmations.expiresAt, sql`now()`),
            ),
          )
          .returning({ id: emailConfirmations.id });
        if (used.length === 0) throw linkInvalid;
        await tx
          .update(salesReps)
          .set({ emailConfirmedAt: sql`coalesce(${salesReps.emailConfirmedAt}, now())` })
          .where(eq(salesReps.id, account.rep.id));
      });
    },

    /** POST /web/signup/confirm/resend: 409 once confirmed, 429 beyond the hourly limit. */
    async resend(repId: string): Promise<void> {
      const account = await accounts.findById(repId);
      if (!account) throw unauthenticated(authServerMessages.invalidToken);
      if (account.rep.emailConfirmedAt) throw conflict(authMessages.emailConfirmed);
      await mailConfirmation(account.rep);
    },
  };
}

export type SignupService = ReturnType<typeof signupService>;

declare module 'fastify' {
  interface FastifyInstance {
    signup: SignupService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'signup',
      signupService({
        db: app.db,
        accounts: app.accounts,
        mailer: app.mailer,
        counters: app.rateCounters,
        config: app.config,
        log: app.log,
      }),
    );
  },
  { name: 'signup', dependencies: ['config', 'db', 'accounts', 'mailer', 'rate-counters'] },
);
