import { assign, fromPromise, setup } from 'xstate';

/** spec 1 §3 Logo record, as the console reads it. */
export interface LogoRecord {
  logoUrl: string | null;
  logoImage: string | null;
  recentMethod: 'url' | 'image' | null;
}

/** The file picked for upload: a File in the browser (only what the rules read is required). */
export interface LogoFile {
  name: string;
  type: string;
  size: number;
}

export type LogoReply =
  | { status: 'success'; payload: unknown; httpStatus: number }
  | { status: 'error'; message: string; httpStatus: number };

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
    { target: 'imageRejected' },
  ],
  'file.reject': 'imageRejected',
} as const;

/**
 * spec 1 §2, §5, §8 the Settings screen's logo: shown from GET setting/company/logo/{companyId},
 * replaced by an address (a modal; POST /setting/logo/url/{companyId}) or an uploaded image
 * (POST /setting/logo/image/{companyId}). The calls are actors the console provides.
 */
export const logoMachine = setup({
  types: {
    context: {} as LogoContext,
    events: {} as LogoEvent,
    input: {} as LogoMachineInput,
  },
  actors: {
    load: fromPromise<LogoRecord, void>(async () => {
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
    isAccepted: (_, params: { reply: LogoReply }) => params.reply.status === 'success',
  },
  actions: {
    keepLogo: assign((_, params: { logo: LogoRecord }) => ({ logo: params.logo })),
    openDialog: assign(({ context }) => ({
      draftUrl: context.logo?.recentMethod === 'url' ? (context.logo.logoUrl ?? '') : '',
      draftInvalid: false,
    })),
    changeUrl: assign((_, params: { value: string }) => ({ draftUrl: params.value, draftInvalid: false })),
    markUrlInvalid: assign({ draftInvalid: true }),
    keepFile: assign((_, params: { file: LogoFile }) => ({ file: params.file })),
    /** The reply's payload is the new logo record when the server sends one; else the address itself. */
    keepSavedUrl: assign(({ context }) => ({
      logo: {
        logoUrl: context.draftUrl.trim(),
        logoImage: context.logo?.logoImage ?? null,
        recentMethod: 'url' as const,
      },
      failure: null,
    })),
    keepUploaded: assign((_, params: { reply: LogoReply }) => {
      const payload =
        params.reply.status === 'success' ? (params.reply.payload as Partial<LogoRecord> | null) : null;
      return {
        logo: {
          logoUrl: payload?.logoUrl ?? null,
          logoImage: payload?.logoImage ?? null,
          recentMethod: 'image' as const,
        },
        file: null,
        failure: null,
      };
    }),
    failUrl: assign({ failure: 'url' as const }),
    failImage: assign({ failure: 'image' as const, file: null }),
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
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'idle',
          actions: { type: 'keepLogo', params: ({ event }) => ({ logo: event.output }) },
        },
        onError: 'loadFailed',
      },
    },
    /** spec 1 §8: 'Error Fetching Logo'; a new logo can still be given. */
    loadFailed: { tags: ['failed'], on: { ...choose, retry: 'loading' } },
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
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ reply: event.output }) },
            target: 'updated',
            actions: 'keepSavedUrl',
          },
          { target: 'failed', actions: 'failUrl' },
        ],
        onError: { target: 'failed', actions: 'failUrl' },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.file as LogoFile }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ reply: event.output }) },
            target: 'updated',
            actions: { type: 'keepUploaded', params: ({ event }) => ({ reply: event.output }) },
          },
          { target: 'failed', actions: 'failImage' },
        ],
        onError: { target: 'failed', actions: 'failImage' },
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

export type LogoMachine = typeof logoMachine;
