import type { CallResult, updateCompanyStyle, websiteStyleInput } from '@showroom/contract';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { assign, fromPromise, setup } from 'xstate';
import { loadable } from '../shared/loadingState.ts';

/** spec 1 §3 Website style: the contract's `websiteStyleInput`. */
export type StyleValues = StandardSchemaV1.InferOutput<typeof websiteStyleInput>;

/**
 * spec 1 §3 Company settings: website_style and email_block_list, as the contract client reads
 * them from their JSON text (the values, never the text: nobody past the client parses them).
 */
export interface CompanySettings {
  style: StyleValues;
  emailBlockList: string[];
}

/** PUT /web/setting/company/style/{companyId} as the contract client resolves it. */
export type SettingsReply = CallResult<typeof updateCompanyStyle>;

/** A reply that said no, or no reply at all. */
export type SettingsFailure = 'refused' | 'unreachable';

export interface SettingsContext {
  /** The settings as the server last had them: what Cancel returns to (ADR 0010 (docs/decisions/0010-settings-cancel.md)). */
  saved: CompanySettings | null;
  /** The values being saved. */
  pending: CompanySettings | null;
  loadFailure: SettingsFailure | null;
}

export type SettingsEvent =
  /** Save with the form's validated values (react-hook-form holds the fields; ADR 0004). */
  { type: 'save'; settings: CompanySettings } | { type: 'retry' };

/** Thrown by a `load` actor when the server answered with an error envelope. */
export class SettingsRefused extends Error {
  override name = 'SettingsRefused';
}

/**
 * Why the load failed, for the context and the toast: the server said no ('Error Fetching
 * Styles'), or no reply came ('Failed to load existing settings'), spec 1 §8.
 */
const loadFailureOf = ({ event }: { event: { error: unknown } }) => ({
  failure: (event.error instanceof SettingsRefused ? 'refused' : 'unreachable') as SettingsFailure,
});

/** Save, from every state where the form is shown: the values go out as they are. */
const saveEvent = {
  save: {
    target: 'saving',
    actions: {
      type: 'keepPending',
      params: ({ event }: { event: { settings: CompanySettings } }) => ({ settings: event.settings }),
    },
  },
} as const;

/**
 * spec 1 §2, §8 Settings screen: load the company's style and blocklist, save them
 * (PUT setting/company/style/{companyId}). The fields live in react-hook-form with the contract's
 * schema (ADR 0004, a large form whose fields do not drive the flow); the machine gets the
 * validated values with `save`. The logo has its own machine.
 *
 * The toasts are named actions the page provides (the console's settings toasts, spec 1 §8):
 * `notifyLoadFailed` with why ('Error Fetching Styles' for a refusal, 'Failed to load existing
 * settings' when no reply came), `notifySaved` ('Settings Updated'), `notifySaveFailed`.
 */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
  },
  actors: {
    /** Resolves with the settings; rejects with SettingsRefused on an error reply, or the fetch error. */
    load: fromPromise<CompanySettings, void>(async () => {
      throw new Error('settingsMachine needs a `load` actor');
    }),
    save: fromPromise<SettingsReply, CompanySettings>(async () => {
      throw new Error('settingsMachine needs a `save` actor');
    }),
  },
  guards: {
    isAccepted: (_, params: { reply: SettingsReply }) => params.reply.status === 'success',
  },
  actions: {
    notifyLoadFailed: (_, _params: { failure: SettingsFailure }) => {},
    notifySaved: () => {},
    notifySaveFailed: () => {},
    keepSettings: assign((_, params: { settings: CompanySettings }) => ({ saved: params.settings })),
    keepPending: assign((_, params: { settings: CompanySettings }) => ({ pending: params.settings })),
    /** The values just sent are now the server's: Cancel returns to these. */
    commitPending: assign(({ context }) => ({ saved: context.pending, pending: null })),
    keepLoadFailure: assign((_, params: { failure: SettingsFailure }) => ({ loadFailure: params.failure })),
  },
}).createMachine({
  id: 'settings',
  context: { saved: null, pending: null, loadFailure: null },
  initial: 'loading',
  states: {
    ...loadable(
      {
        onDone: {
          target: 'editing',
          actions: {
            type: 'keepSettings',
            params: ({ event }: { event: { output: CompanySettings } }) => ({ settings: event.output }),
          },
        },
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'keepLoadFailure', params: loadFailureOf },
            { type: 'notifyLoadFailed', params: loadFailureOf },
          ],
        },
      },
      { tags: ['failed'] },
    ),
    editing: {
      on: saveEvent,
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.pending as CompanySettings,
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ reply: event.output }) },
            target: 'saved',
            actions: ['commitPending', 'notifySaved'],
          },
          { target: 'saveFailed', actions: 'notifySaveFailed' },
        ],
        onError: { target: 'saveFailed', actions: 'notifySaveFailed' },
      },
    },
    /** spec 1 §8: 'Settings Updated'. */
    saved: {
      on: saveEvent,
    },
    /** spec 1 §8: 'Error Encountered While Updating Style'. */
    saveFailed: {
      tags: ['failed'],
      on: saveEvent,
    },
  },
});
