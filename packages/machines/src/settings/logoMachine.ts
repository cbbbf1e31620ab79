import type {
  CallResult,
  LogoRecord as ContractLogoRecord,
  getCompanyLogo,
  setLogoImage,
  setLogoUrl,
} from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { loadable } from '../shared/loadingState.ts';

/** spec 1 §3 Logo record: `logo_url`, `logo_image` (an address on the media origin), `recent_method`. */
export type LogoRecord = ContractLogoRecord;

/** GET /web/setting/company/logo/{companyId} as the contract client resolves it. */
export type LogoLoadReply = CallResult<typeof getCompanyLogo>;
/** POST /web/setting/logo/url|image/{companyId}: both answer with the new logo record. */
export type LogoReply = CallResult<typeof setLogoUrl> | CallResult<typeof setLogoImage>;

/** The file picked for upload: a File in the browser (only what the rules read is required). */
export interface LogoFile {
  name: string;
  type: string;
  size: number;
}

export interface LogoMachineInput {
  /** spec 1 §5 Settings: the largest logo image accepted, in bytes (the contract's limit). */
  maxBytes: number;
}

export interface LogoContext {
  maxBytes: number;
  logo: LogoRecord | null;
  /** The address typed in the URL dialog. */
  draftUrl: string;
  /** The URL dialog was submitted with an address that is not http(s). */
  draftInvalid: boolean;
  /** The picked file, while it uploads. */
  file: LogoFile | null;
  /** Which call failed: the messages differ (spec 1 §8). */
  failure: 'url' | 'image' | null;
}

export type LogoEvent =
  | { type: 'url.open' }
  | { type: 'url.change'; value: string }
  | { type: 'url.submit' }
  | { type: 'url.cancel' }
  /** One file picked or dropped; more than one is refused by the picker (spec 1 §5: one file). */
  | { type: 'file.select'; file: LogoFile }
  /** The picker refused what was dropped (more than one file, or not an image) before any check here. */
  | { type: 'file.reject' }
  | { type: 'retry' };

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** spec 1 §5: image/* only, within the size limit. */
export const isAcceptableLogo = (file: LogoFile, maxBytes: number) =>
  file.type.startsWith('image/') && file.size > 0 && file.size <= maxBytes;

/** What the idle-like states accept: open the URL dialog, or pick a file. */
const choose = {
  'url.open': { target: 'urlDialog', actions: 'openDialog' },
  'file.select': [
    {
      guard: {
        type: 'isAcceptable',
        params: ({ event }: { event: { file: LogoFile } }) => ({ file: event.file }),
      },
      target: 'uploading',
      actions: {
        type: 'keepFile',
        params: ({ event }: { event: { file: LogoFile } }) => ({ file: event.file }),
      },
    },
    { target: 'imageRejected', actions: 'notifyImageRejected' },
  ],
  'file.reject': { target: 'imageRejected', actions: 'notifyImageRejected' },
} as const;

/** A call failed: which one decides the message (spec 1 §8). */
const failed = (failure: 'url' | 'image') =>
  [
    { type: 'fail', params: { failure } },
    { type: 'notifyFailed', params: { failure } },
  ] as const;

/** A call's reply (the load's or a save's), for the guard and the action that read it. */
const replyOf = ({ event }: { event: { output: LogoLoadReply | LogoReply } }) => ({ reply: event.output });

/**
 * How a save settles, by address or by upload alike: the server's new record and 'Logo Updated',
 * or the failed call's message (spec 1 §8).
 */
const settle = (failure: 'url' | 'image') =>
  ({
    onDone: [
      {
        guard: { type: 'isAccepted', params: replyOf },
        target: 'updated',
        actions: [{ type: 'keepLogo', params: replyOf }, 'notifyUpdated'],
      },
      { target: 'failed', actions: failed(failure) },
    ],
    onError: { target: 'failed', actions: failed(failure) },
  }) as const;

/**
 * spec 1 §2, §5, §8 the Settings screen's logo: shown from GET setting/company/logo/{companyId},
 * replaced by an address (a modal; POST /setting/logo/url/{companyId}) or an uploaded image
 * (POST /setting/logo/image/{companyId}). The calls are actors the console provides; so are the
 * toasts, named actions (spec 1 §8): `notifyLoadFailed` ('Error Fetching Logo'), `notifyUpdated`
 * ('Logo Updated'), `notifyFailed` with the call that failed ('Error Encountered While Updating
 * Logo' for an address, 'Error Encountered While Adding/Updating Logo Image' for an upload) and
 * `notifyImageRejected` ('Failed to load image').
 */
export const logoMachine = setup({
  types: {
    context: {} as LogoContext,
    events: {} as LogoEvent,
    input: {} as LogoMachineInput,
  },
  actors: {
    load: fromPromise<LogoLoadReply, void>(async () => {
      throw new Error('logoMachine needs a `load` actor');
    }),
    saveUrl: fromPromise<LogoReply, { url: string }>(async () => {
      throw new Error('logoMachine needs a `saveUrl` actor');
    }),
    upload: fromPromise<LogoReply, { file: LogoFile }>(async () => {
      throw new Error('logoMachine needs an `upload` actor');
    }),
  },
  guards: {
    isAcceptable: ({ context }, params: { file: LogoFile }) =>
      isAcceptableLogo(params.file, context.maxBytes),
    isUrlValid: ({ context }) => isHttpUrl(context.draftUrl),
    isAccepted: (_, params: { reply: { status: 'success' | 'error' } }) => params.reply.status === 'success',
  },
  actions: {
    notifyLoadFailed: () => {},
    notifyUpdated: () => {},
    notifyFailed: (_, _params: { failure: 'url' | 'image' }) => {},
    notifyImageRejected: () => {},
    /** A reply's record, when the call succeeded: the server's word on what the logo now is. */
    keepLogo: assign((_, params: { reply: LogoLoadReply | LogoReply }) =>
      params.reply.status === 'success' ? { logo: params.reply.payload, file: null, failure: null } : {},
    ),
    openDialog: assign(({ context }) => ({
      draftUrl: context.logo?.recent_method === 'url' ? (context.logo.logo_url ?? '') : '',
      draftInvalid: false,
    })),
    changeUrl: assign((_, params: { value: string }) => ({ draftUrl: params.value, draftInvalid: false })),
    markUrlInvalid: assign({ draftInvalid: true }),
    keepFile: assign((_, params: { file: LogoFile }) => ({ file: params.file })),
    fail: assign((_, params: { failure: 'url' | 'image' }) => ({ failure: params.failure, file: null })),
  },
}).createMachine({
  id: 'logo',
  context: ({ input }) => ({
    maxBytes: input.maxBytes,
    logo: null,
    draftUrl: '',
    draftInvalid: false,
    file: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    /** Failed: spec 1 §8 'Error Fetching Logo'; a new logo can still be given. */
    ...loadable(
      {
        onDone: [
          {
            guard: { type: 'isAccepted', params: replyOf },
            target: 'idle',
            actions: { type: 'keepLogo', params: replyOf },
          },
          { target: 'loadFailed', actions: 'notifyLoadFailed' },
        ],
        onError: { target: 'loadFailed', actions: 'notifyLoadFailed' },
      },
      { tags: ['failed'], on: choose },
    ),
    idle: { on: choose },
    /** The modal asking for the logo's address. */
    urlDialog: {
      on: {
        'url.change': { actions: { type: 'changeUrl', params: ({ event }) => ({ value: event.value }) } },
        'url.submit': [{ guard: 'isUrlValid', target: 'savingUrl' }, { actions: 'markUrlInvalid' }],
        'url.cancel': 'idle',
      },
    },
    savingUrl: {
      tags: ['busy'],
      invoke: {
        id: 'saveUrl',
        src: 'saveUrl',
        input: ({ context }) => ({ url: context.draftUrl.trim() }),
        ...settle('url'),
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.file as LogoFile }),
        ...settle('image'),
      },
    },
    /** spec 1 §8: 'Logo Updated'. */
    updated: { on: choose },
    /**
     * spec 1 §8: 'Error Encountered While Updating Logo' (address) or
     * 'Error Encountered While Adding/Updating Logo Image' (upload).
     */
    failed: { tags: ['failed'], on: choose },
    /** spec 1 §5, §8: not an image, or too large: 'Failed to load image'. */
    imageRejected: { tags: ['failed'], on: choose },
  },
});
