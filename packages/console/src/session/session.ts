import { type UserFlags, userFlags, type WebsiteStyle, websiteStyle } from '@showroom/contract';
import { type CookieJar, readCookie, readToken, type SessionCookie } from './cookies.ts';

// The cookies without their models (what the sign-in pages load first, issue 30), and the whole
// session read into its models, for the signed-in screens.
export * from './cookies.ts';

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
