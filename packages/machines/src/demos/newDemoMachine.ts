import type { CallResult, createRecording, LinkType, Recording } from '@showroom/contract';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { DeleteRecordingReply } from './demoList.ts';

/** POST /web/recording as the contract client resolves it. */
export type CreateRecordingReply = CallResult<typeof createRecording>;

/**
 * What a new demo is made from (spec 3 §2.1): a file (recorded or chosen) the player shows, or a
 * link the server fetches.
 */
export type NewDemoSource =
  | { source: 'file'; blob: Blob; fileName: string }
  | { source: 'link'; type: LinkType; url: string };

export interface NewDemoInput {
  media: NewDemoSource;
}

/** What the upload actor reports back while it runs. */
export type UploadEvent =
  | { type: 'upload.progress'; fraction: number }
  | { type: 'upload.done'; reply: CreateRecordingReply }
  | { type: 'upload.failed'; error: unknown };

export interface NewDemoContext {
  media: NewDemoSource;
  /** Share of the upload sent, 0 to 1. */
  progress: number;
  /** The demo once the server made it. */
  recording: Recording | null;
}

export type NewDemoEvent =
  /** The player loaded the file and can play it (spec 3 §4.1 "the media engine is ready"). */
  | { type: 'media.ready' }
  /** The browser cannot play this file (an .avi or .wmv): the server converts it, so upload anyway. */
  | { type: 'media.unplayable' }
  | { type: 'cancel' }
  | { type: 'cancel.no' }
  | { type: 'cancel.yes' }
  | UploadEvent;

/**
 * Why the demo could not be made: the server's own message (e.g. 'Error uploading video'), or
 * none. For the log only: the rep is shown the spec's 'Error adding <demo term>' (spec 3 §8).
 */
const failureMessage = (event: UploadEvent) =>
  event.type === 'upload.done' && event.reply.status === 'error' && event.reply.message
    ? event.reply.message
    : undefined;

/**
 * spec 3 §4.1 New demo: once the player has the media, 'Saving content...' opens and the demo is
 * created at once (title '<Demo term> - <UTC date>', empty description, no annotations). 'Cancel
 * Upload' asks 'Confirm Cancellation'; Yes aborts the upload (leaving `uploading` stops the
 * upload actor, whose cleanup aborts the request) or, once the demo exists, deletes it, then goes
 * back up with '<Demo term> Upload Cancelled!'.
 *
 * While the demo is being made, the progress toast 'Saving <demo term>' (spec 3 §8) shows; it
 * settles as '<Demo term> Added' or 'Error adding <demo term>', or gives way to the cancellation.
 *
 * Effects the page provides: the `upload` callback actor (it sends `upload.progress`,
 * `upload.done`, `upload.failed` and aborts on stop), the `deleteRecording` call, the toasts
 * (`showSaveProgress`, `notifyAdded`, `notifyAddFailed`, `showCancelProgress`, `notifyCancelled`,
 * `notifyCancelFailed`)
 * and the navigation (`openRecording`: the editor of the new demo; `leave`: back to the list).
 */
export const newDemoMachine = setup({
  types: {
    context: {} as NewDemoContext,
    events: {} as NewDemoEvent,
    input: {} as NewDemoInput,
  },
  actors: {
    upload: fromCallback<{ type: string }, { media: NewDemoSource }>(() => {
      throw new Error('newDemoMachine needs an `upload` actor');
    }),
    deleteRecording: fromPromise<DeleteRecordingReply, { id: string }>(async () => {
      throw new Error('newDemoMachine needs a `deleteRecording` actor');
    }),
  },
  guards: {
    isLink: ({ context }) => context.media.source === 'link',
    created: ({ event }) => event.type === 'upload.done' && event.reply.status === 'success',
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
  },
  actions: {
    showSaveProgress: () => {},
    notifyAdded: () => {},
    notifyAddFailed: (_, _params: { message: string | undefined }) => {},
    showCancelProgress: () => {},
    notifyCancelled: () => {},
    notifyCancelFailed: () => {},
    openRecording: (_, _params: { id: string }) => {},
    leave: () => {},
    keepProgress: assign(({ event }) =>
      event.type === 'upload.progress' ? { progress: event.fraction } : {},
    ),
    keepRecording: assign(({ event }) =>
      event.type === 'upload.done' && event.reply.status === 'success'
        ? { recording: event.reply.payload }
        : {},
    ),
  },
}).createMachine({
  id: 'newDemo',
  context: ({ input }) => ({ media: input.media, progress: 0, recording: null }),
  initial: 'preparing',
  states: {
    /** The player loads the file; a link has nothing to load here. */
    preparing: {
      always: { guard: 'isLink', target: 'uploading' },
      on: {
        'media.ready': 'uploading',
        'media.unplayable': 'uploading',
      },
    },
    /** 'Saving content...' with the upload's progress and 'Cancel Upload'; the toast 'Saving demo'. */
    uploading: {
      entry: 'showSaveProgress',
      invoke: { src: 'upload', input: ({ context }) => ({ media: context.media }) },
      initial: 'sending',
      on: {
        'upload.progress': { actions: 'keepProgress' },
        'upload.failed': {
          target: 'addFailed',
          actions: { type: 'notifyAddFailed', params: { message: undefined } },
        },
      },
      states: {
        sending: {
          on: {
            cancel: 'confirmingCancel',
            'upload.done': [
              {
                guard: 'created',
                target: '#newDemo.created',
                actions: 'keepRecording',
              },
              {
                target: '#newDemo.addFailed',
                actions: {
                  type: 'notifyAddFailed',
                  params: ({ event }) => ({ message: failureMessage(event) }),
                },
              },
            ],
          },
        },
        /** 'Confirm Cancellation' while the upload goes on: No goes back to it. */
        confirmingCancel: {
          on: {
            'cancel.no': 'sending',
            'cancel.yes': {
              target: '#newDemo.cancelled',
              actions: 'showCancelProgress',
            },
            'upload.done': [
              { guard: 'created', target: '#newDemo.createdConfirming', actions: 'keepRecording' },
              {
                target: '#newDemo.addFailed',
                actions: {
                  type: 'notifyAddFailed',
                  params: ({ event }) => ({ message: failureMessage(event) }),
                },
              },
            ],
          },
        },
      },
    },
    /** The upload finished while 'Confirm Cancellation' was open: the answer still decides. */
    createdConfirming: {
      on: {
        'cancel.no': 'created',
        'cancel.yes': { target: 'canceling', actions: 'showCancelProgress' },
      },
    },
    /** 'Canceling...': the demo just made is deleted. */
    canceling: {
      invoke: {
        src: 'deleteRecording',
        input: ({ context }) => ({ id: context.recording!.id }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
            target: 'cancelled',
          },
          { target: 'kept', actions: 'notifyCancelFailed' },
        ],
        onError: { target: 'kept', actions: 'notifyCancelFailed' },
      },
    },
    /** '<Demo term> Added': the demo is no longer new; its editor takes over at its own address. */
    created: {
      type: 'final',
      entry: [
        'notifyAdded',
        { type: 'openRecording', params: ({ context }) => ({ id: context.recording!.id }) },
      ],
    },
    /** 'Failed to cancel demo upload': the demo stays, and its editor opens. */
    kept: {
      type: 'final',
      entry: { type: 'openRecording', params: ({ context }) => ({ id: context.recording!.id }) },
    },
    /** 'Error adding demo' (the server's reason goes to the log), back to the list. */
    addFailed: { type: 'final', entry: 'leave' },
    /** '<Demo term> Upload Cancelled!', back up to the list. */
    cancelled: { type: 'final', entry: ['notifyCancelled', 'leave'] },
  },
});
