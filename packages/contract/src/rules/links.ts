import type { BulkLinksRequest } from '../pages/bulk.ts';
import type { MappingData } from '../pages/links.ts';
import { pageMessages as m } from '../pages/messages.ts';

/**
 * spec 3 §5 Link generation: the links' pure rules, free of the schemas (types only from the rest
 * of the contract), so the link dialog's machine runs them as values. pages/links.ts, bulk.ts and
 * style.ts re-export them: each is written here once.
 */

/** §5 Placeholders in texts are tokens in angle brackets (`<company>`). */
export const placeholderToken = /<([A-Za-z_][A-Za-z0-9_]{0,99})>/g;

/** §5 'a standard email shape'. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailAddress = (value: string) => value.length <= 254 && emailShape.test(value.trim());

/**
 * §5 single outbound link: the e-mail's shape ('Invalid Email Address') and every extra
 * placeholder filled ('Empty Fields Detected'). The name defaults to the e-mail.
 */
export function outboundLinkProblem(
  email: string,
  placeholders: Readonly<Record<string, string>>,
): string | undefined {
  if (!isEmailAddress(email)) return m.invalidEmail;
  if (Object.values(placeholders).some((value) => value.trim() === '')) return m.emptyFields;
  return undefined;
}

/** §3: mappingData for one recipient; the name defaults to the e-mail (§5). */
export const outboundMappingData = (
  email: string,
  name: string,
  placeholders: Readonly<Record<string, string>>,
): MappingData => ({
  ...placeholders,
  prospect_email: email.trim(),
  prospect_name: name.trim() === '' ? email.trim() : name.trim(),
});

/** §5 bulk identifiers: `{{identifier}}`, the identifier one of the list's; else undefined. */
export const bulkIdentifier = (value: string, identifiers: readonly string[]) => {
  const match = /^\{\{\s*(.+?)\s*\}\}$/.exec(value.trim());
  return match && identifiers.includes(match[1]!) ? match[1] : undefined;
};

/**
 * §5 bulk: a list chosen ('Please select a contact list') and each placeholder's identifier in
 * double braces and in the list ('Invalid Identifier Detected').
 */
export function bulkProblem(
  listId: string,
  placeholders: Readonly<Record<string, string>>,
  identifiers: readonly string[],
): string | undefined {
  if (listId.trim() === '') return m.selectContactList;
  if (Object.values(placeholders).some((value) => bulkIdentifier(value, identifiers) === undefined))
    return m.invalidIdentifier;
  return undefined;
}

/** How often the console asks for a run's progress. */
export const bulkPollMs = 500;

/**
 * §5 the request's identifiers: the e-mail's required, the name's optional (''), every extra
 * placeholder's required; each `{{identifier}}` of the list. 'Invalid Identifier Detected' else.
 */
export function bulkRequestProblem(
  request: Pick<BulkLinksRequest, 'email' | 'name' | 'placeholders'>,
  identifiers: readonly string[],
): string | undefined {
  const texts = [request.email, ...Object.values(request.placeholders)];
  if (request.name.trim() !== '') texts.push(request.name);
  if (texts.some((text) => bulkIdentifier(text, identifiers) === undefined)) return m.invalidIdentifier;
  return undefined;
}

/**
 * Every placeholder a page's texts write, prospect_email and prospect_name included, in order of
 * first use: what a visitor with no contact row (an inbound link) sees as nothing (issue 29, D.1).
 */
export function styleTokens(style: Readonly<Record<string, unknown>>): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const match of value.matchAll(placeholderToken)) found.add(match[1]!);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(style);
  return [...found];
}
