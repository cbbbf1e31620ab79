import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { accountServerMessages, type SessionPayload } from '@showroom/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { oauthStates } from '../../db/schema.ts';
import {
  failed,
  forbidden,
  invalid,
  isDomainError,
  notFound,
  upstreamFailed,
} from '../../services/errors.ts';
import { authorizeAddress, exchangeCode, type OAuthProfile } from '../../services/oauth.ts';
import { noPasswordHash } from '../../services/passwords.ts';
import { loadSecretKey } from '../../services/secrets.ts';
import { hashToken } from '../../services/tokens.ts';
import type { AccountsRepository } from './accounts.ts';
import { sessionPayload } from './login.ts';
import type { SessionsRepository } from './sessions.ts';
import type { SignupService } from './signup.ts';

/** How long a sign-in may take between opening the popup and posting the code. */
const STATE_TTL_SECONDS = 600;

/**
 * Issue 15 point 11: each `state` is also tied to the browser that asked for it. That browser holds
 * a short-lived, signed, HttpOnly cookie with a random nonce, and the state's row keeps the nonce's
 * hash. A code and state carried to another browser (login CSRF, a leaked redirect) fail there.
 * One nonce serves every sign-in the browser starts meanwhile, so a new attempt (the console asks
 * for a fresh state after each one) never spoils one still under way.
 */
export const stateCookieName = 'showroom_oauth_state';

/** The Set-Cookie value for the browser's nonce. */
export function stateCookie(value: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  const attributes = [`Path=/web/login`, `Max-Age=${options.maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return [`${stateCookieName}=${value}`, ...attributes].join('; ');
}

/** The value of cookie `name` in a Cookie header, if present. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

interface CodeInput {
  authCode: string;
  clientId: string;
  redirectUri: string;
  state: string;
}

/** ADR 0012 (docs/decisions/0012-social-login-oauth2.md): the professional-network login as a standard OAuth 2.0 code flow. */
export function linkedinService(deps: {
  db: Db;
  provider: Config['linkedin'];
  /** Signs the state cookie; derived from SECRET_KEY, the same on every replica. */
  cookieKey: Buffer;
  secureCookie: boolean;
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  signup: SignupService;
  log: FastifyBaseLogger;
}) {
  const { db, provider, cookieKey, secureCookie, accounts, sessions, signup, log } = deps;
  const signatureOf = (nonce: string) =>
    createHmac('sha256', cookieKey).update(`oauth-browser:${nonce}`).digest('base64url');

  /** The nonce of a cookie this server signed, or undefined for a missing or forged one. */
  function browserNonce(cookieHeader: string | undefined): string | undefined {
    const [nonce, signature] = (readCookie(cookieHeader, stateCookieName) ?? '').split('.');
    if (!nonce || !signature) return undefined;
    const given = Buffer.from(signature);
    const expected = Buffer.from(signatureOf(nonce));
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  }

  const configured = () => {
    // 404 rather than 503: the call exists, the feature does not on this server (not a passing outage).
    if (!provider) throw notFound(accountServerMessages.linkedInNotConfigured);
    return provider;
  };

  /** The checks of our own, then the exchange; any provider failure is one generic 502. */
  async function profileFor(input: CodeInput, cookieHeader: string | undefined): Promise<OAuthProfile> {
    const p = configured();
    // The code was issued for this client and this redirect address: anything else is not ours.
    if (input.clientId !== p.clientId || input.redirectUri !== p.redirectUri) {
      throw invalid(accountServerMessages.linkedInFailed);
    }
    const nonce = browserNonce(cookieHeader);
    if (!nonce) throw invalid(accountServerMessages.linkedInStateInvalid);
    // Single use, and only from the browser that started it: the update both checks and consumes,
    // so a replayed state, or one sent from another browser, finds nothing.
    const consumed = await db
      .update(oauthStates)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oauthStates.stateHash, hashToken(input.state)),
          eq(oauthStates.browserHash, hashToken(nonce)),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, sql`now()`),
        ),
      )
      .returning({ stateHash: oauthStates.stateHash });
    if (consumed.length === 0) throw invalid(accountServerMessages.linkedInStateInvalid);
    try {
      return await exchangeCode(p, input.authCode);
    } catch (error) {
      if (isDomainError(error)) throw error;
      log.warn({ err: { message: (error as Error).message } }, 'LinkedIn code exchange failed');
      throw upstreamFailed(accountServerMessages.linkedInFailed);
    }
  }

  /** ADR 0007: no account is entered or made on an address the provider does not vouch for. */
  const vouched = (profile: OAuthProfile) => {
    if (!profile.emailVerified) throw forbidden(accountServerMessages.linkedInEmailNotVerified);
  };

  return {
    /**
     * GET /web/login/linkedin/config: a fresh state in a ready-made authorize address, bound to the
     * browser's nonce (the one its cookie already holds, or a new one), and the cookie to set.
     */
    async config(cookieHeader: string | undefined) {
      if (!provider) {
        return {
          payload: { configured: false as const, message: accountServerMessages.linkedInNotConfigured },
          cookie: undefined,
        };
      }
      const state = randomBytes(32).toString('base64url');
      const nonce = browserNonce(cookieHeader) ?? randomBytes(32).toString('base64url');
      await db.insert(oauthStates).values({
        stateHash: hashToken(state),
        browserHash: hashToken(nonce),
        expiresAt: sql`now() + make_interval(secs => ${STATE_TTL_SECONDS})`,
      });
      // Expired and used states are deleted by the cleanup job (src/jobs/cleanup.ts), not here.
      return {
        payload: {
          configured: true as const,
          authorizeUrl: authorizeAddress(provider, state),
          clientId: provider.clientId,
          redirectUri: provider.redirectUri,
          scope: provider.scope,
          state,
        },
        cookie: stateCookie(`${nonce}.${signatureOf(nonce)}`, {
          secure: secureCookie,
          maxAgeSeconds: STATE_TTL_SECONDS,
        }),
      };
    },

    /**
     * POST /web/login/linkedin: the rep whose e-mail the provider vouches for. An account whose
     * address nobody has confirmed becomes the provider's user's (ADR 0007): whoever signed it up
     * with a password loses that password and every session.
     */
    async login(input: CodeInput, cookieHeader: string | undefined): Promise<SessionPayload> {
      const profile = await profileFor(input, cookieHeader);
      let account = await accounts.findByEmail(profile.email);
      if (!account) throw notFound(accountServerMessages.linkedInNoAccount);
      vouched(profile);
      if (!account.rep.emailConfirmedAt) {
        await accounts.confirmBySocialLogin(account.rep.id);
        account = await accounts.findById(account.rep.id);
        if (!account) throw notFound(accountServerMessages.linkedInNoAccount);
      }
      const { token } = await sessions.create(account.rep.id);
      return sessionPayload(account, token);
    },

    /** POST /web/login/signup/linkedin: company and rep from the profile, confirmed, then signed in. */
    async signUp(
      input: CodeInput & { companyName: string },
      cookieHeader: string | undefined,
    ): Promise<SessionPayload> {
      const profile = await profileFor(input, cookieHeader);
      vouched(profile);
      await signup.checkEmail(profile.email);
      const created = await signup.create({
        email: profile.email,
        fullName: profile.name,
        companyName: input.companyName,
        passwordHash: noPasswordHash(),
        emailConfirmed: true,
      });
      const account = await accounts.findById(created.id);
      if (!account) throw failed(accountServerMessages.unableToSignUp);
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
    const { config } = app;
    // A key of its own for the cookie, derived from SECRET_KEY; read only when the login is on.
    const cookieKey = config.linkedin
      ? createHmac('sha256', await loadSecretKey(config))
          .update('showroom oauth state cookie')
          .digest()
      : randomBytes(32);
    app.decorate(
      'linkedin',
      linkedinService({
        db: app.db,
        provider: config.linkedin,
        cookieKey,
        secureCookie: config.appUrl.startsWith('https:'),
        accounts: app.accounts,
        sessions: app.sessions,
        signup: app.signup,
        log: app.log,
      }),
    );
  },
  { name: 'linkedin', dependencies: ['config', 'db', 'accounts', 'sessions', 'signup', 'login-service'] },
);
