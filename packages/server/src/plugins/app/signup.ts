import { randomBytes } from 'node:crypto';
import { accountServerMessages, newPasswordProblem } from '@showroom/contract';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { companies, salesReps } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { isWorkEmail } from '../../services/email-check.ts';
import { hashPassword } from '../../services/passwords.ts';
import type { AccountsRepository } from './accounts.ts';

const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
};

/**
 * Not a PHC string, so verifyPassword is always false for it: an account made through the
 * social login has no password until its rep sets one with a reset.
 */
export const noPasswordHash = () => `!social-login-only:${randomBytes(16).toString('base64url')}`;

export interface NewAccount {
  email: string;
  fullName: string;
  companyName: string;
  passwordHash: string;
}

/** Creating a company and its first rep: shared by e-mail sign-up and the social sign-up. */
export function signupService(db: Db, accounts: AccountsRepository) {
  /** README decision 3 and spec 1 §8 'Email is invalid'; 'Account exists' when it is taken. */
  async function checkEmail(email: string) {
    if (!isWorkEmail(email)) throw new HttpError(400, accountServerMessages.emailInvalid);
    if (await accounts.findByEmail(email)) throw new HttpError(409, accountServerMessages.accountExists);
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
          })
          .returning({ id: salesReps.id });
        return { id: rep!.id, companyId: company!.id };
      });
    } catch (error) {
      // Two sign-ups with one address at once: the unique index decides, the loser is told why.
      if (isUniqueViolation(error)) throw new HttpError(409, accountServerMessages.accountExists);
      throw new HttpError(500, accountServerMessages.unableToSignUp);
    }
  }

  return {
    checkEmail,
    create,
    /** POST /web/login/signup. The password follows README decision 2, like any new password. */
    async signUp(input: { email: string; password: string; fullName: string; companyName: string }) {
      await checkEmail(input.email);
      const problem = newPasswordProblem(input.password);
      if (problem) throw new HttpError(400, problem);
      return create({
        email: input.email,
        fullName: input.fullName,
        companyName: input.companyName,
        passwordHash: await hashPassword(input.password),
      });
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
    app.decorate('signup', signupService(app.db, app.accounts));
  },
  { name: 'signup', dependencies: ['db', 'accounts'] },
);
