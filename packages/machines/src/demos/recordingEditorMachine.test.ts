import { type Coordinates, emptyCoordinates, type Recording } from '@showroom/contract';
import { annotationRules } from '@showroom/contract/rules';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FormSchema } from '../forms/validate.ts';
import type { AnnotationRules } from './annotations.ts';
import type {
  CaptionsReply,
  FetchRecordingReply,
  PreviewReply,
  RecordingValues,
  SaveRecordingReply,
  SaveRecordingRequest,
} from './recordingEditor.ts';
import { recordingEditorMachine } from './recordingEditorMachine.ts';

const schema: FormSchema<RecordingValues> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (input) => {
      const values = input as RecordingValues;
      return values.title.trim()
        ? { value: values }
        : { issues: [{ message: 'Title is required', path: ['title'] }] };
    },
  },
};
/** The rules the console hands in (spec 3 §5, §9): the contract's, as the page gives them. */
const rules: AnnotationRules = annotationRules;

const withAnnotations = (): Coordinates => ({
  ...emptyCoordinates({ intrinsicVideoHeight: 360, intrinsicVideoWidth: 640 }),
  hotspots: [
    {
      id: 'hotspot-1',
      caption: 'Click Settings',
      captionPercentageFromTop: 10,
      captionPercentageFromLeft: 30,
      captionPercentageHeight: 10,
      captionPercentageWidth: 15,
      captionColor: '#000000',
      hotspotColor: '#B9C3D6',
      hotspotStyle: 'DARK',
      percentageFromTop: 20,
      percentageFromLeft: 25,
      appearAt: 4,
      shown: false,
    },
  ],
  rectangles: [
    {
      id: 'rectangle-1',
      caption: 'Pick a plan',
      captionPercentageFromTop: 60,
      captionPercentageFromLeft: 60,
      captionPercentageHeight: 10,
      captionPercentageWidth: 15,
      captionColor: '#000000',
      borderColor: '#000000',
      backgroundColor: '#B9C3D6',
      captionBackgroundColor: '#B9C3D6',
      percentageFromTop: 40,
      percentageFromLeft: 40,
      percentageHeight: 10,
      percentageWidth: 10,
      appearAt: 1,
      shown: false,
    },
  ],
});

const recording = (overrides: Partial<Recording> = {}): Recording => ({
  id: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
  title: 'Onboarding tour',
  description: 'The first five minutes',
  type: 'default',
  location: 'http://media.example/v.mp4',
  thumbnail: '',
  preview: '',
  captions: '',
  coordinates: withAnnotations(),
  salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  salesrep_name: 'Riley Morgan',
  company_id: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  date_created: '2026-11-23 10:00:00',
  date_modified: '2026-11-23 10:00:00',
  media_status: 'ready',
  media_error: '',
  duration: 12,
  ...overrides,
});
const found = (overrides: Partial<Recording> = {}): FetchRecordingReply => ({
  status: 'success',
  payload: [recording(overrides)],
  httpStatus: 200,
});

type Answer<T> = T | Error;
const answerWith =
  <T>(answers: Answer<T>[]) =>
  async () => {
    const answer = answers.shift();
    if (!answer) return new Promise<never>(() => {});
    if (answer instanceof Error) throw answer;
    return answer;
  };

const start = (options: {
  loads?: Answer<FetchRecordingReply>[];
  polls?: Answer<FetchRecordingReply>[];
  saves?: Answer<SaveRecordingReply>[];
  previews?: Answer<PreviewReply>[];
  captions?: Answer<CaptionsReply>[];
}) => {
  const effects: unknown[] = [];
  const saveCalls: SaveRecordingRequest[] = [];
  const previewCalls: unknown[] = [];
  const captionCalls: unknown[] = [];
  const load = answerWith(options.loads ?? [found()]);
  const poll = answerWith(options.polls ?? []);
  const save = answerWith(options.saves ?? []);
  const preview = answerWith(options.previews ?? []);
  const captions = answerWith(options.captions ?? []);
  const machine = recordingEditorMachine.provide({
    actors: {
      load: fromPromise<FetchRecordingReply, { id: string }>(load),
      poll: fromPromise<FetchRecordingReply, { id: string }>(poll),
      save: fromPromise<SaveRecordingReply, SaveRecordingRequest>(({ input }) => {
        saveCalls.push(input);
        return save();
      }),
      preview: fromPromise(({ input }) => {
        previewCalls.push(input);
        return preview();
      }),
      setCaptions: fromPromise(({ input }) => {
        captionCalls.push(['set', input]);
        return captions();
      }),
      removeCaptions: fromPromise(({ input }) => {
        captionCalls.push(['remove', input]);
        return captions();
      }),
    },
    actions: {
      seekTo: (_, params) => effects.push(['seek', params.time]),
      notifyIncomplete: () => effects.push('incomplete'),
      showSaveProgress: () => effects.push('savingChanges'),
      notifySaved: () => effects.push('saved'),
      notifySaveFailed: (_, params) => effects.push(['saveFailed', params.message]),
      openPreviewWindow: () => effects.push('openWindow'),
      showPreview: (_, params) => effects.push(['preview', params]),
      notifyPreviewFailed: () => effects.push('previewFailed'),
      notifyTimestampError: (_, params) => effects.push(['timestamp', params.error]),
      notifyDeleting: (_, params) => effects.push(['deleting', params.kind]),
      notifyCaptionsInvalid: () => effects.push('captionsInvalid'),
      notifyCaptionsSaved: () => effects.push('captionsSaved'),
      notifyCaptionsFailed: (_, params) => effects.push(['captionsFailed', params.message]),
    },
  });
  const actor = createActor(machine, { input: { id: recording().id, schema, rules } }).start();
  return { actor, effects, saveCalls, previewCalls, captionCalls };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const box = { width: 1000, height: 500 };

/** Started and loaded into editing. */
const editing = async (options: Parameters<typeof start>[0] = {}) => {
  const started = start(options);
  await settle();
  expect(started.actor.getSnapshot().value).toEqual({ editing: 'idle' });
  return started;
};

describe('recordingEditorMachine: loading (spec 3 §2.4)', () => {
  it('loads the demo, its form and its annotations sorted by appearAt', async () => {
    const { actor } = await editing();
    const { context } = actor.getSnapshot();
    // No name or date of its own yet: the owner's name and the day it was made (issue 29 D.9).
    expect(context.values).toEqual({
      title: 'Onboarding tour',
      description: 'The first five minutes',
      rep_name: 'Riley Morgan',
      display_date: '2026-11-23',
    });
    expect(context.duration).toBe(12);
    expect(context.dirty).toBe(false);
    expect(context.coordinates!.hotspots[0]!.id).toBe('hotspot-1');
  });

  it('says the demo is missing on 404, and offers a retry when the call fails', async () => {
    const missing = start({
      loads: [{ status: 'error', payload: null, message: 'No such demo', httpStatus: 404 }],
    });
    await settle();
    expect(missing.actor.getSnapshot().value).toBe('notFound');
    const lost = start({ loads: [new TypeError('Failed to fetch'), found()] });
    await settle();
    expect(lost.actor.getSnapshot().value).toBe('loadFailed');
    lost.actor.send({ type: 'retry' });
    expect(lost.actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(lost.actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });

  it('a refused load (not 404) is a load failure', async () => {
    const { actor } = start({
      loads: [{ status: 'error', payload: null, message: 'Busy', httpStatus: 503 }],
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
  });

  it('shows progress while the video is processed, asks again every 2 s, then edits', async () => {
    vi.useFakeTimers();
    try {
      const { actor } = start({
        loads: [found({ media_status: 'queued' })],
        polls: [new TypeError('Failed to fetch'), found({ media_status: 'processing' }), found()],
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toEqual({ processing: 'waiting' });
      expect(actor.getSnapshot().context.recording!.media_status).toBe('queued');
      await vi.advanceTimersByTimeAsync(1999);
      expect(actor.getSnapshot().value).toEqual({ processing: 'waiting' });
      await vi.advanceTimersByTimeAsync(1);
      // The lost poll: wait and ask again.
      expect(actor.getSnapshot().value).toEqual({ processing: 'waiting' });
      await vi.advanceTimersByTimeAsync(2000);
      expect(actor.getSnapshot().value).toEqual({ processing: 'waiting' });
      await vi.advanceTimersByTimeAsync(2000);
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows why the media job failed, from the first load or a poll', async () => {
    const first = start({ loads: [found({ media_status: 'failed', media_error: 'Not a video' })] });
    await settle();
    expect(first.actor.getSnapshot().value).toBe('mediaFailed');
    expect(first.actor.getSnapshot().context.recording!.media_error).toBe('Not a video');
    vi.useFakeTimers();
    try {
      const later = start({
        loads: [found({ media_status: 'processing' })],
        polls: [found({ media_status: 'failed', media_error: 'Broken file' })],
      });
      await vi.advanceTimersByTimeAsync(2000);
      expect(later.actor.getSnapshot().value).toBe('mediaFailed');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('recordingEditorMachine: the form, dirty tracking and Save', () => {
  it('tracks changes against what was saved: typing back the saved title is not a change', async () => {
    const { actor } = await editing();
    actor.send({ type: 'field.change', field: 'title', value: 'Tour' });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'field.change', field: 'title', value: 'Onboarding tour' });
    expect(actor.getSnapshot().context.dirty).toBe(false);
    actor.send({ type: 'field.change', field: 'description', value: '' });
    expect(actor.getSnapshot().context.dirty).toBe(true);
  });

  it("'Title is required'; Save with an empty title says 'Incomplete Data' and sends nothing", async () => {
    const { actor, effects, saveCalls } = await editing();
    actor.send({ type: 'field.change', field: 'title', value: '  ' });
    expect(actor.getSnapshot().context.errors.title).toBe('Title is required');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(effects).toEqual(['incomplete']);
    expect(saveCalls).toEqual([]);
  });

  it("saves title, description and annotations: 'Saving changes', then 'Changes saved' and clean", async () => {
    const { actor, effects, saveCalls } = await editing({
      saves: [{ status: 'success', payload: recording({ title: 'Tour' }), httpStatus: 200 }],
    });
    actor.send({ type: 'field.change', field: 'title', value: ' Tour ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'saving' });
    await settle();
    expect(saveCalls).toEqual([
      {
        id: recording().id,
        title: 'Tour',
        description: 'The first five minutes',
        rep_name: 'Riley Morgan',
        display_date: '2026-11-23',
        coordinates: withAnnotations(),
      },
    ]);
    expect(effects).toEqual(['savingChanges', 'saved']);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.dirty).toBe(false);
  });

  it('shows the rep name and date set before, and saves edits of them trimmed (issue 29 D.9)', async () => {
    const { actor, saveCalls } = await editing({
      loads: [
        {
          status: 'success',
          payload: [recording({ rep_name: 'Dana Whitfield', display_date: '2026-10-01' })],
          httpStatus: 200,
        },
      ],
      saves: [
        {
          status: 'success',
          payload: recording({ rep_name: 'Sam Lee', display_date: '2025-01-31' }),
          httpStatus: 200,
        },
      ],
    });
    expect(actor.getSnapshot().context.values).toMatchObject({
      rep_name: 'Dana Whitfield',
      display_date: '2026-10-01',
    });
    actor.send({ type: 'field.change', field: 'rep_name', value: '  Sam Lee ' });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'field.change', field: 'display_date', value: '2025-01-31' });
    actor.send({ type: 'submit' });
    await settle();
    expect(saveCalls).toEqual([expect.objectContaining({ rep_name: 'Sam Lee', display_date: '2025-01-31' })]);
    expect(actor.getSnapshot().context.dirty).toBe(false);
  });

  it('an edit made while saving stays a change after the save', async () => {
    const { actor } = await editing({
      saves: [{ status: 'success', payload: recording(), httpStatus: 200 }],
    });
    actor.send({ type: 'field.change', field: 'title', value: 'Tour' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'field.change', field: 'title', value: 'Tour 2' });
    await settle();
    expect(actor.getSnapshot().context.dirty).toBe(true);
  });

  it.each([
    [
      'refused',
      { status: 'error', payload: null, message: 'Error updating demo', httpStatus: 400 } as const,
      'Error updating demo',
    ],
    ['lost', new TypeError('Failed to fetch'), undefined],
  ])('a %s save says so and keeps the edits', async (_, answer, message) => {
    const { actor, effects } = await editing({ saves: [answer as SaveRecordingReply | Error] });
    actor.send({ type: 'field.change', field: 'title', value: 'Tour' });
    actor.send({ type: 'submit' });
    await settle();
    expect(effects).toEqual(['savingChanges', ['saveFailed', message]]);
    expect(actor.getSnapshot().context.values.title).toBe('Tour');
    expect(actor.getSnapshot().context.dirty).toBe(true);
  });
});

describe('recordingEditorMachine: placing annotations', () => {
  it('a drop on the video opens the placement; the green dot adds at the current time', async () => {
    const { actor } = await editing();
    actor.send({ type: 'media.time', time: 2.5 });
    actor.send({ type: 'tool.drop', tool: 'hotspot', point: { x: 250, y: 100, ...box } });
    expect(actor.getSnapshot().value).toEqual({ editing: 'placing' });
    expect(actor.getSnapshot().context.placement).toMatchObject({ tool: 'hotspot', left: 25, top: 20 });
    actor.send({ type: 'placement.confirm' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(context.placement).toBeNull();
    expect(context.coordinates!.hotspots.map((hotspot) => [hotspot.id, hotspot.appearAt])).toEqual([
      ['hotspot-2', 2.5],
      ['hotspot-1', 4],
    ]);
    expect(context.selected).toBe('hotspot-2');
    expect(context.dirty).toBe(true);
  });

  it('the red dot discards the placement', async () => {
    const { actor } = await editing();
    actor.send({ type: 'tool.drop', tool: 'rectangle', point: { x: 10, y: 10, ...box } });
    actor.send({ type: 'placement.discard' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.coordinates!.rectangles).toHaveLength(1);
    expect(actor.getSnapshot().context.dirty).toBe(false);
  });

  it('a drop outside the video does nothing, nor does one while the video plays', async () => {
    const { actor } = await editing();
    actor.send({ type: 'tool.drop', tool: 'hotspot', point: { x: 1200, y: 100, ...box } });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    actor.send({ type: 'media.playing', playing: true });
    actor.send({ type: 'tool.drop', tool: 'hotspot', point: { x: 100, y: 100, ...box } });
    actor.send({ type: 'tool.add', tool: 'hotspot', box });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    actor.send({ type: 'media.playing', playing: false });
    actor.send({ type: 'tool.add', tool: 'rectangle', box });
    expect(actor.getSnapshot().value).toEqual({ editing: 'placing' });
    expect(actor.getSnapshot().context.placement).toMatchObject({ tool: 'rectangle', left: 50, top: 50 });
  });

  it('a placement at the very end of the video is added just before the end', async () => {
    const { actor } = await editing();
    actor.send({ type: 'media.ready', duration: 10 });
    actor.send({ type: 'media.time', time: 10 });
    actor.send({ type: 'tool.add', tool: 'hotspot', box });
    actor.send({ type: 'placement.confirm' });
    expect(actor.getSnapshot().context.coordinates!.hotspots.at(-1)!.appearAt).toBe(9.999);
  });

  it('the arrow keys move the selected annotation; a move of a missing one does nothing', async () => {
    const { actor } = await editing();
    actor.send({ type: 'annotation.move', id: 'hotspot-1', dx: 1, dy: 10 });
    expect(actor.getSnapshot().context.coordinates!.hotspots[0]).toMatchObject({
      percentageFromLeft: 26,
      percentageFromTop: 30,
    });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    const before = actor.getSnapshot().context.coordinates;
    actor.send({ type: 'annotation.move', id: 'nope', dx: 1, dy: 1 });
    expect(actor.getSnapshot().context.coordinates).toBe(before);
  });
});

describe('recordingEditorMachine: the Annotations list', () => {
  it('a row expands on click and seeks the video to its appearAt; a second click folds it', async () => {
    const { actor, effects } = await editing();
    actor.send({ type: 'annotation.select', id: 'rectangle-1' });
    expect(actor.getSnapshot().context.selected).toBe('rectangle-1');
    expect(effects).toEqual([['seek', 1]]);
    actor.send({ type: 'annotation.select', id: 'rectangle-1' });
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('edits colours (hex, no alpha) and the caption (250 at most)', async () => {
    const { actor } = await editing();
    actor.send({ type: 'annotation.update', id: 'rectangle-1', patch: { borderColor: '#ff0000' } });
    actor.send({ type: 'annotation.update', id: 'rectangle-1', patch: { backgroundColor: '#ff000080' } });
    actor.send({ type: 'annotation.update', id: 'rectangle-1', patch: { caption: 'y'.repeat(251) } });
    const rectangle = actor.getSnapshot().context.coordinates!.rectangles[0]!;
    expect(rectangle.borderColor).toBe('#FF0000');
    expect(rectangle.backgroundColor).toBe('#B9C3D6');
    expect(rectangle.caption).toHaveLength(250);
  });

  it('a valid timestamp moves the annotation in time and re-sorts the list', async () => {
    const { actor } = await editing();
    actor.send({ type: 'timestamp.change', id: 'hotspot-1', text: '00:00.500' });
    expect(actor.getSnapshot().context.timestampDraft).toEqual({ id: 'hotspot-1', text: '00:00.500' });
    actor.send({ type: 'timestamp.commit', id: 'hotspot-1' });
    const { context } = actor.getSnapshot();
    expect(context.timestampDraft).toBeNull();
    expect(context.coordinates!.hotspots[0]!.appearAt).toBe(0.5);
    expect(context.dirty).toBe(true);
  });

  it.each([
    ['2.5', 'invalid'],
    ['00:2.500', 'invalid'],
    ['00:02.5000', 'invalid'],
    ['00:12.000', 'tooLate'],
    ['00:30.000', 'tooLate'],
  ])("'%s' is refused (%s) and the input goes back to the previous value", async (text, error) => {
    const { actor, effects } = await editing();
    actor.send({ type: 'timestamp.change', id: 'hotspot-1', text });
    actor.send({ type: 'timestamp.commit', id: 'hotspot-1' });
    const { context } = actor.getSnapshot();
    expect(effects).toEqual([['timestamp', error]]);
    expect(context.timestampDraft).toBeNull();
    expect(context.coordinates!.hotspots[0]!.appearAt).toBe(4);
    expect(context.dirty).toBe(false);
  });

  it('a commit with nothing typed changes nothing and says nothing', async () => {
    const { actor, effects } = await editing();
    actor.send({ type: 'timestamp.commit', id: 'hotspot-1' });
    expect(effects).toEqual([]);
  });

  it("the player's duration, once known, is the limit", async () => {
    const { actor, effects } = await editing();
    actor.send({ type: 'media.ready', duration: 5 });
    actor.send({ type: 'timestamp.change', id: 'hotspot-1', text: '00:06.000' });
    actor.send({ type: 'timestamp.commit', id: 'hotspot-1' });
    expect(effects).toEqual([['timestamp', 'tooLate']]);
    actor.send({ type: 'media.ready', duration: Number.NaN });
    expect(actor.getSnapshot().context.duration).toBe(5);
  });

  it("deleting asks first; yes says 'Deleting Click region' and removes it", async () => {
    const { actor, effects } = await editing();
    actor.send({ type: 'annotation.select', id: 'rectangle-1' });
    actor.send({ type: 'annotation.delete', id: 'rectangle-1' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'confirmingDelete' });
    expect(actor.getSnapshot().context.pendingDelete).toBe('rectangle-1');
    actor.send({ type: 'delete.confirm' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(context.coordinates!.rectangles).toEqual([]);
    expect(context.selected).toBeNull();
    expect(context.dirty).toBe(true);
    expect(effects).toEqual([
      ['seek', 1],
      ['deleting', 'rectangle'],
    ]);
  });

  it("'Deleting Hotspot' for a hotspot; No keeps it", async () => {
    const { actor, effects } = await editing();
    actor.send({ type: 'annotation.delete', id: 'hotspot-1' });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().context.coordinates!.hotspots).toHaveLength(1);
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    actor.send({ type: 'annotation.delete', id: 'hotspot-1' });
    actor.send({ type: 'delete.confirm' });
    expect(effects).toEqual([['deleting', 'hotspot']]);
    actor.send({ type: 'annotation.delete', id: 'hotspot-1' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });
});

describe('recordingEditorMachine: preview and captions', () => {
  it('opens the tab on the click, stores the dump, then shows the preview', async () => {
    const { actor, effects, previewCalls } = await editing({
      previews: [{ status: 'success', payload: 'AAAAAAAAAAAAAAAAAAAAAA', httpStatus: 201 }],
    });
    actor.send({ type: 'field.change', field: 'title', value: 'Unsaved title ' });
    actor.send({ type: 'preview' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'previewing' });
    await settle();
    expect(previewCalls).toEqual([
      {
        id: recording().id,
        title: 'Unsaved title',
        description: 'The first five minutes',
        coordinates: withAnnotations(),
      },
    ]);
    expect(effects).toEqual([
      'openWindow',
      [
        'preview',
        {
          previewId: 'AAAAAAAAAAAAAAAAAAAAAA',
          recordingId: recording().id,
          companyId: recording().company_id,
        },
      ],
    ]);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });

  it.each([
    ['refused', { status: 'error', payload: null, message: 'x', httpStatus: 400 } as PreviewReply],
    ['lost', new TypeError('Failed to fetch')],
  ])("a %s preview says 'Unable to preview widget'", async (_, answer) => {
    const { actor, effects } = await editing({ previews: [answer] });
    actor.send({ type: 'preview' });
    await settle();
    expect(effects).toEqual(['openWindow', 'previewFailed']);
  });

  it('attaches a WebVTT or SubRip file (the server converts SubRip) and keeps its address; another file is refused without a call', async () => {
    const saved = {
      status: 'success' as const,
      payload: recording({ captions: 'http://media.example/c.vtt' }),
      httpStatus: 200,
    };
    const { actor, effects, captionCalls } = await editing({ captions: [saved, saved] });
    const file = new Blob(['WEBVTT']);
    actor.send({ type: 'captions.upload', file, name: 'notes.txt' });
    expect(effects).toEqual(['captionsInvalid']);
    actor.send({ type: 'captions.upload', file, name: 'tour.VTT' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'uploadingCaptions' });
    await settle();
    const subRip = new Blob(['1\n00:00:00,000 --> 00:00:02,000\nHi\n']);
    actor.send({ type: 'captions.upload', file: subRip, name: 'tour.srt' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'uploadingCaptions' });
    await settle();
    expect(captionCalls).toEqual([
      ['set', { id: recording().id, file }],
      ['set', { id: recording().id, file: subRip }],
    ]);
    expect(actor.getSnapshot().context.recording!.captions).toBe('http://media.example/c.vtt');
    expect(effects).toEqual(['captionsInvalid', 'captionsSaved', 'captionsSaved']);
  });

  it('removes the captions; a refusal shows the reason', async () => {
    const { actor, effects, captionCalls } = await editing({
      captions: [
        {
          status: 'error',
          payload: null,
          message: 'Captions must be a WebVTT (.vtt) or SubRip (.srt) file',
          httpStatus: 415,
        },
        new TypeError('Failed to fetch'),
        { status: 'success', payload: recording({ captions: '' }), httpStatus: 200 },
      ],
    });
    actor.send({ type: 'captions.upload', file: new Blob(['x']), name: 'a.vtt' });
    await settle();
    actor.send({ type: 'captions.remove' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'removingCaptions' });
    await settle();
    actor.send({ type: 'captions.remove' });
    await settle();
    expect(captionCalls.map((call) => (call as unknown[])[0])).toEqual(['set', 'remove', 'remove']);
    expect(effects).toEqual([
      ['captionsFailed', 'Captions must be a WebVTT (.vtt) or SubRip (.srt) file'],
      ['captionsFailed', undefined],
      'captionsSaved',
    ]);
  });
});
