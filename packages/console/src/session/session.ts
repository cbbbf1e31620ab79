import { type Session, type UserFlags, userFlags, type WebsiteStyle, websiteStyle } from '@showroom/contract';

/**
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

export interface StoredSession {
  sellerId: string;
  companyId: string;
  token: string;
  name: string;
  companyName: string;
  userName: string;
  /** spec 1 §2 Shell: the navigation is expanded unless the rep collapsed it. */
  expandedNavbar: boolean;
  questionLibraryLink: string | null;
  /** The rep's flags (spec 1 §3), read from the cookie's JSON text; none kept reads as `{}`. */
  flags: UserFlags;
  /** The company's website style, or null when it has none. */
  websiteStyle: WebsiteStyle | null;
}

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

/**
 * A cookie holding JSON text, read into its model: the cookie is the edge here, as the reply is
 * for the contract client. Text that does not parse or match (an older console, a hand edit)
 * reads as absent.
 */
function readJsonCookie<T>(
  name: SessionCookie,
  schema: { safeParse(value: unknown): { data?: T } },
  jar: CookieJar,
) {
  const text = readCookie(name, jar);
  if (!text) return undefined;
  try {
    return schema.safeParse(JSON.parse(text)).data;
  } catch {
    return undefined;
  }
}

/** The session token, or undefined when nobody is signed in. */
export const readToken = (jar: CookieJar = document) => readCookie('token', jar) || undefined;

/** The whole session, or null without a token. */
export const readSession = (jar: CookieJar = document): StoredSession | null => {
  const token = readToken(jar);
  if (!token) return null;
  const text = (name: SessionCookie) => readCookie(name, jar) ?? '';
  return {
    sellerId: text('sellerId'),
    companyId: text('companyId'),
    token,
    name: text('name'),
    companyName: text('companyName'),
    userName: text('userName'),
    expandedNavbar: readCookie('expandedNavbar', jar) !== 'false',
    questionLibraryLink: readCookie('questionLibraryLink', jar) ?? null,
    flags: readJsonCookie('flags', userFlags, jar) ?? {},
    websiteStyle: readJsonCookie('websiteStyle', websiteStyle, jar) ?? null,
  };
};

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
