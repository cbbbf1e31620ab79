import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { jsonText, wireDate } from '../core/wire.ts';
import { exampleIds } from '../embeds/shared.ts';
import { isEmailAddress } from '../rules/links.ts';
import { pageConstants as c } from './constants.ts';
import { pageMessages as m } from './messages.ts';
import { examplePageId } from './page.ts';

/**
 * A prospect link's id (shared/spec README decision 8): 128 random bits made by the server for
 * that link alone, base64url. It opens one page for one prospect; deleting the relationship
 * kills it. Never a session token, never chosen by a client.
 */
export const encryptedId = z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/));
export const exampleEncryptedId = 'q3Vt8pZcR1uJxW4yL0mNaA';

/** §2.8 the link's shape: {audience host}/{encrypted_id}/login. */
export const prospectLinkAddress = (audienceUrl: string, id: string) =>
  `${audienceUrl.replace(/\/$/, '')}/${encodeURIComponent(id)}/login`;

/** §3 mappingData: prospect_email, prospect_name and the page's other placeholders, as text. */
export const mappingData = z
  .record(
    z.string().check(z.maxLength(c.placeholderMaxLength)),
    z.string().check(z.maxLength(c.placeholderValueMaxLength)),
  )
  .check(z.refine((data) => Object.keys(data).length <= c.maxPlaceholders + 2, 'Too many placeholders'));
export type MappingData = z.infer<typeof mappingData>;

export {
  bulkIdentifier,
  bulkProblem,
  isEmailAddress,
  outboundLinkProblem,
  outboundMappingData,
} from '../rules/links.ts';

/** §3 Prospect relationship as the links panel lists it, with the link's address. */
export const relationship = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  date_created: wireDate,
  encrypted_id: encryptedId,
  url: z.string(),
});
export type Relationship = z.infer<typeof relationship>;

/** GET salesrep/{salesRepId}/relationship?page_id: the page's prospect links, newest first. */
export const listRelationships = defineRoute({
  method: 'GET',
  path: '/web/salesrep/{salesRepId}/relationship',
  auth: 'token',
  params: z.object({ salesRepId: z.uuid() }),
  query: z.object({ page_id: z.uuid() }),
  payload: z.array(relationship),
  example: { params: { salesRepId: exampleIds.salesRepId }, query: { page_id: examplePageId } },
});

/**
 * POST /relationship: binds the link a prospect session issued (its `encrypted_id`, which only
 * the server makes) to the prospect and the page; 201 with the relationship. The same prospect and
 * page again answer the link they already have (no duplicates).
 */
export const createRelationship = defineRoute({
  method: 'POST',
  path: '/web/relationship',
  auth: 'token',
  body: z.object({
    salesrep_id: z.uuid(),
    prospect_id: z.uuid(),
    company_id: z.uuid(),
    page_id: z.uuid(),
    engaged: z.enum(['yes', 'no']),
    encrypted_id: encryptedId,
    date_created: wireDate,
  }),
  payload: z.tuple([relationship]),
  example: {
    body: {
      salesrep_id: exampleIds.salesRepId,
      prospect_id: '6d8f0a2c-4e6b-4c8d-9f1a-3b5d7f9a1c3e',
      company_id: exampleIds.companyId,
      page_id: examplePageId,
      engaged: 'yes',
      encrypted_id: exampleEncryptedId,
      date_created: '2026-11-27 10:00:00',
    },
  },
});

export const deleteRelationship = defineRoute({
  method: 'DELETE',
  path: '/web/relationship/{relationshipId}',
  auth: 'token',
  params: z.object({ relationshipId: z.uuid() }),
  payload: z.null(),
  example: { params: { relationshipId: '8b0d2f4a-6c8e-4a1b-9d3f-5e7a9c1b3d5f' } },
});

/** §3 Prospect session reply: the prospect's id, the link's token (its encrypted_id), its url. */
export const prospectSession = z.object({ id: z.uuid(), token: encryptedId, url: z.string() });

/**
 * POST /prospect/session (§4.4 step one of an outbound link): the prospect (made or found by
 * e-mail within the company) and a link id issued for that prospect and page, bound by POST
 * /relationship. mappingData is JSON text (§3).
 */
export const createProspectSession = defineRoute({
  method: 'POST',
  path: '/web/prospect/session',
  auth: 'token',
  body: z.object({
    name: z.string().check(z.maxLength(c.nameMaxLength)),
    email: z.string().check(z.maxLength(254), z.refine(isEmailAddress, m.invalidEmail)),
    pageId: z.uuid(),
    mappingData: jsonText(mappingData).check(z.maxLength(256 * 1024)),
    salesrepId: z.uuid(),
    companyId: z.uuid(),
  }),
  payload: prospectSession,
  example: {
    body: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      pageId: examplePageId,
      mappingData: JSON.stringify({ prospect_email: 'ada@example.com', prospect_name: 'Ada Lovelace' }),
      salesrepId: exampleIds.salesRepId,
      companyId: exampleIds.companyId,
    },
  },
});

/** POST /prospect/session/website: the page's one inbound link (made once, then the same). */
export const createWebsiteSession = defineRoute({
  method: 'POST',
  path: '/web/prospect/session/website',
  auth: 'token',
  body: z.object({ pageId: z.uuid(), companyId: z.uuid() }),
  payload: prospectSession,
  example: { body: { pageId: examplePageId, companyId: exampleIds.companyId } },
});

/**
 * POST /sendmailform: a prospect's contact fields, mailed to the page's rep. Public (a prospect
 * has no session); ours: `link` is the prospect link's id, which names the page and the rep, so
 * nobody can send a rep mail without a link of theirs.
 */
export const sendMailForm = defineRoute({
  method: 'POST',
  path: '/web/sendmailform',
  auth: 'public',
  body: z.object({
    name: z.string().check(z.maxLength(c.nameMaxLength)),
    email: z.string().check(z.maxLength(254)),
    message: z.string().check(z.maxLength(c.textMaxLength * 5)),
    form_id: z.string().check(z.maxLength(200)),
    link: encryptedId,
  }),
  payload: z.null(),
  example: {
    body: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Phone Number: 555 0100',
      form_id: '',
      link: exampleEncryptedId,
    },
  },
});
