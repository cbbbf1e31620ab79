import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { addBoundedIssues, mayHoldUnstorableText, unstorableJsonAt, wireDate } from '../core/wire.ts';
import {
  type ContactBank,
  contactBank,
  contactBankCounts,
  contactListLimits,
  withoutEmptyIdentifiers,
} from './contactBank.ts';

const id = z.uuid();

/**
 * The contact bank as the spec's JSON text, read into the model once, at the edge: a reply's
 * `contact_bank` arrives as text and leaves the client as a validated `ContactBank`. (A request
 * body keeps the text: see `contactBankText`.) One parse of a 100,000-row list, not two.
 */
export const contactBankJson = z.pipe(
  z.string(),
  // A mini transform's context has no addIssue: its issues go straight on the payload.
  z.transform((text: string, ctx): ContactBank => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.issues.push({ code: 'custom', message: 'Expected JSON text', input: text });
      return z.NEVER;
    }
    const parsed = contactBank.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.issues.push({ ...issue, code: 'custom', message: issue.message, input: text });
    return z.NEVER;
  }),
);

// The last bank text a body check accepted, and what it parsed to: the server reads the bank it
// just validated without parsing 15 MB of JSON a second time (see `readContactBankText`). Kept
// only until the current job ends, so no list stays in memory after its request.
let lastAccepted: { text: string; value: ContactBank } | undefined;

/** The contact bank in a request body: JSON text that must parse and match the model. */
export const contactBankText = z.string().check(
  z.superRefine((text, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Expected JSON text' });
      return;
    }
    const parsed = contactBank.safeParse(value);
    if (!parsed.success) {
      addBoundedIssues(ctx, parsed.error.issues);
      return;
    }
    // A NUL written as `\u0000` inside the text is only a NUL once parsed, and PostgreSQL's jsonb
    // refuses it: it made a 500 (issue 15 §7). Only text with an escape can hold one.
    const at = mayHoldUnstorableText(text) ? unstorableJsonAt(parsed.data) : undefined;
    if (at) {
      ctx.addIssue({ code: 'custom', message: at.message, path: at.path });
      return;
    }
    const accepted = { text, value: parsed.data };
    lastAccepted = accepted;
    queueMicrotask(() => {
      if (lastAccepted === accepted) lastAccepted = undefined;
    });
  }),
);

/**
 * What the server stores for a bank: its JSON text with empty identifiers dropped (spec 1 §3)
 * and the counts the contacts table shows. The text goes to the database as is, so a 15 MB
 * list is not turned back into JSON on the server's event loop.
 */
export const storedContactBank = (bank: ContactBank) => {
  const kept = withoutEmptyIdentifiers(bank);
  return { text: JSON.stringify(kept), ...contactBankCounts(kept) };
};
export type StoredContactBank = ReturnType<typeof storedContactBank>;

/**
 * The model of bank text that `contactBankText` accepted. The same string, read in the same job as
 * its check (a handler reading the body the route just validated), is answered from the check's
 * own parse; any other text is parsed and validated here.
 */
export const readContactBankText = (text: string): ContactBank => {
  if (lastAccepted && lastAccepted.text === text) return lastAccepted.value;
  return contactBank.parse(JSON.parse(text));
};

/** spec 1 §3 Contact list: the list's name (client `name`, server `title`). */
export const contactListName = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(contactListLimits.maxTitleLength));

/**
 * A contact list as the contacts table shows it: the server record's fields of spec 1 §3
 * (`title`, `name` is the owner, `salesrep_id`, `date_created`) with the bank's counts in place
 * of the bank itself, so the list of lists stays small however big each list is.
 */
export const contactListSummary = z.object({
  id,
  title: z.string(),
  name: z.string(),
  salesrep_id: id,
  date_created: wireDate,
  row_count: z.number().check(z.int(), z.nonnegative()),
  identifier_count: z.number().check(z.int(), z.nonnegative()),
});
export type ContactListSummary = z.infer<typeof contactListSummary>;

/** spec 1 §3 Contact list, the whole server record: the summary plus `contact_bank`. */
export const contactList = z.extend(contactListSummary, { contact_bank: contactBankJson });
export type ContactList = z.output<typeof contactList>;

const example = {
  companyId: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  salesRepId: '4b0e0d3c-5f6a-4c1e-9d55-2a1f3e2b7c10',
  listId: '2f1c9b7a-8d6e-4f3a-9b2c-1d0e9f8a7b6c',
  contactBank: JSON.stringify({
    headers: ['First Name', 'Email'],
    bank: [{ 'First Name': 'Ada', Email: 'ada@analytical.example' }],
    showHeaders: true,
    identifiers: { 'First Name': 'first_name' },
  }),
};

/** GET /web/contact/company/{companyId}: the company's lists, newest first. */
export const listContactLists = defineRoute({
  method: 'GET',
  path: '/web/contact/company/{companyId}',
  auth: 'token',
  params: z.object({ companyId: id }),
  payload: z.array(contactListSummary),
  example: { params: { companyId: example.companyId } },
});

/** GET /web/contact/{id}: one list with its bank. */
export const getContactList = defineRoute({
  method: 'GET',
  path: '/web/contact/{id}',
  auth: 'token',
  params: z.object({ id }),
  payload: contactList,
  example: { params: { id: example.listId } },
});

/** POST /web/contact/: spec 1 §7 companyId, salesRepId, name, contactBank (JSON text), dateCreated. */
export const createContactList = defineRoute({
  method: 'POST',
  path: '/web/contact/',
  auth: 'token',
  body: z.object({
    companyId: id,
    salesRepId: id,
    name: contactListName,
    contactBank: contactBankText,
    dateCreated: wireDate,
  }),
  payload: contactListSummary,
  example: {
    body: {
      companyId: example.companyId,
      salesRepId: example.salesRepId,
      name: 'Q3 webinar attendees',
      contactBank: example.contactBank,
      dateCreated: '2026-11-22 09:44:06',
    },
  },
});

/** PUT /web/contact/{id}: spec 1 §7 contactBank, name. */
export const updateContactList = defineRoute({
  method: 'PUT',
  path: '/web/contact/{id}',
  auth: 'token',
  params: z.object({ id }),
  body: z.object({ name: contactListName, contactBank: contactBankText }),
  payload: contactListSummary,
  example: { params: { id: example.listId }, body: { name: 'Renamed', contactBank: example.contactBank } },
});

/** DELETE /web/contact/{id}. */
export const deleteContactList = defineRoute({
  method: 'DELETE',
  path: '/web/contact/{id}',
  auth: 'token',
  params: z.object({ id }),
  payload: z.object({ id }),
  example: { params: { id: example.listId } },
});
