import type { CallResult, getVideo, updateVideo, Video, VideoForm } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { formActions } from '../forms/formActions.ts';
import { fieldChange } from '../forms/formTransitions.ts';
import { type FieldErrors, type FormSchema, validateFields } from '../forms/validate.ts';
import { loadable } from '../shared/loadingState.ts';

/** GET /web/video/id/{id}. */
export type FetchVideoReply = CallResult<typeof getVideo>;
/** PUT /web/video/{videoId}. */
export type SaveVideoReply = CallResult<typeof updateVideo>;

export interface SaveVideoRequest {
  id: string;
  title: string;
  description: string;
}

export interface VideoEditorInput {
  id: string;
  /** The contract's `videoForm`: title and description required (spec 3 §5 Video edit). */
  schema: FormSchema<VideoForm>;
}

export interface VideoEditorContext {
  id: string;
  schema: FormSchema<VideoForm>;
  video: Video | null;
  values: VideoForm;
  touched: Record<keyof VideoForm, boolean>;
  errors: FieldErrors<keyof VideoForm>;
}

export type VideoEditorEvent =
  | { type: 'retry' }
  | { type: 'field.change'; field: keyof VideoForm; value: string }
  | { type: 'field.blur'; field: keyof VideoForm }
  | { type: 'submit' };

/** Save is enabled only while the form is valid (spec 3 §2.5). */
export const canSaveVideo = (context: Pick<VideoEditorContext, 'errors'>) =>
  !Object.values(context.errors).some(Boolean);

type LoadDone = { event: { output: FetchVideoReply } };

/**
 * spec 3 §2.5 Video editor: load the video, edit its title and description beside a preview
 * player; Save (only while both are filled) sends them and, on success, the rep goes back
 * (`goBack`). A save refused or lost shows 'Error updating video'; an attempt with an empty field
 * 'Incomplete Data' (`notifyIncomplete`).
 */
export const videoEditorMachine = setup({
  types: {
    context: {} as VideoEditorContext,
    events: {} as VideoEditorEvent,
    input: {} as VideoEditorInput,
  },
  actors: {
    load: fromPromise<FetchVideoReply, { id: string }>(async () => {
      throw new Error('videoEditorMachine needs a `load` actor');
    }),
    save: fromPromise<SaveVideoReply, SaveVideoRequest>(async () => {
      throw new Error('videoEditorMachine needs a `save` actor');
    }),
  },
  guards: {
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
    isNotFound: (_, params: { reply: { httpStatus: number } }) => params.reply.httpStatus === 404,
    canSubmit: ({ context }) => canSaveVideo(context),
  },
  actions: {
    ...formActions<VideoEditorContext, VideoEditorEvent>((context, values) => ({
      errors: validateFields(context.schema, values),
    })),
    notifyIncomplete: () => {},
    notifySaveFailed: () => {},
    goBack: () => {},
    keepVideo: assign(({ context }, params: { reply: FetchVideoReply }) => {
      if (params.reply.status !== 'success') return {};
      const video = params.reply.payload;
      const values = { title: video.title, description: video.description };
      return { video, values, errors: validateFields(context.schema, values) };
    }),
  },
}).createMachine({
  id: 'videoEditor',
  context: ({ input }) => ({
    id: input.id,
    schema: input.schema,
    video: null,
    values: { title: '', description: '' },
    touched: { title: false, description: false },
    errors: {},
  }),
  initial: 'loading',
  states: {
    /** 'Loading Video..' */
    ...loadable({
      input: ({ context }: { context: VideoEditorContext }) => ({ id: context.id }),
      onDone: [
        {
          guard: { type: 'isSuccess', params: ({ event }: LoadDone) => ({ reply: event.output }) },
          target: 'editing',
          actions: { type: 'keepVideo', params: ({ event }: LoadDone) => ({ reply: event.output }) },
        },
        {
          guard: { type: 'isNotFound', params: ({ event }: LoadDone) => ({ reply: event.output }) },
          target: 'notFound',
        },
        { target: 'loadFailed' },
      ],
    }),
    notFound: {},
    editing: {
      on: {
        'field.change': fieldChange(),
        'field.blur': { actions: { type: 'touchField', params: ({ event }) => ({ field: event.field }) } },
        submit: [
          { guard: 'canSubmit', target: 'saving' },
          { actions: [{ type: 'touchAll', params: undefined }, 'notifyIncomplete'] },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          id: context.id,
          title: context.values.title.trim(),
          description: context.values.description.trim(),
        }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
            target: 'saved',
          },
          { target: 'editing', actions: 'notifySaveFailed' },
        ],
        onError: { target: 'editing', actions: 'notifySaveFailed' },
      },
    },
    /** Saved: back where the rep came from. */
    saved: { type: 'final', entry: 'goBack' },
  },
});
