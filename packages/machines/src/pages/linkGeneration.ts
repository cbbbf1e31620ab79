import type {
  BulkLinksRun,
  CallResult,
  ContactListSummary,
  createProspectSession,
  createRelationship,
  createWebsiteSession,
  getBulkLinks,
  getContactList,
  getPage,
  getPageSettings,
  listContactLists,
  MappingData,
  PageSummary,
  startBulkLinks,
} from '@showroom/contract';
import {
  bulkIdentifier,
  bulkProblem,
  bulkRequestProblem,
  outboundMappingData,
} from '@showroom/contract/rules';

/*
 * The 'Choose link type' dialog's types and pure rules (spec 3 §2.9, §4.4, §5 Link generation),
 * beside its machine (linkGenerationMachine.ts), which re-exports them.
 */

/** What the dialog is for: the page the links open. */
export type LinkPage = Pick<PageSummary, 'id' | 'title' | 'live'>;

/** GET page/id and GET setting/page for the page, at once, as the contract client resolves them. */
export interface LinkPageReplies {
  page: CallResult<typeof getPage>;
  settings: CallResult<typeof getPageSettings>;
}
/** POST /web/prospect/session (step one of an outbound link, §4.4). */
export type ProspectSessionReply = CallResult<typeof createProspectSession>;
/** POST /web/relationship (step two, engaged 'yes'). */
export type RelationshipReply = CallResult<typeof createRelationship>;
/** POST /web/prospect/session/website (the inbound link). */
export type WebsiteSessionReply = CallResult<typeof createWebsiteSession>;
/** GET /web/contact/company/{companyId}: the lists bulk generation chooses from (§7.9). */
export type ContactListsReply = CallResult<typeof listContactLists>;
/** GET /web/contact/{id}: the chosen list, for its identifiers (§7.9). */
export type ContactListReply = CallResult<typeof getContactList>;
/** POST /web/page/{pageId}/links/bulk: the run it started. */
export type BulkStartReply = CallResult<typeof startBulkLinks>;
/** GET /web/page/{pageId}/links/bulk/{runId}: the run's progress and counts. */
export type BulkRunReply = CallResult<typeof getBulkLinks>;

export interface LinkGenerationInput {
  page: LinkPage;
  /** The rep's id: the seller id the inbound link is shown with (§2.9). */
  sellerId: string;
}

/** The recipient of a single outbound link (§2.9): e-mail, and a name that defaults to it (§5). */
export type RecipientField = 'email' | 'name';

export interface LinkGenerationContext extends LinkGenerationInput {
  /** The page's live state as GET setting/page answered it (§4.4: isLive not 1 asks first). */
  live: boolean;
  /** The page's own placeholders (§5: prospect_email and prospect_name are never among them). */
  placeholders: string[];
  /**
   * Every placeholder the page's texts write, prospect_name and prospect_email included: what an
   * inbound visitor, who has no contact row, sees as nothing (issue 29, D.1).
   */
  tokens: string[];
  /** For each identifier of the chosen list, how many of its contacts have no value in it. */
  blanks: Record<string, number>;
  /** §6 page.url.bulkGenerate.enable. */
  bulkAllowed: boolean;
  /** The single link's recipient. */
  recipient: Record<RecipientField, string>;
  /** Each placeholder's value for the single link. */
  values: Record<string, string>;
  /** The recipient's e-mail and name columns for a bulk run, each `{{identifier}}` (name optional). */
  bulkRecipient: Record<RecipientField, string>;
  /** Each placeholder's `{{identifier}}` for a bulk run. */
  mapping: Record<string, string>;
  /** The company's contact lists (bulk). */
  lists: ContactListSummary[];
  /** The chosen list's id, '' while none is chosen. */
  listId: string;
  /** The chosen list's identifiers. */
  identifiers: string[];
  /** The §5 message the last Generate was refused with. */
  problem: string | null;
  /** Step one's reply, kept for step two. */
  session: { prospectId: string; encryptedId: string } | null;
  /** The outbound link, once made. */
  link: string | null;
  /** The inbound (website) link, once made. */
  websiteLink: string | null;
  /** The bulk run under way or finished: progress (done of total) and counts. */
  bulk: BulkLinksRun | null;
  /** Why the last bulk run did not finish, when the server said. */
  bulkFailure: string | null;
  /** §4.4: 'Continue' on 'Page is not published' holds for the rest of the dialog. */
  unpublishedConfirmed: boolean;
  /** Whether any link was made while the dialog was open: the panel then reads its table again. */
  changed: boolean;
}

export type LinkGenerationEvent =
  | { type: 'type.choose'; linkType: 'outbound' | 'inbound' }
  | { type: 'bulk.toggle'; on: boolean }
  | { type: 'field.change'; field: RecipientField; value: string }
  | { type: 'placeholder.change'; name: string; value: string }
  | { type: 'list.choose'; id: string }
  | { type: 'generate' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'copy' }
  | { type: 'retry' }
  | { type: 'close' };

export interface LinkGenerationOutput {
  changed: boolean;
}

/** The page's saved placeholders, and whether its plan allows bulk, from the two replies. */
export function pageDetails(replies: LinkPageReplies) {
  if (replies.page.status !== 'success' || replies.settings.status !== 'success') return null;
  return {
    placeholders: replies.page.payload[0].placeholders,
    bulkAllowed: replies.settings.payload.bulkGenerate,
    live: replies.settings.payload.live === 1,
  };
}

export const emptyValues = (placeholders: readonly string[]) =>
  Object.fromEntries(placeholders.map((name) => [name, '']));

/**
 * For each identifier of a contact list, how many of its rows have an empty cell in its column:
 * a placeholder filled from it has no value for those contacts (issue 29, D.1).
 */
export function listBlanks(reply: ContactListReply): Record<string, number> {
  if (reply.status !== 'success') return {};
  const bank = reply.payload.contact_bank;
  const blanks: Record<string, number> = {};
  for (const [column, identifier] of Object.entries(bank.identifiers)) {
    if (identifier.trim() === '') continue;
    blanks[identifier] = bank.bank.filter((row) => (row[column] ?? '').trim() === '').length;
  }
  return blanks;
}

/**
 * The page's placeholders that some contacts of the chosen list have no value for, through the
 * identifier each is filled from: the editor warns before a bulk run (issue 29, D.1).
 */
export function missingValues(
  context: Pick<LinkGenerationContext, 'mapping' | 'blanks' | 'identifiers'>,
): { placeholder: string; identifier: string; contacts: number }[] {
  return Object.entries(context.mapping).flatMap(([placeholder, text]) => {
    const identifier = bulkIdentifier(text, context.identifiers);
    const contacts = identifier === undefined ? 0 : (context.blanks[identifier] ?? 0);
    return identifier !== undefined && contacts > 0 ? [{ placeholder, identifier, contacts }] : [];
  });
}

/** The identifiers a contact list's bank names (column -> identifier). */
export const listIdentifiers = (reply: ContactListReply) =>
  reply.status === 'success' ? Object.values(reply.payload.contact_bank.identifiers) : [];

const squash = (text: string) => text.toLowerCase().replace(/[\s_-]/g, '');

/**
 * §2.9 'Selecting a contact list fills the identifiers': a field not yet holding one of the
 * list's identifiers gets, in double braces, the identifier of the same name (case, spaces,
 * '_' and '-' aside), else the first one that contains `contains` (the recipient's e-mail and
 * name: 'email', 'name'); one holding an identifier of this list already is kept.
 */
export function fillField(
  value: string,
  name: string,
  identifiers: readonly string[],
  contains?: string,
): string {
  if (bulkIdentifier(value, identifiers) !== undefined) return value;
  const same =
    identifiers.find((identifier) => squash(identifier) === squash(name)) ??
    (contains === undefined
      ? undefined
      : identifiers.find((identifier) => squash(identifier).includes(contains)));
  return same === undefined ? value : `{{${same}}}`;
}

/** The bulk form filled from a list's identifiers (see `fillField`). */
export function fillFromList(
  context: Pick<LinkGenerationContext, 'bulkRecipient' | 'mapping'>,
  identifiers: readonly string[],
) {
  return {
    bulkRecipient: {
      email: fillField(context.bulkRecipient.email, 'email', identifiers, 'email'),
      name: fillField(context.bulkRecipient.name, 'name', identifiers, 'name'),
    },
    mapping: Object.fromEntries(
      Object.entries(context.mapping).map(([name, value]) => [name, fillField(value, name, identifiers)]),
    ),
  };
}

/** §5 a bulk run's problem: the list and the placeholders first, then the recipient's identifiers. */
export const bulkRunProblem = (context: LinkGenerationContext) =>
  bulkProblem(context.listId, context.mapping, context.identifiers) ??
  bulkRequestProblem({ ...context.bulkRecipient, placeholders: context.mapping }, context.identifiers);

/** A run is over when it is done or has failed; until then its progress is asked for again. */
export const runOver = (run: BulkLinksRun) => run.state === 'done' || run.state === 'failed';

/** §3 mappingData of the single link's recipient. */
export const recipientData = (context: LinkGenerationContext): MappingData =>
  outboundMappingData(context.recipient.email, context.recipient.name, context.values);
