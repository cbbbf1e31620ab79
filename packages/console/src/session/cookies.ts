import type { Session, UserFlags } from '@showroom/contract';

/**
 * The session's cookies without the models they hold (issue 30): what the sign-in pages need
 * (the token, storing a new session, how the last one ended) with no Zod schema behind it, so
 * their first load does without Zod. `session.ts` adds `readSession`, which reads the flags and
 * the website style into their models, and exports all of this too.
 *
 * spec 1 §3 Session data, kept in cookies the console's own scripts read (ARCHITECTURE.md
 * "Data conventions"): SameSite=Strict, Secure outside localhost, path=/.
 */
const sessionCookies = [
  'sellerId',
  'companyId',
  'token',
  'name',
  'companyName',
  'userName',
  'expandedNavbar',
  'questionLibraryLink',
  'flags',
  'websiteStyle',
] as const;
export type SessionCookie = (typeof sessionCookies)[number];

/** The cookie jar: `document` in the browser; tests may pass their own. */
export interface CookieJar {
  cookie: string;
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A local `npm start` runs on plain http, where a Secure cookie would not be kept. */
const isLocalHost = (hostname: string) => localHosts.has(hostname) || hostname.endsWith('.localhost');

/** The attributes every session cookie is written with. */
export const cookieAttributes = (hostname: string) =>
  ['path=/', 'SameSite=Strict', ...(isLocalHost(hostname) ? [] : ['Secure'])].join('; ');

const currentHost = () => (typeof location === 'undefined' ? 'localhost' : location.hostname);

export const readCookie = (name: SessionCookie, jar: CookieJar = document): string | undefined => {
  for (const part of jar.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    if (part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
};

export const writeCookie = (
  name: SessionCookie,
  value: string,
  jar: CookieJar = document,
  hostname = currentHost(),
) => {
  jar.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(hostname)}`;
};

const deleteCookie = (name: SessionCookie, jar: CookieJar = document, hostname = currentHost()) => {
  jar.cookie = `${name}=; Max-Age=0; ${cookieAttributes(hostname)}`;
};

/**
 * Why the last session ended: the rep logged out, or the server stopped honouring the token (a
 * 401 mid-use: expired or revoked). The login screen says so for the second.
 */
export type SessionEnd = 'loggedOut' | 'expired';

let lastEnd: SessionEnd | null = null;
const listeners = new Set<() => void>();

/** Runs `listener` whenever the session is stored or ends (for useSyncExternalStore). */
export const subscribeSession = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const notify = () => {
  for (const listener of listeners) listener();
};

/** How the session that is gone ended; null while one is kept, or none ever was. */
export const sessionEnd = () => lastEnd;

/** The session token, or undefined when nobody is signed in. */
export const readToken = (jar: CookieJar = document) => readCookie('token', jar) || undefined;

/**
 * spec 1 §4: a successful login stores the session, question library link, flags and website
 * style (the last two as JSON text, the spec's form). expandedNavbar keeps the rep's choice and
 * defaults to true.
 */
export const storeSession = (payload: Session, jar: CookieJar = document, hostname = currentHost()) => {
  const write = (name: SessionCookie, value: string | null) =>
    value === null ? deleteCookie(name, jar, hostname) : writeCookie(name, value, jar, hostname);
  write('sellerId', payload.id);
  write('companyId', payload.companyId);
  write('token', payload.token);
  write('name', payload.name);
  write('companyName', payload.companyName);
  write('userName', payload.userName);
  write('questionLibraryLink', payload.companyQuestionLibraryLink);
  write('flags', JSON.stringify(payload.flags));
  write(
    'websiteStyle',
    payload.companyWebsiteStyle === null ? null : JSON.stringify(payload.companyWebsiteStyle),
  );
  if (readCookie('expandedNavbar', jar) === undefined) write('expandedNavbar', 'true');
  lastEnd = null;
  notify();
};

/** The flags the server now holds (PUT /web/flag's reply), kept with the session. */
export const storeFlags = (flags: UserFlags, jar: CookieJar = document, hostname = currentHost()) =>
  writeCookie('flags', JSON.stringify(flags), jar, hostname);

/** spec 1 §3 expandedNavbar, switched with 'Hide Navbar'. */
export const storeExpandedNavbar = (expanded: boolean, jar: CookieJar = document, hostname = currentHost()) =>
  writeCookie('expandedNavbar', String(expanded), jar, hostname);

/** Logout and an invalid token: every session cookie goes. */
export const clearSession = (jar: CookieJar = document, hostname = currentHost()) => {
  for (const name of sessionCookies) deleteCookie(name, jar, hostname);
};

/**
 * Ends the session: the cookies go and whoever watches the session (RequireSession) hears it, so
 * the rep lands on /login, told why when the server ended it.
 */
export const endSession = (reason: SessionEnd, jar: CookieJar = document, hostname = currentHost()) => {
  clearSession(jar, hostname);
  lastEnd = reason;
  notify();
};

/**
 * Where to go back after signing in: an address of this console only (a path, never another
 * origin or a protocol-relative `//host`), else the console's start.
 */
export const returnAddress = (from: unknown): string =>
  typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\')
    ? from
    : '/';
