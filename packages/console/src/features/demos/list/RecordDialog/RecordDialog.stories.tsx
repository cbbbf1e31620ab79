import {
  type Capture,
  type RecordedVideo,
  type RecorderCommand,
  type RecorderContext,
  RecorderError,
  type RecordingReport,
  recorderMachine,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { demoListLabels, demoMessages } from '../../messages.ts';
import { CreateMenu } from '../CreateMenu/index.ts';
import { useRecorderToasts } from '../toasts.ts';
import { RecordDialog } from './RecordDialog.tsx';

type RecorderState = SnapshotFrom<typeof recorderMachine>['value'];

type RecordStoryProps = {
  state: RecorderState;
  context?: Partial<RecorderContext>;
  /** What the fake browser answers when asked for the screen and microphone; nothing: it never answers. */
  grant?: Capture | Error;
  /** Whether the fake recorder hands over a recording when stopped. */
  finishes?: boolean;
  handOver?: (video: RecordedVideo) => void;
};

/** The Create menu and the recorder dialog on a machine started in `state`, with a fake browser. */
function RecordStory({ state, context, grant, finishes = true, handOver = () => {} }: RecordStoryProps) {
  const machine = recorderMachine.provide({
    actions: { ...useRecorderToasts(), handOver: (_, params) => handOver(params.video) },
    // The timer holds still, so a screenshot never catches it between two seconds (the machine's test makes it tick).
    delays: { second: 60 * 60 * 1000 },
    actors: {
      requestMedia: fromPromise<Capture>(() => {
        if (!grant) return new Promise<never>(() => {});
        return grant instanceof Error ? Promise.reject(grant) : Promise.resolve(grant);
      }),
      record: fromCallback<RecorderCommand, { capture: Capture }, RecordingReport>(
        ({ sendBack, receive }) => {
          receive((command) => {
            if (command.type === 'stop' && finishes)
              setTimeout(
                () => sendBack({ type: 'recorded', video: { size: 113_000, type: 'video/webm' } }),
                50,
              );
          });
        },
      ),
    },
  });
  const [snapshot, send] = useMachine(machine, {
    snapshot: machine.resolveState({
      value: state,
      context: { capture: null, elapsed: 0, recorded: null, problem: null, ...context },
    }),
  });
  return (
    <>
      <CreateMenu onRecord={() => send({ type: 'open' })} onUpload={() => {}} onAddUrl={() => {}} />
      <RecordDialog snapshot={snapshot} send={send} />
    </>
  );
}

const meta = {
  title: 'console/Demos/Record',
  component: RecordStory,
  args: { state: 'idle', handOver: fn() },
} satisfies Meta<typeof RecordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: demoListLabels.recordTitle });

/** The dialog is closed; Create holds Record. */
export const Idle: Story = {
  parameters: { machine: { id: 'recorder', state: 'idle' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: demoMessages.create })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Ready: Story = {
  parameters: { machine: { id: 'recorder', state: { open: 'ready' } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: demoMessages.create }));
    await userEvent.click(await screen.findByRole('menuitem', { name: demoMessages.record }));
    const recorder = await dialog();
    await expect(within(recorder).getByText(demoListLabels.recordDescription)).toBeVisible();
    await expect(within(recorder).getByRole('button', { name: demoListLabels.startRecording })).toBeEnabled();
  },
};

/** The browser is asking which screen to share; the fake browser never answers. */
export const Requesting: Story = {
  args: { state: { open: 'ready' } },
  parameters: { machine: { id: 'recorder', state: { open: 'requesting' } } },
  play: async () => {
    const recorder = await dialog();
    await userEvent.click(within(recorder).getByRole('button', { name: demoListLabels.startRecording }));
    await expect(within(recorder).getByText(demoListLabels.requesting)).toBeVisible();
  },
};

export const Recording: Story = {
  args: {
    state: { open: { capturing: 'recording' } },
    context: { capture: { microphone: true }, elapsed: 73 },
  },
  parameters: { machine: { id: 'recorder', state: { open: { capturing: 'recording' } } } },
  play: async () => {
    const recorder = await dialog();
    await expect(within(recorder).getByRole('timer', { name: demoListLabels.elapsed })).toHaveTextContent(
      '1:13',
    );
    await expect(within(recorder).getByRole('button', { name: demoListLabels.stop })).toBeEnabled();
    await expect(within(recorder).queryByText(demoListLabels.withoutSound, { exact: false })).toBeNull();
  },
};

/** Start, the microphone refused: 'Mic Permission Not Found', and the screen is recorded without sound. */
export const RecordingWithoutSound: Story = {
  name: 'Recording (no microphone)',
  args: { state: { open: 'ready' }, grant: { microphone: false } },
  parameters: {
    machine: { id: 'recorder', state: { open: { capturing: 'recording' } } },
    toast: { duration: Infinity },
  },
  play: async () => {
    const recorder = await dialog();
    await userEvent.click(within(recorder).getByRole('button', { name: demoListLabels.startRecording }));
    await waitFor(() =>
      expect(screen.getAllByText(demoMessages.micNotFound, { exact: false }).length).toBeGreaterThan(0),
    );
    await expect(within(recorder).getByText(demoListLabels.withoutSound, { exact: false })).toBeVisible();
  },
};

/** Start, then Stop; the fake recorder never hands over. */
export const Stopping: Story = {
  args: { state: { open: 'ready' }, grant: { microphone: true }, finishes: false },
  parameters: { machine: { id: 'recorder', state: { open: { capturing: 'stopping' } } } },
  play: async () => {
    const recorder = await dialog();
    await userEvent.click(within(recorder).getByRole('button', { name: demoListLabels.startRecording }));
    await userEvent.click(await within(recorder).findByRole('button', { name: demoListLabels.stop }));
    await expect(within(recorder).getByText(demoListLabels.stopping)).toBeVisible();
  },
};

/** Stop, and the recording goes on to the new recording (the page navigates). */
export const Done: Story = {
  args: { state: { open: 'ready' }, grant: { microphone: true } },
  parameters: { machine: { id: 'recorder', state: 'done' } },
  play: async ({ args }) => {
    const recorder = await dialog();
    await userEvent.click(within(recorder).getByRole('button', { name: demoListLabels.startRecording }));
    await userEvent.click(await within(recorder).findByRole('button', { name: demoListLabels.stop }));
    await waitFor(() => expect(args.handOver).toHaveBeenCalledWith({ size: 113_000, type: 'video/webm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const RefusedScreen: Story = {
  name: 'Refused (screen share not allowed)',
  args: { state: { open: 'ready' }, grant: new DOMException('Permission denied', 'NotAllowedError') },
  parameters: { machine: { id: 'recorder', state: { open: 'refused' } } },
  play: async () => {
    const recorder = await dialog();
    await userEvent.click(within(recorder).getByRole('button', { name: demoListLabels.startRecording }));
    await waitFor(() =>
      expect(within(recorder).getByRole('alert')).toHaveTextContent(demoListLabels.screenRefused),
    );
    await expect(within(recorder).getByRole('button', { name: demoListLabels.tryAgain })).toBeEnabled();
  },
};

export const RefusedUnsupported: Story = {
  name: 'Refused (browser cannot record)',
  args: { state: { open: 'ready' }, grant: new RecorderError('unsupported') },
  parameters: { machine: { id: 'recorder', state: { open: 'refused' } } },
  play: async () => {
    const recorder = await dialog();
    await userEvent.click(within(recorder).getByRole('button', { name: demoListLabels.startRecording }));
    await waitFor(() =>
      expect(within(recorder).getByRole('alert')).toHaveTextContent(demoListLabels.unsupported),
    );
  },
};

export const RefusedFailed: Story = {
  name: 'Refused (recording broke)',
  args: { state: { open: 'refused' }, context: { problem: 'failed' } },
  parameters: { machine: { id: 'recorder', state: { open: 'refused' } } },
  play: async () => {
    const recorder = await dialog();
    await expect(within(recorder).getByRole('alert')).toHaveTextContent(demoListLabels.recordingFailed);
  },
};

/** Cancel while recording: the dialog closes and nothing is handed over. */
export const Cancelled: Story = {
  name: 'Idle (cancelled while recording)',
  args: {
    state: { open: { capturing: 'recording' } },
    context: { capture: { microphone: true }, elapsed: 5 },
  },
  parameters: { machine: { id: 'recorder', state: 'idle' } },
  play: async ({ args }) => {
    const recorder = await dialog();
    await userEvent.click(within(recorder).getByRole('button', { name: demoListLabels.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.handOver).not.toHaveBeenCalled();
  },
};
