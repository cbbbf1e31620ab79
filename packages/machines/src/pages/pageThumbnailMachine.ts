import type { CallResult, uploadPageThumbnail } from '@showroom/contract';
import { pageThumbnailRules } from '@showroom/contract/rules';
import { assign, fromPromise, setup } from 'xstate';

/** POST /web/page/thumbnail/{pageId} as the contract client resolves it. */
export type PageThumbnailReply = CallResult<typeof uploadPageThumbnail>;

/** A file the rep chose: a File in the browser (only what the rules read is required). */
export interface PageThumbnailFile {
  name: string;
  size: number;
}

export interface PageThumbnailInput {
  pageId: string;
  /** The page's thumbnail as stored (page_style.custom_thumbnail when show_custom_thumbnail is '1'). */
  thumbnail: string | null;
}

export interface PageThumbnailContext extends PageThumbnailInput {
  /** The chosen file, while it uploads. */
  file: PageThumbnailFile | null;
}

export type PageThumbnailEvent =
  /** The files chosen at once: §5 wants exactly one. */
  { type: 'files.choose'; files: readonly PageThumbnailFile[] };

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

const extensions: readonly string[] = pageThumbnailRules.extensions;

/** §5: exactly one file, .jpg, .jpeg or .png (and within the size limit the server keeps). */
const isOneThumbnail = (files: readonly PageThumbnailFile[]) =>
  files.length === 1 &&
  extensions.includes(extensionOf(files[0]!.name)) &&
  files[0]!.size > 0 &&
  files[0]!.size <= pageThumbnailRules.maxBytes;

const choose = {
  'files.choose': [
    {
      guard: {
        type: 'isOneThumbnail',
        params: ({ event }: { event: { files: readonly PageThumbnailFile[] } }) => event,
      },
      target: '#pageThumbnail.uploading',
      actions: {
        type: 'keepFile',
        params: ({ event }: { event: { files: readonly PageThumbnailFile[] } }) => ({
          file: event.files[0]!,
        }),
      },
    },
    { target: '#pageThumbnail.invalid' },
  ],
} as const;

/**
 * A page's thumbnail (spec 3 §4.3, §5; issue 29, D.6): the rep chooses one picture, which is sent
 * at once (POST page/thumbnail; the server sets show_custom_thumbnail '1'). `invalid`: not exactly
 * one .jpg, .jpeg or .png ('Invalid file extension'); `failed`: the upload did not go through
 * ('Error uploading thumbnail'). Either way the stored thumbnail stays, and another file may be
 * chosen. The call is the `upload` actor the page provides.
 */
export const pageThumbnailMachine = setup({
  types: {
    context: {} as PageThumbnailContext,
    events: {} as PageThumbnailEvent,
    input: {} as PageThumbnailInput,
  },
  actors: {
    upload: fromPromise<PageThumbnailReply, { pageId: string; file: PageThumbnailFile }>(async () => {
      throw new Error('pageThumbnailMachine needs an `upload` actor');
    }),
  },
  guards: {
    isOneThumbnail: (_, params: { files: readonly PageThumbnailFile[] }) => isOneThumbnail(params.files),
    isUploaded: (_, params: { reply: PageThumbnailReply }) => params.reply.status === 'success',
  },
  actions: {
    keepFile: assign((_, params: { file: PageThumbnailFile }) => ({ file: params.file })),
    keepThumbnail: assign((_, params: { reply: PageThumbnailReply }) =>
      params.reply.status === 'success'
        ? { thumbnail: params.reply.payload.custom_thumbnail, file: null }
        : {},
    ),
    forgetFile: assign({ file: null }),
  },
}).createMachine({
  id: 'pageThumbnail',
  context: ({ input }) => ({ ...input, file: null }),
  initial: 'idle',
  states: {
    idle: { on: choose },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ pageId: context.pageId, file: context.file! }),
        onDone: [
          {
            guard: { type: 'isUploaded', params: ({ event }) => ({ reply: event.output }) },
            target: 'uploaded',
            actions: { type: 'keepThumbnail', params: ({ event }) => ({ reply: event.output }) },
          },
          { target: 'failed', actions: 'forgetFile' },
        ],
        onError: { target: 'failed', actions: 'forgetFile' },
      },
    },
    uploaded: { on: choose },
    /** §5 'Invalid file extension'. */
    invalid: { on: choose },
    /** §5 'Error uploading thumbnail'. */
    failed: { on: choose },
  },
});
