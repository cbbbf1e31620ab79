import { z } from 'zod';

export interface OAuthProvider {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scope: string;
}

/** What we take from the provider: an e-mail, whether it vouches for it, and a name. */
export interface OAuthProfile {
  email: string;
  name: string;
  /** OpenID Connect `email_verified` exactly `true`; absent or anything else is false (ADR 0007). */
  emailVerified: boolean;
}

/** Why the provider did not give us a profile; logged, never shown (the reply is generic). */
class OAuthError extends Error {
  override name = 'OAuthError';
}

const TIMEOUT_MS = 10_000;

/** The address the popup opens (RFC 6749 §4.1.1). */
export function authorizeAddress(provider: OAuthProvider, state: string): string {
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', provider.redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', state);
  return url.toString();
}

const tokenReply = z.object({
  access_token: z.string().min(1),
  token_type: z.string().refine((type) => type.toLowerCase() === 'bearer', 'not a bearer token'),
});

// OpenID Connect userinfo (LinkedIn's "Sign In with LinkedIn using OpenID Connect" answers this).
const userinfoReply = z.object({
  sub: z.string().min(1),
  email: z.string().min(3).max(320),
  // Read as-is: only the JSON value true counts as the provider vouching for the address.
  email_verified: z.unknown().optional(),
  name: z.string().max(200).optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
});

async function readJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new OAuthError(`${what} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new OAuthError(`${what} answered without JSON`);
  }
}

/**
 * The authorization-code exchange (RFC 6749 §4.1.3, client_secret_post) and the userinfo call.
 * Strict where a lenient test server would let anything through: a bearer token must come back
 * and the profile must carry an e-mail. Whether the address is vouched for is the caller's call.
 */
export async function exchangeCode(provider: OAuthProvider, code: string): Promise<OAuthProfile> {
  const tokenResponse = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: provider.redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    }),
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const token = tokenReply.safeParse(await readJson(tokenResponse, 'token endpoint'));
  if (!token.success) throw new OAuthError(`token endpoint reply: ${token.error.message}`);

  const userinfoResponse = await fetch(provider.userinfoUrl, {
    headers: { authorization: `Bearer ${token.data.access_token}`, accept: 'application/json' },
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const profile = userinfoReply.safeParse(await readJson(userinfoResponse, 'userinfo endpoint'));
  if (!profile.success) throw new OAuthError(`userinfo reply: ${profile.error.message}`);
  const { email, name, given_name, family_name } = profile.data;
  const fullName =
    name?.trim() ||
    [given_name, family_name].filter(Boolean).join(' ').trim() ||
    email.slice(0, email.indexOf('@'));
  return { email: email.trim(), name: fullName, emailVerified: profile.data.email_verified === true };
}
