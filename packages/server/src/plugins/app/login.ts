import { authServerMessages, type SessionPayload } from '@showroom/contract';
import fp from 'fastify-plugin';
import { tooMany, unauthenticated } from '../../services/errors.ts';
import { prepareDummyHash, verifyAgainstDummy, verifyPassword } from '../../services/passwords.ts';
import type { AccountsRepository, RepWithCompany } from './accounts.ts';
import { accountKey, type LoginThrottle } from './login-throttle.ts';
import type { SessionsRepository } from './sessions.ts';

/** spec 1 §3 Login response payload; flags and website style travel as JSON text. */
export const sessionPayload = ({ rep, company }: RepWithCompany, token: string): SessionPayload => ({
  id: rep.id,
  companyId: company.id,
  token,
  name: rep.fullName,
  companyName: company.name,
  userName: rep.email,
  companyQuestionLibraryLink: company.questionLibraryLink,
  flags: JSON.stringify(rep.flags),
  companyWebsiteStyle: JSON.stringify(company.websiteStyle),
  emailConfirmed: rep.emailConfirmedAt !== null,
});

export function loginService(deps: {
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  throttle: LoginThrottle;
}) {
  const { accounts, sessions, throttle } = deps;
  return {
    /**
     * POST /web/login. Unknown address and wrong password fail alike, in message and in
     * time (the unknown address is checked against a dummy hash); the per-account lock
     * counts both the same way, so neither reveals which addresses have accounts. The attempt
     * is taken before the password is verified, so parallel guesses cannot outrun the lock.
     */
    async signIn(username: string, password: string): Promise<SessionPayload> {
      const key = accountKey(username);
      if (!(await throttle.tryAttempt(key))) throw tooMany(authServerMessages.tooManyAttempts);
      const account = await accounts.findByEmail(username);
      const valid = account
        ? await verifyPassword(account.rep.passwordHash, password)
        : await verifyAgainstDummy(password);
      // The attempt already counts as a failure.
      if (!account || !valid) throw unauthenticated(authServerMessages.invalidCredentials);
      await throttle.clear(key);
      const { token } = await sessions.create(account.rep.id);
      return sessionPayload(account, token);
    },

    /** GET /web/login/{token}: the session again, for a live token only. */
    async check(token: string): Promise<SessionPayload> {
      const session = await sessions.findActive(token);
      const account = session && (await accounts.findById(session.repId));
      if (!account) throw unauthenticated(authServerMessages.invalidToken);
      return sessionPayload(account, token);
    },
  };
}

export type LoginService = ReturnType<typeof loginService>;

declare module 'fastify' {
  interface FastifyInstance {
    loginService: LoginService;
  }
}

export default fp(
  async (app) => {
    await prepareDummyHash();
    app.decorate(
      'loginService',
      loginService({ accounts: app.accounts, sessions: app.sessions, throttle: app.loginThrottle }),
    );
  },
  { name: 'login-service', dependencies: ['accounts', 'sessions', 'login-throttle'] },
);
