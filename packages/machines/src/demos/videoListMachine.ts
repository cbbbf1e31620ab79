import type {
  CallResult,
  createVideo,
  deleteVideo,
  listVideos,
  NewVideoForm,
  Video,
} from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { formActions } from '../forms/formActions.ts';
import { fieldChange } from '../forms/formTransitions.ts';
import { type FieldErrors, type FormSchema, validateFields } from '../forms/validate.ts';
import { confirmingDelete } from '../shared/confirmingDelete.ts';
import { loadable } from '../shared/loadingState.ts';

/** GET /web/video/{companyId}?limit&pageNo. */
export type VideosReply = CallResult<typeof listVideos>;
/** POST /web/video. */
export type CreateVideoReply = CallResult<typeof createVideo>;
/** DELETE /web/video/{videoId}. */
export type DeleteVideoReply = CallResult<typeof deleteVideo>;

export interface VideoListInput {
  /** spec 3 §9: the video list's limit (100); the first page. */
  limit: number;
  /** The contract's `newVideoForm`: title, description and address, each with its message. */
  schema: FormSchema<NewVideoForm>;
}

export interface VideoListContext extends VideoListInput {
  videos: Video[];
  values: NewVideoForm;
  touched: Record<keyof NewVideoForm, boolean>;
  errors: FieldErrors<keyof NewVideoForm>;
  /** The video a Delete asked about, while its confirmation is open and its call is out. */
  pending: Video | null;
}

export type VideoListEvent =
  | { type: 'retry' }
  | { type: 'create.open' }
  | { type: 'create.close' }
  | { type: 'field.change'; field: keyof NewVideoForm; value: string }
  | { type: 'field.blur'; field: keyof NewVideoForm }
  | { type: 'submit' }
  | { type: 'delete.request'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

const emptyForm: NewVideoForm = { title: '', description: '', url: '' };
const untouched = { title: false, description: false, url: false };

/** The new video may be added: every field holds what its rule asks. */
export const canAddVideo = (context: Pick<VideoListContext, 'errors'>) =>
  !Object.values(context.errors).some(Boolean);

type LoadDone = { event: { output: VideosReply } };

const deleteFailed = { target: 'ready', actions: ['notifyDeleteFailed', 'forget'] } as const;

/**
 * Issue 29 D.4, the company's videos in the demos area (spec 3 §1: demos are recordings, uploaded
 * or linked videos; §2.1: /feature/demos/video/{id} edits one; §7.3 the calls): the list loads
 * GET /web/video/{companyId} (newest first, limit 100), each video opening its editor. 'Add video'
 * opens a form (title, description, address: §5 Video edit's rules and the address's) that sends
 * POST /web/video; the new video joins the top of the list ('notifyAdded'); a refusal or a lost
 * call keeps the form ('notifyAddFailed'); a submit with a field wrong touches them all and says
 * 'Incomplete Data' ('notifyIncomplete'). A row's Delete asks first (the video's title in the
 * confirmation), then sends DELETE /web/video/{videoId} ('remove'), as the demo list deletes a demo:
 * the video leaves the list ('notifyDeleted'); a refusal or a lost call keeps it
 * ('notifyDeleteFailed'); Cancel keeps it too. The page provides `load`, `create`, `remove` and
 * the toasts.
 */
export const videoListMachine = setup({
  types: {
    context: {} as VideoListContext,
    events: {} as VideoListEvent,
    input: {} as VideoListInput,
  },
  actors: {
    load: fromPromise<VideosReply, { limit: number }>(async () => {
      throw new Error('videoListMachine needs a `load` actor');
    }),
    create: fromPromise<CreateVideoReply, NewVideoForm>(async () => {
      throw new Error('videoListMachine needs a `create` actor');
    }),
    remove: fromPromise<DeleteVideoReply, { id: string }>(async () => {
      throw new Error('videoListMachine needs a `remove` actor');
    }),
  },
  guards: {
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
    canSubmit: ({ context }) => canAddVideo(context),
    isKnown: ({ context }, params: { id: string }) => context.videos.some((v) => v.id === params.id),
  },
  actions: {
    ...formActions<VideoListContext, VideoListEvent>((context, values) => ({
      errors: validateFields(context.schema, values),
    })),
    notifyIncomplete: () => {},
    notifyAdded: () => {},
    notifyAddFailed: () => {},
    notifyDeleted: () => {},
    notifyDeleteFailed: () => {},
    choose: assign(({ context }, params: { id: string }) => ({
      pending: context.videos.find((v) => v.id === params.id) ?? null,
    })),
    forget: assign({ pending: null }),
    removePending: assign(({ context }) => ({
      videos: context.videos.filter((v) => v.id !== context.pending?.id),
      pending: null,
    })),
    keepVideos: assign((_, params: { reply: VideosReply }) =>
      params.reply.status === 'success' ? { videos: params.reply.payload } : {},
    ),
    addToList: assign(({ context }, params: { reply: CreateVideoReply }) =>
      params.reply.status === 'success'
        ? {
            videos: [
              params.reply.payload,
              ...context.videos.filter((v) => v.id !== params.reply.payload?.id),
            ],
          }
        : {},
    ),
    resetForm: assign(({ context }) => ({
      values: emptyForm,
      touched: untouched,
      errors: validateFields(context.schema, emptyForm),
    })),
  },
}).createMachine({
  id: 'videoList',
  context: ({ input }) => ({
    ...input,
    videos: [],
    values: emptyForm,
    touched: untouched,
    errors: validateFields(input.schema, emptyForm),
    pending: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        ...loadable({
          input: ({ context }: { context: VideoListContext }) => ({ limit: context.limit }),
          onDone: [
            {
              guard: { type: 'isSuccess', params: ({ event }: LoadDone) => ({ reply: event.output }) },
              target: 'ready',
              actions: { type: 'keepVideos', params: ({ event }: LoadDone) => ({ reply: event.output }) },
            },
            { target: 'loadFailed' },
          ],
        }),
        ready: {
          on: {
            'delete.request': {
              guard: { type: 'isKnown', params: ({ event }) => ({ id: event.id }) },
              target: 'confirming',
              actions: { type: 'choose', params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        /** The delete confirmation is open, naming the video. */
        confirming: confirmingDelete,
        /** DELETE /web/video/{videoId}; the confirmation stays open (busy) until the call returns. */
        deleting: {
          tags: ['busy'],
          invoke: {
            src: 'remove',
            input: ({ context }) => ({ id: context.pending!.id }),
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                target: 'ready',
                actions: ['removePending', 'notifyDeleted'],
              },
              deleteFailed,
            ],
            onError: deleteFailed,
          },
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: { on: { 'create.open': { target: 'editing', actions: 'resetForm' } } },
        editing: {
          on: {
            'create.close': 'closed',
            'field.change': fieldChange(),
            'field.blur': {
              actions: { type: 'touchField', params: ({ event }) => ({ field: event.field }) },
            },
            submit: [
              { guard: 'canSubmit', target: 'creating' },
              { actions: [{ type: 'touchAll', params: undefined }, 'notifyIncomplete'] },
            ],
          },
        },
        creating: {
          tags: ['busy'],
          invoke: {
            src: 'create',
            input: ({ context }) => ({
              title: context.values.title.trim(),
              description: context.values.description.trim(),
              url: context.values.url.trim(),
            }),
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                target: 'closed',
                actions: [
                  { type: 'addToList', params: ({ event }) => ({ reply: event.output }) },
                  'notifyAdded',
                ],
              },
              { target: 'editing', actions: 'notifyAddFailed' },
            ],
            onError: { target: 'editing', actions: 'notifyAddFailed' },
          },
        },
      },
    },
  },
});

export type VideoListMachine = typeof videoListMachine;
