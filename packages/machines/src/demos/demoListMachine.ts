import type { LinkType } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { formActions } from '../forms/formActions.ts';
import { fieldChange } from '../forms/formTransitions.ts';
import { validateFields } from '../forms/validate.ts';
import { confirmingDelete } from '../shared/confirmingDelete.ts';
import { pagingEvents, pagingGuards } from '../shared/paging.ts';
import {
  type CopyReply,
  type DeleteRecordingReply,
  type DemoFailure,
  type DemoListContext,
  type DemoListEvent,
  type DemoListInput,
  freshUrlForm,
  hasNextPage,
  hasVideoName,
  isProcessing,
  type RecordingsReply,
  textOf,
  type UploadProblem,
  type VideoFile,
  type VideoReading,
} from './demoList.ts';

// The list's public types and rules; the form and text helpers stay inside the machine.
export {
  type CopyReply,
  type DeleteRecordingReply,
  type DemoFailure,
  type DemoListContext,
  type DemoListEvent,
  type DemoListInput,
  hasNextPage,
  type RecordingsReply,
  type UploadProblem,
  type VideoFile,
  type VideoReading,
} from './demoList.ts';

/** A delete that did not happen: why is toasted, the confirmation closes and the card stays. */
const deleteFailed = (failure: DemoFailure) =>
  ({
    target: 'ready',
    actions: [{ type: 'failDeleteProgress', params: { failure } }, 'forget'],
  }) as const;

/**
 * spec 3 §2.2 Demo list, §5 Upload and Add URL, §8, §9. Two regions run side by side:
 *
 * - `list`: page N of the company's demos (40 a page; 'Loading Demos...'); previous, next (only
 *   after a full page) and the page box; Clone and 'Copy without settings' ('Error copying
 *   demo'); Delete after confirmation ('Delete in Progress', then 'Failed to delete demo' or
 *   "Couldn't connect to database"; the confirmation closes either way once the call returns);
 *   Download GIF ('Attempting download..'); Play (the popup). While a card's video is queued or
 *   processing, the page is fetched again every `pollDelay` so it turns ready or failed by itself.
 * - `dialog`: the Upload dialog (one file, five extensions, its first bytes read by `readVideo`)
 *   and the Add URL form. Neither uploads: a good file or link is handed to the new-demo flow
 *   (spec 3 §4.1) by the named actions `handOverFile` and `handOverLink`, which the page provides
 *   (it navigates to /feature/demos/recording with the media).
 *
 * Effects the page provides: the calls (`fetchPage`, `copy`, `remove`, `downloadGif`), the toasts
 * (`notifyCopyFailed`, `showDeleteProgress`, `endDeleteProgress`, `failDeleteProgress`,
 * `showDownloadProgress`, `endDownloadProgress`, `failDownloadProgress`) and the hand-overs.
 */
export const demoListMachine = setup({
  types: {
    context: {} as DemoListContext,
    events: {} as DemoListEvent,
    input: {} as DemoListInput,
  },
  actors: {
    fetchPage: fromPromise<RecordingsReply, { page: number; limit: number }>(async () => {
      throw new Error('demoListMachine needs a `fetchPage` actor');
    }),
    copy: fromPromise<CopyReply, { id: string; withoutSettings: boolean }>(async () => {
      throw new Error('demoListMachine needs a `copy` actor');
    }),
    remove: fromPromise<DeleteRecordingReply, { id: string }>(async () => {
      throw new Error('demoListMachine needs a `remove` actor');
    }),
    /** Fetches the GIF from the media origin and saves it (the console: a download link). */
    downloadGif: fromPromise<void, { url: string; title: string }>(async () => {
      throw new Error('demoListMachine needs a `downloadGif` actor');
    }),
    readVideo: fromPromise<VideoReading, { file: VideoFile }>(async () => {
      throw new Error('demoListMachine needs a `readVideo` actor');
    }),
  },
  delays: {
    /** How often a page with a card still processing is fetched again. */
    pollDelay: 2000,
  },
  guards: {
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
    hasNextPage: ({ context }) => hasNextPage(context),
    ...pagingGuards,
    isKnown: ({ context }, params: { id: string }) => context.recordings.some((r) => r.id === params.id),
    hasGif: ({ context }, params: { id: string }) =>
      Boolean(context.recordings.find((r) => r.id === params.id)?.preview),
    hasProcessingCard: ({ context }) => context.recordings.some(isProcessing),
    hasVideoName: ({ context }, params: { file: VideoFile }) =>
      hasVideoName(params.file.name, context.uploadExtensions),
    isVideo: (_, params: { reading: VideoReading }) => params.reading === 'video',
    canSubmitUrl: ({ context }) => !Object.values(context.errors).some(Boolean),
  },
  actions: {
    ...formActions<DemoListContext, DemoListEvent>((context, values) => ({
      errors: validateFields(context.urlSchema, values),
    })),
    keepPage: assign((_, params: { reply: RecordingsReply }) =>
      params.reply.status === 'success'
        ? { recordings: params.reply.payload, loadError: null }
        : { recordings: [], loadError: params.reply.message },
    ),
    keepLoadError: assign((_, params: { error: unknown }) => ({
      recordings: [],
      loadError: textOf(params.error),
    })),
    /** A background poll keeps the cards it has when its call fails: the next poll tries again. */
    refreshPage: assign(({ context }, params: { reply: RecordingsReply }) =>
      params.reply.status === 'success'
        ? { recordings: params.reply.payload }
        : { recordings: context.recordings },
    ),
    goTo: assign((_, params: { page: number }) => ({ page: params.page })),
    choose: assign(({ context }, params: { id: string }) => ({
      pending: context.recordings.find((r) => r.id === params.id) ?? null,
    })),
    forget: assign({ pending: null }),
    removePending: assign(({ context }) => ({
      recordings: context.recordings.filter((r) => r.id !== context.pending?.id),
      pending: null,
    })),
    startCopy: assign((_, params: { id: string; withoutSettings: boolean }) => ({ copying: params })),
    endCopy: assign({ copying: null }),
    play: assign((_, params: { id: string }) => ({ playing: params.id })),
    stopPlaying: assign({ playing: null }),
    resetDialog: assign(({ context }) => ({
      file: null,
      uploadProblem: null,
      ...freshUrlForm(context.urlSchema),
    })),
    takeFile: assign((_, params: { file: VideoFile }) => ({ file: params.file, uploadProblem: null })),
    refuseFile: assign((_, params: { file: VideoFile | null; problem: UploadProblem }) => ({
      file: params.file,
      uploadProblem: params.problem,
    })),
    notifyCopyFailed: () => {},
    showDeleteProgress: () => {},
    endDeleteProgress: () => {},
    failDeleteProgress: (_, _params: { failure: DemoFailure }) => {},
    showDownloadProgress: () => {},
    endDownloadProgress: () => {},
    failDownloadProgress: () => {},
    /** spec 3 §2.1: on to the new recording with the file (the page navigates). */
    handOverFile: (_, _params: { file: VideoFile }) => {},
    /** spec 3 §2.1: on to the new recording with the link and its type (the page navigates). */
    handOverLink: (_, _params: { type: LinkType; url: string }) => {},
  },
}).createMachine({
  id: 'demoList',
  context: ({ input }) => ({
    pageSize: input.pageSize,
    uploadExtensions: input.uploadExtensions,
    urlSchema: input.urlSchema,
    page: 1,
    recordings: [],
    loadError: null,
    pending: null,
    playing: null,
    copying: null,
    file: null,
    uploadProblem: null,
    ...freshUrlForm(input.urlSchema),
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        /** spec 3 §2.2 'Loading Demos...'. */
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({ page: context.page, limit: context.pageSize }),
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                target: 'ready',
                actions: { type: 'keepPage', params: ({ event }) => ({ reply: event.output }) },
              },
              {
                target: 'loadFailed',
                actions: { type: 'keepPage', params: ({ event }) => ({ reply: event.output }) },
              },
            ],
            onError: {
              target: 'loadFailed',
              actions: { type: 'keepLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** spec 3 §8: the raw error as text, and a way to try again. */
        loadFailed: {
          on: { refresh: 'loading' },
        },
        /**
         * The cards; every action on them starts here, also while the page is fetched again in the
         * background (`polling`), so a rep never waits for a poll.
         */
        ready: {
          initial: 'idle',
          states: {
            idle: {
              after: { pollDelay: { guard: 'hasProcessingCard', target: 'polling' } },
            },
            /** The same page fetched again: the cards stay while it loads; a failed fetch is tried again later. */
            polling: {
              invoke: {
                src: 'fetchPage',
                input: ({ context }) => ({ page: context.page, limit: context.pageSize }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'refreshPage', params: ({ event }) => ({ reply: event.output }) },
                },
                onError: 'idle',
              },
            },
          },
          on: {
            refresh: 'loading',
            ...pagingEvents,
            clone: {
              guard: { type: 'isKnown', params: ({ event }) => ({ id: event.id }) },
              target: 'cloning',
              actions: {
                type: 'startCopy',
                params: ({ event }) => ({ id: event.id, withoutSettings: event.withoutSettings }),
              },
            },
            'delete.request': {
              guard: { type: 'isKnown', params: ({ event }) => ({ id: event.id }) },
              target: 'confirming',
              actions: { type: 'choose', params: ({ event }) => ({ id: event.id }) },
            },
            'gif.download': {
              guard: { type: 'hasGif', params: ({ event }) => ({ id: event.id }) },
              target: 'downloading',
              actions: { type: 'choose', params: ({ event }) => ({ id: event.id }) },
            },
            play: {
              guard: { type: 'isKnown', params: ({ event }) => ({ id: event.id }) },
              target: 'playing',
              actions: { type: 'play', params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        /** spec 3 §2.2 Clone / 'Copy without settings'; the copy shows after the page is fetched again. */
        cloning: {
          tags: ['busy'],
          invoke: {
            src: 'copy',
            input: ({ context }) => context.copying!,
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                target: 'ready.polling',
                actions: 'endCopy',
              },
              { target: 'ready', actions: ['notifyCopyFailed', 'endCopy'] },
            ],
            onError: { target: 'ready', actions: ['notifyCopyFailed', 'endCopy'] },
          },
        },
        /** The delete confirmation is open. */
        confirming: confirmingDelete,
        /** spec 3 §8 'Delete in Progress'; the confirmation stays open until the call returns. */
        deleting: {
          tags: ['busy'],
          entry: 'showDeleteProgress',
          invoke: {
            src: 'remove',
            input: ({ context }) => ({ id: context.pending!.id }),
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                // The page is fetched again, so a card from the next page fills the gap.
                target: 'ready.polling',
                actions: ['removePending', 'endDeleteProgress'],
              },
              deleteFailed('error'),
            ],
            onError: deleteFailed('unreachable'),
          },
        },
        /** spec 3 §2.2 Download GIF, with the progress toast 'Attempting download..'. */
        downloading: {
          entry: 'showDownloadProgress',
          invoke: {
            src: 'downloadGif',
            input: ({ context }) => ({ url: context.pending!.preview, title: context.pending!.title }),
            onDone: { target: 'ready', actions: ['endDownloadProgress', 'forget'] },
            onError: { target: 'ready', actions: ['failDownloadProgress', 'forget'] },
          },
        },
        /** spec 3 §2.3: the popup player shows `playing`. */
        playing: {
          on: { 'player.close': { target: 'ready', actions: 'stopPlaying' } },
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'upload.open': { target: 'upload', actions: 'resetDialog' },
            'url.open': { target: 'addUrl', actions: 'resetDialog' },
          },
        },
        /** spec 3 §5 Upload: exactly one file with one of the five extensions. */
        upload: {
          initial: 'choosing',
          on: {
            'dialog.close': { target: 'closed', actions: 'resetDialog' },
            'file.select': [
              {
                guard: { type: 'hasVideoName', params: ({ event }) => ({ file: event.file }) },
                target: '.reading',
                actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file }) },
              },
              {
                target: '.refused',
                actions: {
                  type: 'refuseFile',
                  params: ({ event }) => ({ file: event.file, problem: 'extension' as const }),
                },
              },
            ],
            'file.reject': {
              target: '.refused',
              actions: {
                type: 'refuseFile',
                params: ({ event }) =>
                  event.problem === 'count'
                    ? { file: null, problem: 'count' as const }
                    : { file: event.file, problem: 'extension' as const },
              },
            },
          },
          states: {
            choosing: {},
            /** The file's first bytes are read: an empty or unreadable file, or one that is no video, stops here. */
            reading: {
              tags: ['busy'],
              invoke: {
                src: 'readVideo',
                input: ({ context }) => ({ file: context.file! }),
                onDone: [
                  {
                    guard: { type: 'isVideo', params: ({ event }) => ({ reading: event.output }) },
                    target: '#demoList.dialog.closed',
                    actions: [
                      { type: 'handOverFile', params: ({ context }) => ({ file: context.file! }) },
                      'resetDialog',
                    ],
                  },
                  {
                    target: 'refused',
                    actions: {
                      type: 'refuseFile',
                      params: ({ context }) => ({ file: context.file, problem: 'unreadable' as const }),
                    },
                  },
                ],
                onError: {
                  target: 'refused',
                  actions: {
                    type: 'refuseFile',
                    params: ({ context }) => ({ file: context.file, problem: 'unreadable' as const }),
                  },
                },
              },
            },
            /** spec 3 §5: 'Invalid file extension' or 'Error uploading video'; another file may be chosen. */
            refused: {},
          },
        },
        /** spec 3 §5 Add URL form: type and URL; a drive link must have a sharing link's shape. */
        addUrl: {
          on: {
            'dialog.close': { target: 'closed', actions: 'resetDialog' },
            'field.change': fieldChange(),
            'field.blur': {
              actions: { type: 'touchField', params: ({ event }) => ({ field: event.field }) },
            },
            // A passing form is handed to the new-demo flow at once; a failing one shows every message.
            submit: [
              {
                guard: 'canSubmitUrl',
                target: 'closed',
                actions: [
                  {
                    type: 'handOverLink',
                    params: ({ context }) => ({
                      type: context.values.type as LinkType,
                      url: context.values.url.trim(),
                    }),
                  },
                  'resetDialog',
                ],
              },
              { actions: { type: 'touchAll', params: {} } },
            ],
          },
        },
      },
    },
  },
});

export type DemoListMachine = typeof demoListMachine;
