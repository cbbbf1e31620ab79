import { demoMessages, demoStatusMessages, type Recording } from '@showroom/contract';
import {
  type CaptionsReply,
  coordinatesToSave,
  type FetchRecordingReply,
  type Placement,
  type PreviewReply,
  recordingEditorMachine,
  type SaveRecordingReply,
  type SaveRecordingRequest,
  validateFields,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { editorLabels } from '../../messages/editor.ts';
import { sampleRecording } from '../fixtures.ts';
import { annotationRules, recordingForm } from '../rules.ts';
import { useRecordingEditorToasts } from '../toasts.ts';
import { RecordingEditorScreen } from './RecordingEditorScreen.tsx';

type EditorState = SnapshotFrom<typeof recordingEditorMachine>['value'];

type EditorStoryProps = {
  state: EditorState;
  recording?: Recording;
  /** A title typed over the saved one. */
  title?: string;
  /** A rep name and a date typed over the saved ones (issue 29 D.9). */
  repName?: string;
  displayDate?: string;
  selected?: string | null;
  placement?: Placement | null;
  pendingDelete?: string | null;
  /** What fake calls answer; without an answer a call never settles. */
  saveAnswer?: SaveRecordingReply | Error;
  previewAnswer?: PreviewReply | Error;
  captionsAnswer?: CaptionsReply | Error;
  onSeek?: (time: number) => void;
  onPreview?: (params: { previewId: string; recordingId: string; companyId: string }) => void;
};

const answer = <T,>(value: T | Error | undefined): Promise<T> => {
  if (value === undefined) return new Promise<never>(() => {});
  if (value instanceof Error) return Promise.reject(value);
  return Promise.resolve(value);
};

const loadedStates = new Set(['processing', 'mediaFailed', 'editing']);

/** The editor on a machine started in `state`, with fake calls and the page's toasts: no server needed. */
function EditorStory({
  state,
  recording = sampleRecording(),
  title,
  repName,
  displayDate,
  selected = null,
  placement = null,
  pendingDelete = null,
  saveAnswer,
  previewAnswer,
  captionsAnswer,
  onSeek = () => {},
  onPreview = () => {},
}: EditorStoryProps) {
  const toasts = useRecordingEditorToasts();
  const machine = recordingEditorMachine.provide({
    actors: {
      load: fromPromise<FetchRecordingReply, { id: string }>(() => new Promise<never>(() => {})),
      poll: fromPromise<FetchRecordingReply, { id: string }>(() => new Promise<never>(() => {})),
      save: fromPromise<SaveRecordingReply, SaveRecordingRequest>(() => answer(saveAnswer)),
      preview: fromPromise(() => answer(previewAnswer)),
      setCaptions: fromPromise(() => answer(captionsAnswer)),
      removeCaptions: fromPromise(() => answer(captionsAnswer)),
    },
    actions: {
      ...toasts,
      seekTo: (_, params) => onSeek(params.time),
      // Stories open no tab: the preview's address is what the page would open.
      openPreviewWindow: () => {},
      showPreview: (_, params) => onPreview(params),
    },
  });
  const top = typeof state === 'string' ? state : Object.keys(state)[0]!;
  const loaded = loadedStates.has(top);
  const savedValues = {
    title: recording.title,
    description: recording.description,
    rep_name: recording.rep_name || recording.salesrep_name,
    display_date: recording.display_date || recording.date_created.slice(0, 10),
  };
  const saved = { values: savedValues, coordinates: coordinatesToSave(recording.coordinates) };
  const values = {
    ...savedValues,
    title: title ?? recording.title,
    rep_name: repName ?? savedValues.rep_name,
    display_date: displayDate ?? savedValues.display_date,
  };
  const [snapshot, send] = useMachine(machine, {
    input: { id: recording.id, schema: recordingForm, rules: annotationRules },
    snapshot: machine.resolveState({
      value: state,
      context: {
        id: recording.id,
        schema: recordingForm,
        rules: annotationRules,
        recording: loaded ? recording : null,
        values: loaded ? values : { title: '', description: '', rep_name: '', display_date: '' },
        errors: loaded ? validateFields(recordingForm, values) : {},
        coordinates: loaded ? recording.coordinates : null,
        saved: loaded ? saved : null,
        sending: top === 'editing' ? saved : null,
        dirty: loaded && JSON.stringify(values) !== JSON.stringify(savedValues),
        duration: recording.duration,
        currentTime: 0,
        playing: false,
        placement,
        selected,
        pendingDelete,
        timestampDraft: null,
      },
    }),
  });
  return <RecordingEditorScreen snapshot={snapshot} send={send} />;
}

const meta = {
  title: 'console/Demos/Recording editor',
  component: EditorStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/demos/recording/2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { onSeek: fn(), onPreview: fn() },
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = () => screen.getByRole('button', { name: demoMessages.save });
const row = (name: RegExp) => screen.getByRole('button', { name, expanded: false });
/** The button a pointer at the element's centre would press, as the browser hit-tests it. */
const topmostAtCentre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('button');
};

export const Loading: Story = {
  args: { state: 'loading' },
  parameters: { machine: { id: 'recordingEditor', state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(demoMessages.loadingDemo)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { state: 'loadFailed' },
  parameters: { machine: { id: 'recordingEditor', state: 'loadFailed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(editorLabels.loadError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: editorLabels.retry })).toBeEnabled();
  },
};

export const NotFound: Story = {
  args: { state: 'notFound' },
  parameters: { machine: { id: 'recordingEditor', state: 'notFound' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(editorLabels.notFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: editorLabels.backToDemos })).toHaveAttribute(
      'href',
      '/feature/demos',
    );
  },
};

/** The video is queued: progress instead of a broken player. */
export const ProcessingWaiting: Story = {
  name: 'Processing (queued)',
  args: { state: { processing: 'waiting' }, recording: sampleRecording({ media_status: 'queued' }) },
  parameters: { machine: { id: 'recordingEditor', state: { processing: 'waiting' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(demoStatusMessages.queued);
    await expect(canvas.queryByRole('button', { name: editorLabels.play })).toBeNull();
  },
};

export const ProcessingPolling: Story = {
  name: 'Processing (asking again)',
  args: { state: { processing: 'polling' }, recording: sampleRecording({ media_status: 'processing' }) },
  parameters: { machine: { id: 'recordingEditor', state: { processing: 'polling' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(demoStatusMessages.processing);
  },
};

/**
 * Issue 28 §4: the recording's reply says how far its conversion is (media_progress), and the
 * editor says it as the demo card does (the list's Polling story: 'Processing video… 40%').
 */
export const ProcessingWithProgress: Story = {
  name: 'Processing (with its percent)',
  args: {
    state: { processing: 'polling' },
    recording: sampleRecording({ media_status: 'processing', media_progress: 40 }),
  },
  parameters: { machine: { id: 'recordingEditor', state: { processing: 'polling' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing video… 40%');
    await expect(canvas.queryByRole('button', { name: editorLabels.play })).toBeNull();
  },
};

export const MediaFailed: Story = {
  args: {
    state: 'mediaFailed',
    recording: sampleRecording({
      media_status: 'failed',
      media_error: 'The file is not a video we can read.',
    }),
  },
  parameters: { machine: { id: 'recordingEditor', state: 'mediaFailed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(demoStatusMessages.failed);
    await expect(canvas.getByText('The file is not a video we can read.')).toBeVisible();
  },
};

export const Editing: Story = {
  args: { state: { editing: 'idle' } },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(editorLabels.titleLabel)).toHaveValue('Onboarding tour');
    // spec 3 §2.4: the rep name and date are editable; unedited, the owner's name and the day it was made.
    await expect(canvas.getByLabelText(editorLabels.repName)).toHaveValue('Riley Morgan');
    await expect(canvas.getByLabelText(editorLabels.date)).toHaveValue(
      sampleRecording().date_created.slice(0, 10),
    );
    await expect(canvas.getByRole('button', { name: demoMessages.preview })).toBeEnabled();
    await expect(save()).toBeEnabled();
    // Sorted by appearance: the click region at 1 s before the hotspot at 2.5 s.
    const list = canvas.getByRole('region', { name: demoMessages.annotations });
    const rows = within(list).getAllByRole('button', { expanded: false });
    await expect(rows[0]).toHaveTextContent('00:01.000');
    await expect(rows[1]).toHaveTextContent('00:02.500');
    // A caption is text: the markup shows as typed.
    await expect(within(list).getByText('Click region: <b>Pick a plan</b>')).toBeVisible();
    await expect(canvas.getByRole('button', { name: editorLabels.addTool('Hotspot') })).toBeEnabled();
  },
};

/** spec 3 §9: a portrait video's player is 0.4 of its intrinsic width (720 px -> 288 px). */
export const EditingPortrait: Story = {
  name: 'Editing (portrait video)',
  args: {
    state: { editing: 'idle' },
    recording: sampleRecording({
      title: 'Mobile walkthrough',
      coordinates: {
        ...sampleRecording().coordinates,
        intrinsic: { intrinsicVideoHeight: 1280, intrinsicVideoWidth: 720 },
      },
    }),
  },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    const video = canvas.getByLabelText(editorLabels.videoLabel('Mobile walkthrough'));
    await expect(Math.round(video.getBoundingClientRect().width)).toBe(288);
  },
};

/** A row expands on click, and the video seeks to its appearAt. */
export const EditingRowExpanded: Story = {
  name: 'Editing (row expanded)',
  args: { state: { editing: 'idle' } },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'idle' } } },
  play: async ({ args, canvas }) => {
    await userEvent.click(row(/00:02\.500/));
    await expect(args.onSeek).toHaveBeenCalledWith(2.5);
    await expect(canvas.getByLabelText(editorLabels.timestamp)).toHaveValue('00:02.500');
    await expect(canvas.getByLabelText(editorLabels.caption)).toHaveValue('Open the settings here');
    await expect(canvas.getByText('Hotspot colour')).toBeVisible();
  },
};

/** spec 3 §5: a wrong timestamp says 'Invalid Timestamp' and the input goes back to its value. */
export const EditingTimestampRefused: Story = {
  name: 'Editing (timestamp refused)',
  args: { state: { editing: 'idle' }, selected: 'hotspot-1' },
  parameters: {
    machine: { id: 'recordingEditor', state: { editing: 'idle' } },
    toast: { duration: Infinity },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(editorLabels.timestamp);
    await userEvent.clear(input);
    await userEvent.type(input, '2.5{Enter}');
    await waitFor(() => expect(screen.getByText(demoMessages.invalidTimestamp)).toBeVisible());
    await expect(input).toHaveValue('00:02.500');
    await userEvent.clear(input);
    await userEvent.type(input, '00:30.000{Enter}');
    await waitFor(() => expect(screen.getByText(demoMessages.timestampTooLate)).toBeVisible());
    await expect(input).toHaveValue('00:02.500');
  },
};

export const EditingTitleEmpty: Story = {
  name: 'Editing (title empty)',
  args: { state: { editing: 'idle' }, title: '' },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(demoMessages.titleRequired)).toBeVisible();
    await expect(save()).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(editorLabels.unsaved)).toBeVisible();
  },
};

/** spec 3 §2.4 (issue 29 D.9): the rep types another name and picks another date; both are changes to save. */
export const EditingRepNameAndDate: Story = {
  name: 'Editing (rep name and date)',
  // The date as the date box hands it over once picked (a simulated keyboard cannot fill one).
  args: { state: { editing: 'idle' }, displayDate: '2026-10-01' },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText(editorLabels.repName);
    await userEvent.clear(name);
    await userEvent.type(name, 'Dana Whitfield');
    await expect(name).toHaveValue('Dana Whitfield');
    await expect(canvas.getByLabelText(editorLabels.date)).toHaveValue('2026-10-01');
    await expect(canvas.getByText(editorLabels.unsaved)).toBeVisible();
    await expect(save()).toBeEnabled();
  },
};

/** A date box left without a full date: 'Enter a real date', and Save waits for one. */
export const EditingDateEmpty: Story = {
  name: 'Editing (date empty)',
  args: { state: { editing: 'idle' }, displayDate: '' },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(demoMessages.invalidDate)).toBeVisible();
    await expect(canvas.getByLabelText(editorLabels.date)).toHaveAttribute('aria-invalid', 'true');
    await expect(save()).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Enter in the empty title submits the form: 'Incomplete Data'. */
export const EditingIncomplete: Story = {
  name: 'Editing (incomplete data)',
  args: { state: { editing: 'idle' }, title: '' },
  parameters: {
    machine: { id: 'recordingEditor', state: { editing: 'idle' } },
    toast: { duration: Infinity },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(editorLabels.titleLabel), '{Enter}');
    await waitFor(() => expect(screen.getByText(demoMessages.incompleteData)).toBeVisible());
  },
};

/** The keyboard's way: Add Hotspot places it in the middle; the green dot confirms (Enter). */
export const Placing: Story = {
  args: { state: { editing: 'idle' } },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'placing' } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: editorLabels.addTool('Hotspot') }));
    const overlay = await canvas.findByRole('group', { name: editorLabels.placement('Hotspot') });
    await expect(within(overlay).getByRole('button', { name: editorLabels.confirmPlacement })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: editorLabels.addTool('Hotspot') })).toBeDisabled();
    // Placed in the middle of the video, where the big Play button is: the overlay's buttons must be
    // what a pointer meets there (issue 29, D.9: they sat under the Play button and took no click).
    for (const button of within(overlay).getAllByRole('button'))
      await expect(topmostAtCentre(button)).toBe(button);
  },
};

/** Confirmed: the new hotspot is in the list and on the video; arrows move it, Delete asks. */
export const EditingAddedByKeyboard: Story = {
  name: 'Editing (added by keyboard)',
  args: { state: { editing: 'idle' } },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: editorLabels.addTool('Click region') }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    const mark = await canvas.findByRole('button', { name: 'Click region at 00:00.000' });
    const list = canvas.getByRole('region', { name: demoMessages.annotations });
    await expect(within(list).getByRole('button', { name: /00:00\.000/, expanded: true })).toBeVisible();
    await expect(topmostAtCentre(mark)).toBe(mark);
    const before = mark.parentElement!.getBoundingClientRect();
    mark.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() =>
      expect(mark.parentElement!.getBoundingClientRect().left).toBeGreaterThan(before.left + 20),
    );
    await expect(canvas.getByText(editorLabels.unsaved)).toBeVisible();
  },
};

/** The red dot: nothing is added. */
export const EditingPlacementDiscarded: Story = {
  name: 'Editing (placement discarded)',
  args: {
    state: { editing: 'placing' },
    placement: { tool: 'hotspot', top: 40, left: 70, boxWidth: 800, boxHeight: 450 },
  },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: editorLabels.discardPlacement }));
    await expect(canvas.queryByRole('group', { name: editorLabels.placement('Hotspot') })).toBeNull();
    await expect(canvas.queryByText(editorLabels.unsaved)).toBeNull();
  },
};

export const ConfirmingDelete: Story = {
  args: { state: { editing: 'confirmingDelete' }, pendingDelete: 'rectangle-1' },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'confirmingDelete' } } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: demoMessages.deleteQuestion });
    await expect(within(dialog).getByText('Click region: <b>Pick a plan</b>')).toBeVisible();
  },
};

/** Yes: 'Deleting Click region', and the row is gone. */
export const EditingDeleted: Story = {
  name: 'Editing (click region deleted)',
  args: { state: { editing: 'idle' } },
  parameters: {
    machine: { id: 'recordingEditor', state: { editing: 'idle' } },
    toast: { duration: Infinity },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: editorLabels.deleteAnnotation('Click region') }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: demoMessages.deleteQuestion });
    await userEvent.click(within(dialog).getByRole('button', { name: demoMessages.delete }));
    await waitFor(() => expect(screen.getByText(demoMessages.deletingClickRegion)).toBeVisible());
    await expect(canvas.queryByText(/Pick a plan/)).toBeNull();
  },
};

export const Saving: Story = {
  args: { state: { editing: 'idle' }, title: 'Onboarding tour (v2)' },
  parameters: {
    machine: { id: 'recordingEditor', state: { editing: 'saving' } },
    toast: { duration: Infinity },
  },
  play: async () => {
    await userEvent.click(save());
    await waitFor(() => expect(screen.getByText(demoMessages.savingChanges)).toBeVisible());
    await expect(save()).toHaveAttribute('aria-busy', 'true');
  },
};

export const EditingSaved: Story = {
  name: 'Editing (saved)',
  args: {
    state: { editing: 'idle' },
    title: 'Onboarding tour (v2)',
    saveAnswer: {
      status: 'success',
      payload: sampleRecording({ title: 'Onboarding tour (v2)' }),
      httpStatus: 200,
    },
  },
  parameters: {
    machine: { id: 'recordingEditor', state: { editing: 'idle' } },
    toast: { duration: Infinity },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(editorLabels.unsaved)).toBeVisible();
    await userEvent.click(save());
    await waitFor(() => expect(screen.getByText(demoMessages.changesSaved)).toBeVisible());
    await expect(canvas.queryByText(editorLabels.unsaved)).toBeNull();
  },
};

export const EditingSaveFailed: Story = {
  name: 'Editing (save failed)',
  args: {
    state: { editing: 'idle' },
    title: 'Onboarding tour (v2)',
    saveAnswer: new TypeError('Failed to fetch'),
  },
  parameters: {
    machine: { id: 'recordingEditor', state: { editing: 'idle' } },
    toast: { duration: Infinity },
  },
  play: async ({ canvas }) => {
    await userEvent.click(save());
    await waitFor(() => expect(screen.getByText(demoMessages.updateError)).toBeVisible());
    await expect(canvas.getByText(editorLabels.unsaved)).toBeVisible();
  },
};

export const Previewing: Story = {
  args: { state: { editing: 'idle' } },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'previewing' } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: demoMessages.preview }));
    await expect(canvas.getByRole('button', { name: demoMessages.preview })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The dump is stored: the page opens the audience host's preview of it. */
export const EditingPreviewed: Story = {
  name: 'Editing (previewed)',
  args: {
    state: { editing: 'idle' },
    previewAnswer: { status: 'success', payload: 'Zm9vYmFyYmF6cXV4cXV1eA', httpStatus: 201 },
  },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'idle' } } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: demoMessages.preview }));
    await waitFor(() =>
      expect(args.onPreview).toHaveBeenCalledWith({
        previewId: 'Zm9vYmFyYmF6cXV4cXV1eA',
        recordingId: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
        companyId: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
      }),
    );
  },
};

export const EditingPreviewFailed: Story = {
  name: 'Editing (preview failed)',
  args: { state: { editing: 'idle' }, previewAnswer: new TypeError('Failed to fetch') },
  parameters: {
    machine: { id: 'recordingEditor', state: { editing: 'idle' } },
    toast: { duration: Infinity },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: demoMessages.preview }));
    await waitFor(() => expect(screen.getByText(demoMessages.previewError)).toBeVisible());
  },
};

const vtt = () =>
  new File(['WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome\n'], 'tour.vtt', { type: 'text/vtt' });

export const UploadingCaptions: Story = {
  args: { state: { editing: 'idle' } },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'uploadingCaptions' } } },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(demoStatusMessages.uploadCaptions), vtt());
    await expect(canvas.getByRole('button', { name: demoStatusMessages.uploadCaptions })).toBeDisabled();
  },
};

/** Neither a .vtt nor a .srt file: refused before any call. */
export const EditingCaptionsRefused: Story = {
  name: 'Editing (captions refused)',
  args: { state: { editing: 'idle' } },
  parameters: {
    machine: { id: 'recordingEditor', state: { editing: 'idle' } },
    toast: { duration: Infinity },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(demoStatusMessages.uploadCaptions);
    await userEvent.upload(input, new File(['1\n00:00:00,000 --> 00:00:02,000\nHi\n'], 'tour.txt'), {
      applyAccept: false,
    });
    await waitFor(() => expect(screen.getByText(demoStatusMessages.invalidCaptions)).toBeVisible());
  },
};

export const RemovingCaptions: Story = {
  args: {
    state: { editing: 'idle' },
    recording: sampleRecording({ captions: 'http://127.0.0.1:4002/c/tour.vtt' }),
  },
  parameters: { machine: { id: 'recordingEditor', state: { editing: 'removingCaptions' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(new RegExp(editorLabels.captionsAttached))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: demoStatusMessages.removeCaptions }));
    await expect(canvas.getByRole('button', { name: demoStatusMessages.removeCaptions })).toBeDisabled();
  },
};
