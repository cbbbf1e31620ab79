import type {
  CallResult,
  getProspectSettings,
  ProspectSettings,
  ProspectSettingsForm,
  updateProspectSettings,
} from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';

/** GET /web/setting/prospect/{companyId} as the contract client resolves it. */
export type ProspectSettingsLoadReply = CallResult<typeof getProspectSettings>;
/** PUT /web/setting/prospect/{companyId}. */
export type ProspectSettingsSaveReply = CallResult<typeof updateProspectSettings>;

/**
 * The contract's form rule (prospectSettingsForm), passed in by the page. It stays an input, not an
 * import from @showroom/contract/rules: it is a Zod schema (the origins' and the webhook's checks
 * and messages), and the rules subpath is what the machines may import because it holds no schema.
 */
export interface ProspectSettingsSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: ProspectSettingsForm }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export interface ProspectSettingsInput {
  schema: ProspectSettingsSchema;
}

export interface ProspectSettingsContext {
  schema: ProspectSettingsSchema;
  saved: ProspectSettings | null;
  /** The allowed sites as typed, one origin per line. */
  sites: string;
  webhookUrl: string;
  regenerate: boolean;
  /** The form's problems by field, after a save was tried. */
  errors: { allowedSites?: string; webhookUrl?: string };
  /** A new signing secret, shown once (after the save that made it); '' otherwise. */
  secret: string;
  /** The server's message when the save was refused. */
  failure: string;
}

export type ProspectSettingsEvent =
  | { type: 'sites.change'; value: string }
  | { type: 'webhook.change'; value: string }
  | { type: 'regenerate.change'; value: boolean }
  | { type: 'save' }
  | { type: 'retry' };

export const sitesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const formOf = (context: ProspectSettingsContext) => ({
  allowedSites: sitesOf(context.sites),
  webhookUrl: context.webhookUrl.trim(),
  regenerateSecret: context.regenerate,
});

function errorsOf(context: ProspectSettingsContext): ProspectSettingsContext['errors'] {
  const parsed = context.schema.safeParse(formOf(context));
  if (parsed.success) return {};
  const errors: ProspectSettingsContext['errors'] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'allowedSites') errors.allowedSites ??= issue.message;
    if (field === 'webhookUrl') errors.webhookUrl ??= issue.message;
  }
  return errors;
}

const edits = {
  'sites.change': { target: '#prospectSettings.editing', actions: 'setSites' },
  'webhook.change': { target: '#prospectSettings.editing', actions: 'setWebhook' },
  'regenerate.change': { target: '#prospectSettings.editing', actions: 'setRegenerate' },
} as const;

/**
 * The settings screen's prospect panel (issue 12): the sites allowed to frame the company's
 * widgets and the gate's webhook, with a signing secret the server makes and shows once. The
 * calls (`load`, `save`) and the toasts (`notifySaved`, `notifySaveFailed`) are the page's.
 */
export const prospectSettingsMachine = setup({
  types: {
    context: {} as ProspectSettingsContext,
    events: {} as ProspectSettingsEvent,
    input: {} as ProspectSettingsInput,
  },
  actors: {
    load: fromPromise<ProspectSettingsLoadReply, void>(async () => {
      throw new Error('prospectSettingsMachine needs a `load` actor');
    }),
    save: fromPromise<ProspectSettingsSaveReply, ProspectSettingsForm>(async () => {
      throw new Error('prospectSettingsMachine needs a `save` actor');
    }),
  },
  actions: {
    notifySaved: () => {},
    notifySaveFailed: () => {},
    keep: assign((_, params: { settings: ProspectSettings; secret: string }) => ({
      saved: params.settings,
      sites: params.settings.allowedSites.join('\n'),
      webhookUrl: params.settings.webhookUrl,
      regenerate: false,
      errors: {},
      secret: params.secret,
      failure: '',
    })),
    setSites: assign({
      sites: ({ context, event }) => (event.type === 'sites.change' ? event.value : context.sites),
    }),
    setWebhook: assign({
      webhookUrl: ({ context, event }) =>
        event.type === 'webhook.change' ? event.value : context.webhookUrl,
    }),
    setRegenerate: assign({
      regenerate: ({ context, event }) =>
        event.type === 'regenerate.change' ? event.value : context.regenerate,
    }),
    check: assign({ errors: ({ context }) => errorsOf(context) }),
    clearSecret: assign({ secret: '' }),
    fail: assign({ failure: (_, params: { message: string }) => params.message }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    succeeded: (_, params: { reply: ProspectSettingsLoadReply | ProspectSettingsSaveReply }) =>
      params.reply.status === 'success',
  },
}).createMachine({
  id: 'prospectSettings',
  context: ({ input }) => ({
    schema: input.schema,
    saved: null,
    sites: '',
    webhookUrl: '',
    regenerate: false,
    errors: {},
    secret: '',
    failure: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ reply: event.output }) },
            target: 'editing',
            actions: {
              type: 'keep',
              params: ({ event }) => ({ settings: event.output.payload as ProspectSettings, secret: '' }),
            },
          },
          { target: 'loadFailed' },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    editing: {
      on: {
        ...edits,
        save: [{ guard: 'isValid', target: 'saving', actions: 'check' }, { actions: 'check' }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'clearSecret',
      invoke: {
        src: 'save',
        input: ({ context }) => formOf(context),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ reply: event.output }) },
            target: 'saved',
            actions: [
              {
                type: 'keep',
                params: ({ event }) => {
                  const { secret, ...settings } = event.output.payload as ProspectSettings & {
                    secret: string;
                  };
                  return { settings, secret };
                },
              },
              'notifySaved',
            ],
          },
          {
            target: 'saveFailed',
            actions: [
              { type: 'fail', params: ({ event }) => ({ message: event.output.message ?? '' }) },
              'notifySaveFailed',
            ],
          },
        ],
        onError: {
          target: 'saveFailed',
          actions: [{ type: 'fail', params: { message: '' } }, 'notifySaveFailed'],
        },
      },
    },
    /** Saved; a secret made by this save is shown until the next edit. */
    saved: {
      on: {
        ...edits,
        save: [
          { guard: 'isValid', target: 'saving', actions: 'check' },
          { target: 'editing', actions: 'check' },
        ],
      },
    },
    saveFailed: {
      on: {
        ...edits,
        save: [
          { guard: 'isValid', target: 'saving', actions: 'check' },
          { target: 'editing', actions: 'check' },
        ],
      },
    },
  },
});

export type ProspectSettingsMachine = typeof prospectSettingsMachine;
