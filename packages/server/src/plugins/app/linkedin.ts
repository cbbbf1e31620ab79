import { randomBytes } from 'node:crypto';
import { accountServerMessages, type Session } from '@showroom/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { oauthStates } from '../../db/schema.ts';
import { HttpError, isHttpError } from '../../http/errors.ts';
import { authorizeAddress, exchangeCode, type OAuthProfile } from '../../services/oauth.ts';
import { hashToken } from '../../services/tokens.ts';
import type { AccountsRepository } from './accounts.ts';
import { sessionPayload } from './login.ts';
import type { SessionsRepository } from './sessions.ts';
import { noPasswordHash, type SignupService } from './signup.ts';

/** How long a sign-in may take between opening the popup and posting the code. */
const STATE_TTL_SECONDS = 600;

interface CodeInput {
  authCode: string;
  clientId: string;
  redirectUri: string;
  state: string;
}

/** README decision 6: the professional-network login as a standard OAuth 2.0 code flow. */
export function linkedinService(deps: {
  db: Db;
  provider: Config['linkedin'];
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  signup: SignupService;
  log: FastifyBaseLogger;
}) {
  const { db, provider, accounts, sessions, signup, log } = deps;

  const configured = () => {
    // 404 rather than 503: the call exists, the feature does not on this server (not a passing outage).
    if (!provider) throw new HttpError(404, accountServerMessages.linkedInNotConfigured);
    return provider;
  };

  /** The checks of our own, then the exchange; any provider failure is one generic 502. */
  async function profileFor(input: CodeInput): Promise<OAuthProfile> {
    const p = configured();
    // The code was issued for this client and this redirect address: anything else is not ours.
    if (input.clientId !== p.clientId || input.redirectUri !== p.redirectUri) {
      throw new HttpError(400, accountServerMessages.linkedInFailed);
    }
    // Single use: the update both checks and consumes, so a replayed state finds nothing.
    const consumed = await db
      .update(oauthStates)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oauthStates.stateHash, hashToken(input.state)),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, sql`now()`),
        ),
      )
      .returning({ stateHash: oauthStates.stateHash });
    if (consumed.length === 0) throw new HttpError(400, accountServerMessages.linkedInStateInvalid);
    try {
      return await exchangeCode(p, input.authCode);
    } catch (error) {
      if (isHttpError(error)) throw error;
      log.warn({ err: { message: (error as Error).message } }, 'LinkedIn code exchange failed');
      throw new HttpError(502, accountServerMessages.linkedInFailed);
    }
  }

  return {
    /** GET /web/login/linkedin/config: a fresh state in a ready-made authorize address. */
    async config() {
      if (!provider)
        return { configured: false as const, message: accountServerMessages.linkedInNotConfigured };
      const state = randomBytes(32).toString('base64url');
      await db.insert(oauthStates).values({
        stateHash: hashToken(state),
        expiresAt: sql`now() + make_interval(secs => ${STATE_TTL_SECONDS})`,
      });
      // Expired states are of no use to anyone; dropping them here keeps the table small.
      await db.delete(oauthStates).where(sql`${oauthStates.expiresAt} < now() - interval '1 day'`);
      return {
        configured: true as const,
        authorizeUrl: authorizeAddress(provider, state),
        clientId: provider.clientId,
        redirectUri: provider.redirectUri,
        scope: provider.scope,
        state,
      };
    },

    /** POST /web/login/linkedin: the rep whose e-mail the provider vouches for. */
    async login(input: CodeInput): Promise<Session> {
      const profile = await profileFor(input);
      const account = await accounts.findByEmail(profile.email);
      if (!account) throw new HttpError(404, accountServerMessages.linkedInNoAccount);
      const { token } = await sessions.create(account.rep.id);
      return sessionPayload(account, token);
    },

    /** POST /web/login/signup/linkedin: company and rep from the profile, then signed in. */
    async signUp(input: CodeInput & { companyName: string }): Promise<Session> {
      const profile = await profileFor(input);
      await signup.checkEmail(profile.email);
      const created = await signup.create({
        email: profile.email,
        fullName: profile.name,
        companyName: input.companyName,
        passwordHash: noPasswordHash(),
      });
      const account = await accounts.findById(created.id);
      if (!account) throw new HttpError(500, accountServerMessages.unableToSignUp);
      const { token } = await sessions.create(account.rep.id);
      return sessionPayload(account, token);
    },
  };
}

export type LinkedinService = ReturnType<typeof linkedinService>;

declare module 'fastify' {
  interface FastifyInstance {
    linkedin: LinkedinService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'linkedin',
      linkedinService({
        db: app.db,
        provider: app.config.linkedin,
        accounts: app.accounts,
        sessions: app.sessions,
        signup: app.signup,
        log: app.log,
      }),
    );
  },
  { name: 'linkedin', dependencies: ['config', 'db', 'accounts', 'sessions', 'signup', 'login-service'] },
);
