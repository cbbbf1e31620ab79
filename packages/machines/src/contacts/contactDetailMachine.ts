import type {
  CallResult,
  ContactBank,
  ContactList,
  getContactList,
  updateContactList,
} from '@showroom/contract';
import { assign, fromPromise, raise, setup, spawnChild } from 'xstate';
import { type FieldErrors, type FormSchema, validateFields } from '../forms/validate.ts';

/** The contact bank as the contract models it (spec 1 §3). */
export type ContactBankData = ContactBank;

/** The record GET /web/contact/{id} replies with, its bank already read and checked by the contract. */
export type ContactListRecord = ContactList;

/**
 * GET /web/contact/{id} as the contract client resolves it. The `fetchList` actor may resolve with
 * the first rows of the bank only, so the screen draws them while the rest is handed over; then
 * `fetchRows` resolves with the rows that follow them.
 */
export type FetchListReply = CallResult<typeof getContactList>;

/** A row of the bank (spec 1 §3). */
export type ContactBankRow = ContactBank['bank'][number];

/** What `fetchRows` is asked: the rows of list `id` after the first `from`. */
export interface FetchRowsInput {
  id: string;
  from: number;
}
/** PUT /web/contact/{id} as the contract client resolves it. */
export type SaveListReply = CallResult<typeof updateContactList>;

/** The body of PUT /web/contact/{id}, before the bank becomes JSON text. */
export interface SaveListRequest {
  id: string;
  name: string;
  contactBank: ContactBankData;
}

export type DetailValues = { title: string; identifiers: Record<string, string> };

export interface ContactDetailInput {
  id: string;
  /** The editable parts' rules: the contract's `contactDetailForm`. */
  schema: FormSchema<DetailValues>;
}

export interface ContactDetailContext {
  id: string;
  schema: FormSchema<DetailValues>;
  list: ContactListRecord | null;
  values: DetailValues;
  errors: FieldErrors<keyof DetailValues>;
  /** The values differ from the saved ones. */
  dirty: boolean;
  /**
   * The list's first rows are shown and the rest are still on their way (`fetchRows`): Save
   * waits for them, since it sends the whole bank back.
   */
  rowsPending: boolean;
}

export type ContactDetailEvent =
  | { type: 'title.change'; value: string }
  | { type: 'identifier.change'; column: string; value: string }
  | { type: 'save' }
  | { type: 'retry' }
  /** 'Download CSV': the saved list as a spreadsheet file. */
  | { type: 'download' }
  /** The rest of the rows, from the `fetchRows` child the load started (its id is `rows`). */
  | { type: 'xstate.done.actor.rows'; output: ContactBankRow[] }
  | { type: 'xstate.error.actor.rows'; error: unknown };

/** spec 1 §3: empty identifiers are dropped on save. */
const withoutEmpty = (identifiers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(identifiers)
      .map(([column, name]) => [column, name.trim()] as const)
      .filter(([, name]) => name !== ''),
  );

const sameValues = (a: DetailValues, b: DetailValues) => {
  if (a.title.trim() !== b.title.trim()) return false;
  const left = withoutEmpty(a.identifiers);
  const right = withoutEmpty(b.identifiers);
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => left[key] === right[key]);
};

const savedValues = (list: ContactListRecord): DetailValues => ({
  title: list.title,
  identifiers: { ...list.contact_bank.identifiers },
});

/**
 * Save is offered when something changed and the title and identifiers are valid, once every row
 * is in (Save sends the bank back whole).
 */
export const canSaveContactList = (context: Pick<ContactDetailContext, 'dirty' | 'errors' | 'rowsPending'>) =>
  context.dirty && !context.rowsPending && !Object.values(context.errors).some(Boolean);

/**
 * spec 1 §2 Contact detail: load one list; edit its title and an identifier per column; Save.
 * The toasts are named actions the page provides (the console's `useContactDetailToasts`):
 * `notifySaved` ('List updated') and `notifySaveFailed` ('Error updating list', spec 1 §8); so is
 * the download of the saved list, `downloadCsv`.
 */
export const contactDetailMachine = setup({
  types: {
    context: {} as ContactDetailContext,
    events: {} as ContactDetailEvent,
    input: {} as ContactDetailInput,
  },
  actors: {
    fetchList: fromPromise<FetchListReply, { id: string }>(async () => {
      throw new Error('contactDetailMachine needs a `fetchList` actor');
    }),
    /** The rows after the first `from` that `fetchList` resolved with ([] when it had them all). */
    fetchRows: fromPromise<ContactBankRow[], FetchRowsInput>(async () => {
      throw new Error('contactDetailMachine needs a `fetchRows` actor');
    }),
    saveList: fromPromise<SaveListReply, SaveListRequest>(async () => {
      throw new Error('contactDetailMachine needs a `saveList` actor');
    }),
  },
  guards: {
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
    isNotFound: (_, params: { reply: { httpStatus: number } }) => params.reply.httpStatus === 404,
    canSave: ({ context }) => canSaveContactList(context),
    hasList: ({ context }) => context.list !== null,
  },
  actions: {
    notifySaved: () => {},
    notifySaveFailed: () => {},
    downloadCsv: (_, _params: { id: string; title: string }) => {},
    /** Hands the event that left saveFailed to editing, which handles it. */
    replay: raise(({ event }) => event),
    keepList: assign(({ context }, params: { reply: FetchListReply }) => {
      if (params.reply.status !== 'success') return {};
      const values = savedValues(params.reply.payload);
      return {
        list: params.reply.payload,
        values,
        errors: validateFields(context.schema, values),
        dirty: false,
        rowsPending: true,
      };
    }),
    /** Asks for the rows after the first ones, while the screen already shows those. */
    fetchRest: spawnChild('fetchRows', {
      id: 'rows',
      input: ({ context }) => ({ id: context.id, from: context.list?.contact_bank.bank.length ?? 0 }),
    }),
    appendRows: assign(({ context }, params: { rows: ContactBankRow[] }) => {
      if (!context.list) return {};
      const bank = params.rows.length
        ? context.list.contact_bank.bank.concat(params.rows)
        : context.list.contact_bank.bank;
      return {
        list: { ...context.list, contact_bank: { ...context.list.contact_bank, bank } },
        rowsPending: false,
      };
    }),
    forgetList: assign({ list: null, rowsPending: false }),
    edit: assign(({ context }, params: { values: DetailValues }) => ({
      values: params.values,
      errors: validateFields(context.schema, params.values),
      dirty: context.list ? !sameValues(params.values, savedValues(context.list)) : true,
    })),
    keepSaved: assign(({ context }) => {
      const identifiers = withoutEmpty(context.values.identifiers);
      const title = context.values.title.trim();
      const list = context.list
        ? { ...context.list, title, contact_bank: { ...context.list.contact_bank, identifiers } }
        : null;
      return { list, values: { title, identifiers }, dirty: false };
    }),
  },
}).createMachine({
  id: 'contactDetail',
  context: ({ input }) => ({
    id: input.id,
    schema: input.schema,
    list: null,
    values: { title: '', identifiers: {} },
    errors: {},
    dirty: false,
    rowsPending: false,
  }),
  initial: 'loading',
  on: {
    'xstate.done.actor.rows': {
      actions: { type: 'appendRows', params: ({ event }) => ({ rows: event.output }) },
    },
    // The rows were checked with the first ones, so only a broken hand-over gets here: load again.
    'xstate.error.actor.rows': { target: '.loadFailed', actions: 'forgetList' },
    download: {
      guard: 'hasList',
      actions: {
        type: 'downloadCsv',
        params: ({ context }) => ({ id: context.id, title: context.list!.title }),
      },
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchList',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
            target: 'editing',
            actions: [{ type: 'keepList', params: ({ event }) => ({ reply: event.output }) }, 'fetchRest'],
          },
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ reply: event.output }) },
            target: 'notFound',
          },
          { target: 'loadFailed' },
        ],
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    notFound: {},
    editing: {
      on: {
        'title.change': {
          actions: {
            type: 'edit',
            params: ({ context, event }) => ({ values: { ...context.values, title: event.value } }),
          },
        },
        'identifier.change': {
          actions: {
            type: 'edit',
            params: ({ context, event }) => ({
              values: {
                ...context.values,
                identifiers: { ...context.values.identifiers, [event.column]: event.value },
              },
            }),
          },
        },
        save: { guard: 'canSave', target: 'saving' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveList',
        input: ({ context }) => ({
          id: context.id,
          name: context.values.title.trim(),
          contactBank: {
            ...context.list!.contact_bank,
            identifiers: withoutEmpty(context.values.identifiers),
          },
        }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
            target: 'editing',
            actions: ['keepSaved', 'notifySaved'],
          },
          { target: 'saveFailed', actions: 'notifySaveFailed' },
        ],
        onError: { target: 'saveFailed', actions: 'notifySaveFailed' },
      },
    },
    /** spec 1 §8 'Error updating list'; edits are kept, Save tries again. */
    saveFailed: {
      on: {
        'title.change': { target: 'editing', actions: 'replay' },
        'identifier.change': { target: 'editing', actions: 'replay' },
        save: { guard: 'canSave', target: 'saving' },
      },
    },
  },
});
