/**
 * The recording editor's statechart (spec 3 §2.3 to §2.5). It stays one piece over 500 lines because
 * its states are one chart (load, the player, hotspots and click regions, captions, the save) whose
 * transitions read best side by side; the types and pure rules it runs are in `recordingEditor.ts`.
 */
import type { Coordinates, PreviewDump, Recording } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { validateFields } from '../forms/validate.ts';
import { loadable } from '../shared/loadingState.ts';
import {
  type AnnotationKind,
  addAnnotation,
  annotationFromPlacement,
  checkTimestamp,
  coordinatesToSave,
  findAnnotation,
  isInsideBox,
  moveAnnotation,
  patchAnnotation,
  placementAt,
  placementAtCentre,
  removeAnnotation,
  setAppearAt,
  sortCoordinates,
} from './annotations.ts';
import {
  type CaptionsDone,
  type CaptionsReply,
  canSaveRecording,
  type FetchRecordingReply,
  type PreviewReply,
  type RecordingEditorContext,
  type RecordingEditorEvent,
  type RecordingEditorInput,
  type RecordingValues,
  type SavedState,
  type SaveRecordingReply,
  type SaveRecordingRequest,
  type TimestampError,
} from './recordingEditor.ts';

const snapshotOf = (context: Pick<RecordingEditorContext, 'values' | 'coordinates'>): SavedState => ({
  values: {
    title: context.values.title.trim(),
    description: context.values.description,
    rep_name: context.values.rep_name.trim(),
    display_date: context.values.display_date,
  },
  coordinates: coordinatesToSave(context.coordinates!),
});

const isDirty = (context: Pick<RecordingEditorContext, 'values' | 'coordinates' | 'saved'>) =>
  context.saved !== null &&
  context.coordinates !== null &&
  JSON.stringify(snapshotOf(context)) !== JSON.stringify(context.saved);

/** The reply's demo, or null. */
const recordingOf = (reply: FetchRecordingReply) => (reply.status === 'success' ? reply.payload[0]! : null);

const mediaIs = (reply: FetchRecordingReply, status: Recording['media_status']) =>
  recordingOf(reply)?.media_status === status;

/** The part of the context a (re)loaded demo sets. */
const loaded = (context: RecordingEditorContext, recording: Recording): Partial<RecordingEditorContext> => {
  const values = {
    title: recording.title,
    description: recording.description,
    // spec 3 §2.4 (issue 29 D.9): the name and date set in this editor, else the owner's name
    // and the day the demo was made.
    rep_name: recording.rep_name || recording.salesrep_name,
    display_date: recording.display_date || recording.date_created.slice(0, 10),
  };
  const coordinates = sortCoordinates(recording.coordinates);
  return {
    recording,
    values,
    errors: validateFields(context.schema, values),
    coordinates,
    saved: snapshotOf({ values, coordinates }),
    dirty: false,
    duration: recording.duration,
  };
};

/** The error message of a refused reply, if it has one. */
const messageOf = (reply: { status: string; message?: string | undefined }) =>
  reply.status === 'error' ? reply.message : undefined;

const kindOf = (context: RecordingEditorContext, id: string): AnnotationKind =>
  findAnnotation(context.coordinates!, id)?.kind ?? 'hotspot';

/**
 * spec 3 §2.4 Recording editor of an existing demo: load it (while its video is queued or being
 * processed, show progress and ask again every 2 s; a failed job shows why), then edit the title
 * and description, place hotspots and click regions (drop or keyboard -> placement -> green dot
 * adds at the current time, red dot discards), edit them in the Annotations list (colours,
 * caption, timestamp with 'Invalid Timestamp' / 'Timestamp exceeds video duration' and revert,
 * delete after 'Are you sure you want to delete this?'), save, preview, attach captions.
 *
 * The page provides the calls (`load`, `poll`, `save`, `preview`, `setCaptions`,
 * `removeCaptions`), the player (`seekTo`), the preview tab (`openPreviewWindow` on the click,
 * `showPreview` once the dump is stored) and the toasts.
 */
/** The reply a load or a poll brought, as a guard's or an action's params. */
const replyOf = ({ event }: { event: { output: FetchRecordingReply } }) => ({ reply: event.output });
/** A fetched recording whose reply passes `guard` leads to `target`, keeping what came. */
const arrived = <G extends 'isReady' | 'isMediaFailed' | 'isSuccess', T extends string>(
  guard: G,
  target: T,
) => ({
  guard: { type: guard, params: replyOf },
  target,
  actions: { type: 'keepLoaded' as const, params: replyOf },
});

const captionsOutcome = {
  onDone: [
    {
      guard: { type: 'isSuccess' as const, params: ({ event }: CaptionsDone) => ({ reply: event.output }) },
      target: 'idle',
      actions: [
        { type: 'keepCaptions' as const, params: ({ event }: CaptionsDone) => ({ reply: event.output }) },
        'notifyCaptionsSaved' as const,
      ],
    },
    {
      target: 'idle',
      actions: {
        type: 'notifyCaptionsFailed' as const,
        params: ({ event }: CaptionsDone) => ({ message: messageOf(event.output) }),
      },
    },
  ],
  onError: {
    target: 'idle',
    actions: { type: 'notifyCaptionsFailed' as const, params: { message: undefined } },
  },
};

export const recordingEditorMachine = setup({
  types: {
    context: {} as RecordingEditorContext,
    events: {} as RecordingEditorEvent,
    input: {} as RecordingEditorInput,
  },
  actors: {
    load: fromPromise<FetchRecordingReply, { id: string }>(async () => {
      throw new Error('recordingEditorMachine needs a `load` actor');
    }),
    poll: fromPromise<FetchRecordingReply, { id: string }>(async () => {
      throw new Error('recordingEditorMachine needs a `poll` actor');
    }),
    save: fromPromise<SaveRecordingReply, SaveRecordingRequest>(async () => {
      throw new Error('recordingEditorMachine needs a `save` actor');
    }),
    preview: fromPromise<PreviewReply, PreviewDump>(async () => {
      throw new Error('recordingEditorMachine needs a `preview` actor');
    }),
    setCaptions: fromPromise<CaptionsReply, { id: string; file: Blob }>(async () => {
      throw new Error('recordingEditorMachine needs a `setCaptions` actor');
    }),
    removeCaptions: fromPromise<CaptionsReply, { id: string }>(async () => {
      throw new Error('recordingEditorMachine needs a `removeCaptions` actor');
    }),
  },
  delays: {
    /** How often a demo whose video is still being processed is asked for again. */
    pollDelay: 2000,
  },
  guards: {
    isReady: (_, params: { reply: FetchRecordingReply }) => mediaIs(params.reply, 'ready'),
    isMediaFailed: (_, params: { reply: FetchRecordingReply }) => mediaIs(params.reply, 'failed'),
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
    isNotFound: (_, params: { reply: { httpStatus: number } }) => params.reply.httpStatus === 404,
    canSave: ({ context }) => canSaveRecording(context),
    isPaused: ({ context }) => !context.playing,
    droppedOnVideo: ({ context, event }) =>
      !context.playing && event.type === 'tool.drop' && isInsideBox(event.point),
    timestampIsValid: ({ context, event }) =>
      event.type === 'timestamp.commit' &&
      context.timestampDraft?.id === event.id &&
      checkTimestamp(context.timestampDraft.text, context.duration, context.rules).ok,
    hasDraft: ({ context, event }) =>
      event.type === 'timestamp.commit' && context.timestampDraft?.id === event.id,
    exists: ({ context, event }) =>
      'id' in event &&
      typeof event.id === 'string' &&
      findAnnotation(context.coordinates!, event.id) !== undefined,
    /** WebVTT, or SubRip that the server converts to WebVTT (both are what the API accepts). */
    isCaptionsFile: ({ event }) => event.type === 'captions.upload' && /\.(vtt|srt)$/i.test(event.name),
  },
  actions: {
    seekTo: (_, _params: { time: number }) => {},
    notifyIncomplete: () => {},
    showSaveProgress: () => {},
    notifySaved: () => {},
    notifySaveFailed: (_, _params: { message: string | undefined }) => {},
    /** On the click itself, so the browser lets the tab open (a popup after an await is blocked). */
    openPreviewWindow: () => {},
    showPreview: (_, _params: { previewId: string; recordingId: string; companyId: string }) => {},
    notifyPreviewFailed: () => {},
    notifyTimestampError: (_, _params: { error: TimestampError }) => {},
    notifyDeleting: (_, _params: { kind: AnnotationKind }) => {},
    notifyCaptionsInvalid: () => {},
    notifyCaptionsSaved: () => {},
    notifyCaptionsFailed: (_, _params: { message: string | undefined }) => {},
    keepLoaded: assign(({ context }, params: { reply: FetchRecordingReply }) => {
      const recording = recordingOf(params.reply);
      return recording ? loaded(context, recording) : {};
    }),
    changeField: assign(({ context }, params: { field: keyof RecordingValues; value: string }) => {
      const values = { ...context.values, [params.field]: params.value };
      return {
        values,
        errors: validateFields(context.schema, values),
        dirty: isDirty({ ...context, values }),
      };
    }),
    changeCoordinates: assign(({ context }, params: { coordinates: Coordinates }) => ({
      coordinates: params.coordinates,
      dirty: isDirty({ ...context, coordinates: params.coordinates }),
    })),
    keepDuration: assign(({ event }) =>
      event.type === 'media.ready' && Number.isFinite(event.duration) && event.duration > 0
        ? { duration: event.duration }
        : {},
    ),
    keepTime: assign(({ event }) => (event.type === 'media.time' ? { currentTime: event.time } : {})),
    keepPlaying: assign(({ event }) => (event.type === 'media.playing' ? { playing: event.playing } : {})),
    startPlacement: assign(({ event }) => {
      if (event.type === 'tool.drop') return { placement: placementAt(event.tool, event.point) };
      if (event.type === 'tool.add') return { placement: placementAtCentre(event.tool, event.box) };
      return {};
    }),
    /** The green dot: the annotation at the current time (kept before the end of the video). */
    addPlaced: assign(({ context }) => {
      const end = context.duration > 0 ? Math.max(0, context.duration - 0.001) : Number.POSITIVE_INFINITY;
      const appearAt = Math.round(Math.min(context.currentTime, end) * 1000) / 1000;
      const item = annotationFromPlacement(context.placement!, context.coordinates!, appearAt, context.rules);
      const coordinates = addAnnotation(context.coordinates!, item);
      return {
        coordinates,
        placement: null,
        selected: item.annotation.id,
        dirty: isDirty({ ...context, coordinates }),
      };
    }),
    clearPlacement: assign({ placement: null }),
    toggleSelected: assign(({ context }, params: { id: string }) => ({
      selected: context.selected === params.id ? null : params.id,
      timestampDraft: null,
    })),
    draftTimestamp: assign(({ event }) =>
      event.type === 'timestamp.change' ? { timestampDraft: { id: event.id, text: event.text } } : {},
    ),
    /** The draft is dropped: the row shows the annotation's time as it stands. */
    dropDraft: assign({ timestampDraft: null }),
    askDelete: assign(({ event }) => (event.type === 'annotation.delete' ? { pendingDelete: event.id } : {})),
    forgetDelete: assign({ pendingDelete: null }),
    remove: assign(({ context }) => {
      const id = context.pendingDelete!;
      const coordinates = removeAnnotation(context.coordinates!, id);
      return {
        coordinates,
        pendingDelete: null,
        selected: context.selected === id ? null : context.selected,
        dirty: isDirty({ ...context, coordinates }),
      };
    }),
    keepSending: assign(({ context }) => ({ sending: snapshotOf(context) })),
    keepSaved: assign(({ context }, params: { reply: SaveRecordingReply }) => {
      const saved = context.sending!;
      const recording = params.reply.status === 'success' ? params.reply.payload : context.recording;
      return { recording, saved, sending: null, dirty: isDirty({ ...context, saved }) };
    }),
    forgetSending: assign({ sending: null }),
    keepCaptions: assign(({ context }, params: { reply: CaptionsReply }) =>
      params.reply.status === 'success' && context.recording
        ? { recording: { ...context.recording, captions: params.reply.payload.captions } }
        : {},
    ),
  },
}).createMachine({
  id: 'recordingEditor',
  context: ({ input }) => ({
    id: input.id,
    schema: input.schema,
    rules: input.rules,
    recording: null,
    values: { title: '', description: '', rep_name: '', display_date: '' },
    errors: {},
    coordinates: null,
    saved: null,
    sending: null,
    dirty: false,
    duration: 0,
    currentTime: 0,
    playing: false,
    placement: null,
    selected: null,
    pendingDelete: null,
    timestampDraft: null,
  }),
  initial: 'loading',
  states: {
    /** 'Loading Demos..' */
    ...loadable({
      input: ({ context }: { context: RecordingEditorContext }) => ({ id: context.id }),
      onDone: [
        arrived('isReady', 'editing'),
        arrived('isMediaFailed', 'mediaFailed'),
        arrived('isSuccess', 'processing'),
        { guard: { type: 'isNotFound', params: replyOf }, target: 'notFound' },
        { target: 'loadFailed' },
      ],
    }),
    notFound: {},
    /** The video is queued or being converted: progress instead of a broken player. */
    processing: {
      initial: 'waiting',
      states: {
        waiting: { after: { pollDelay: 'polling' } },
        polling: {
          invoke: {
            src: 'poll',
            input: ({ context }) => ({ id: context.id }),
            onDone: [
              arrived('isReady', '#recordingEditor.editing'),
              arrived('isMediaFailed', '#recordingEditor.mediaFailed'),
              { target: 'waiting' },
            ],
            // A dropped connection while waiting: ask again after the same pause.
            onError: { target: 'waiting' },
          },
        },
      },
    },
    /** The media job failed: the card's reason (media_error) is shown. */
    mediaFailed: {},
    editing: {
      initial: 'idle',
      on: {
        'field.change': {
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'media.ready': { actions: 'keepDuration' },
        'media.time': { actions: 'keepTime' },
        'media.playing': { actions: 'keepPlaying' },
        'annotation.select': {
          guard: 'exists',
          actions: [
            { type: 'toggleSelected', params: ({ event }) => ({ id: event.id }) },
            {
              type: 'seekTo',
              params: ({ context, event }) => ({
                time: findAnnotation(context.coordinates!, event.id)!.annotation.appearAt,
              }),
            },
          ],
        },
        'annotation.move': {
          guard: 'exists',
          actions: {
            type: 'changeCoordinates',
            params: ({ context, event }) => ({
              coordinates: moveAnnotation(context.coordinates!, event.id, event.dx, event.dy),
            }),
          },
        },
        'annotation.update': {
          guard: 'exists',
          actions: {
            type: 'changeCoordinates',
            params: ({ context, event }) => ({
              coordinates: patchAnnotation(context.coordinates!, event.id, event.patch, context.rules),
            }),
          },
        },
        'timestamp.change': {
          guard: 'exists',
          actions: 'draftTimestamp',
        },
        'timestamp.commit': [
          {
            guard: 'timestampIsValid',
            actions: [
              {
                type: 'changeCoordinates',
                params: ({ context, event }) => {
                  const check = checkTimestamp(context.timestampDraft!.text, context.duration, context.rules);
                  return {
                    coordinates: setAppearAt(context.coordinates!, event.id, check.ok ? check.seconds : 0),
                  };
                },
              },
              'dropDraft',
            ],
          },
          {
            // spec 3 §5: the message, and the input goes back to its previous value.
            guard: 'hasDraft',
            actions: [
              {
                type: 'notifyTimestampError',
                params: ({ context }) => {
                  const check = checkTimestamp(context.timestampDraft!.text, context.duration, context.rules);
                  return { error: check.ok ? 'invalid' : check.error };
                },
              },
              'dropDraft',
            ],
          },
        ],
      },
      states: {
        idle: {
          on: {
            'tool.drop': { guard: 'droppedOnVideo', target: 'placing', actions: 'startPlacement' },
            'tool.add': { guard: 'isPaused', target: 'placing', actions: 'startPlacement' },
            'annotation.delete': { guard: 'exists', target: 'confirmingDelete', actions: 'askDelete' },
            submit: [{ guard: 'canSave', target: 'saving' }, { actions: 'notifyIncomplete' }],
            preview: { target: 'previewing', actions: 'openPreviewWindow' },
            'captions.upload': [
              { guard: 'isCaptionsFile', target: 'uploadingCaptions' },
              { actions: 'notifyCaptionsInvalid' },
            ],
            'captions.remove': 'removingCaptions',
          },
        },
        /** The placement overlay: green dot confirms, red dot discards. */
        placing: {
          on: {
            'placement.confirm': { target: 'idle', actions: 'addPlaced' },
            'placement.discard': { target: 'idle', actions: 'clearPlacement' },
          },
        },
        /** 'Are you sure you want to delete this?' */
        confirmingDelete: {
          on: {
            'delete.confirm': {
              target: 'idle',
              actions: [
                {
                  type: 'notifyDeleting',
                  params: ({ context }) => ({ kind: kindOf(context, context.pendingDelete!) }),
                },
                'remove',
              ],
            },
            'delete.cancel': { target: 'idle', actions: 'forgetDelete' },
          },
        },
        /** 'Saving changes' */
        saving: {
          entry: ['keepSending', 'showSaveProgress'],
          invoke: {
            src: 'save',
            input: ({ context }) => ({
              id: context.id,
              title: context.sending!.values.title,
              description: context.sending!.values.description,
              rep_name: context.sending!.values.rep_name,
              display_date: context.sending!.values.display_date,
              coordinates: context.sending!.coordinates,
            }),
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                target: 'idle',
                actions: [
                  { type: 'keepSaved', params: ({ event }) => ({ reply: event.output }) },
                  'notifySaved',
                ],
              },
              {
                target: 'idle',
                actions: [
                  'forgetSending',
                  { type: 'notifySaveFailed', params: ({ event }) => ({ message: messageOf(event.output) }) },
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: ['forgetSending', { type: 'notifySaveFailed', params: { message: undefined } }],
            },
          },
        },
        /** The dump is stored, then the audience host's /preview/demo opens in the new tab. */
        previewing: {
          invoke: {
            src: 'preview',
            input: ({ context }) => ({
              id: context.id,
              title: context.values.title.trim(),
              description: context.values.description,
              coordinates: coordinatesToSave(context.coordinates!),
            }),
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                target: 'idle',
                actions: {
                  type: 'showPreview',
                  params: ({ context, event }) => ({
                    previewId: event.output.status === 'success' ? event.output.payload : '',
                    recordingId: context.id,
                    companyId: context.recording!.company_id,
                  }),
                },
              },
              { target: 'idle', actions: 'notifyPreviewFailed' },
            ],
            onError: { target: 'idle', actions: 'notifyPreviewFailed' },
          },
        },
        uploadingCaptions: {
          invoke: {
            src: 'setCaptions',
            input: ({ context, event }) => ({
              id: context.id,
              file: (event as Extract<RecordingEditorEvent, { type: 'captions.upload' }>).file,
            }),
            ...captionsOutcome,
          },
        },
        removingCaptions: {
          invoke: {
            src: 'removeCaptions',
            input: ({ context }) => ({ id: context.id }),
            ...captionsOutcome,
          },
        },
      },
    },
  },
});
