import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { isEmailAddress } from '../rules/links.ts';
import { pageConstants as c } from './constants.ts';
import { pageMessages as m } from './messages.ts';
import { examplePageId } from './page.ts';

/**
 * Bulk link generation from a contact list (spec 3 §2.9, §5, §6; issue 13). The console names a
 * list and says, for the recipient's e-mail, name and each of the page's extra placeholders,
 * which of the list's identifiers fills it (`{{identifier}}`, §5). The server checks the
 * identifiers at once ('Invalid Identifier Detected'), then makes the links in the background:
 * one link per valid row, all in one transaction, and the console polls the run for its progress
 * and its counts. A row whose e-mail is not an e-mail, or whose mapped placeholder is empty, is
 * skipped and counted ('Invalid fields detected and dismissed'); an empty name is the e-mail (§5).
 * A prospect (by e-mail within the company) who already has a link to the page keeps that link:
 * running the same list again makes no new links.
 */

/** A field of the dialog as typed: `{{identifier}}`, checked against the list's identifiers. */
const identifierText = z.string().check(z.maxLength(c.placeholderMaxLength + 4));

/** POST body: the list, the recipient's fields and the extra placeholders, each `{{identifier}}`. */
export const bulkLinksRequest = z.object({
  listId: z.uuid(),
  /** `{{identifier}}` of the column holding the recipient's e-mail (required). */
  email: identifierText,
  /** `{{identifier}}` of the column holding the recipient's name, or '' (the e-mail is the name). */
  name: identifierText,
  /**
   * The page's extra placeholders (prospect_email and prospect_name excluded): placeholder name to
   * `{{identifier}}`. Each row's cell of that column fills the placeholder in the link's data.
   */
  placeholders: z
    .record(z.string().check(z.maxLength(c.placeholderMaxLength)), identifierText)
    .check(z.refine((value) => Object.keys(value).length <= c.maxPlaceholders, 'Too many placeholders')),
});
export type BulkLinksRequest = z.infer<typeof bulkLinksRequest>;

/** Where a run is: waiting for a worker, making links, finished, or given up. */
export const bulkRunStates = ['queued', 'running', 'done', 'failed'] as const;

/**
 * A bulk run as the console shows it. `total` is the list's rows; `done` the rows looked at so
 * far (progress: done / total); `created` new links, `existing` rows that already had a link to
 * the page (or repeat an e-mail of the list), `dismissed` rows skipped for an invalid e-mail or
 * an empty mapped field. `message` is 'Invalid fields detected and dismissed' when any row was
 * dismissed, the reason a run failed when it failed, else ''. The links themselves are the page's
 * relationships (GET salesrep/{salesRepId}/relationship?page_id), read again when the run is done.
 */
export const bulkLinksRun = z.object({
  id: z.uuid(),
  pageId: z.uuid(),
  listId: z.uuid(),
  state: z.enum(bulkRunStates),
  total: z.number(),
  done: z.number(),
  created: z.number(),
  existing: z.number(),
  dismissed: z.number(),
  message: z.string(),
});
export type BulkLinksRun = z.infer<typeof bulkLinksRun>;

/** Replies of ours where the spec gives no wording. */
export const bulkLinkMessages = {
  /** 403 when the company's plan does not have 'page.url.bulkGenerate.enable'. */
  notInPlan: 'Bulk link generation is not part of your plan',
  listNotFound: 'Contact list not found',
  tooManyRows: `A bulk run takes at most ${c.bulkMaxRows.toLocaleString('en-US')} rows`,
  runNotFound: 'Bulk run not found',
  failed: m.failedSellerLink,
} as const;

/** POST /web/page/{pageId}/links/bulk: starts a run (202), or answers the one already running. */
export const startBulkLinks = defineRoute({
  method: 'POST',
  path: '/web/page/{pageId}/links/bulk',
  auth: 'token',
  params: z.object({ pageId: z.uuid() }),
  body: bulkLinksRequest,
  payload: bulkLinksRun,
  example: {
    params: { pageId: examplePageId },
    body: {
      listId: '2f1c9b7a-8d6e-4f3a-9b2c-1d0e9f8a7b6c',
      email: '{{email}}',
      name: '{{name}}',
      placeholders: { company: '{{company}}' },
    },
  },
});

/** GET /web/page/{pageId}/links/bulk/{runId}: the run's progress and counts (poll until done). */
export const getBulkLinks = defineRoute({
  method: 'GET',
  path: '/web/page/{pageId}/links/bulk/{runId}',
  auth: 'token',
  params: z.object({ pageId: z.uuid(), runId: z.uuid() }),
  payload: bulkLinksRun,
  example: {
    params: { pageId: examplePageId, runId: '3c5e7a9b-1d2f-4a6b-8c0d-2e4f6a8b0c1d' },
  },
});

export { bulkRequestProblem } from '../rules/links.ts';

/**
 * One row's link data, or undefined when the row is dismissed (§5): its e-mail not an e-mail, or a
 * mapped placeholder's cell empty. An empty name is the e-mail. `columns` maps each field to the
 * list's column (identifier already resolved).
 */
export function bulkRowData(
  row: Readonly<Record<string, string>>,
  columns: { email: string; name: string | undefined; placeholders: Readonly<Record<string, string>> },
): { email: string; name: string; data: Record<string, string> } | undefined {
  const email = (row[columns.email] ?? '').trim().toLowerCase();
  if (!isEmailAddress(email)) return undefined;
  const data: Record<string, string> = {};
  for (const [placeholder, column] of Object.entries(columns.placeholders)) {
    const value = (row[column] ?? '').trim();
    if (value === '' || value.length > c.placeholderValueMaxLength) return undefined;
    data[placeholder] = value;
  }
  const named = columns.name === undefined ? '' : (row[columns.name] ?? '').trim();
  const name = (named === '' ? email : named).slice(0, c.nameMaxLength);
  return { email, name, data: { ...data, prospect_email: email, prospect_name: name } };
}
