import { demoMessages } from '@showroom/contract';
import {
  type CreateRecordingReply,
  type DeleteRecordingReply,
  type NewDemoSource,
  newDemoMachine,
  type UploadEvent,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { editorLabels } from '../../messages/editor.ts';
import { sampleRecording } from '../fixtures.ts';
import { useNewDemoToasts } from '../toasts.ts';
import { NewDemoScreen } from './NewDemoScreen.tsx';

type NewDemoState = SnapshotFrom<typeof newDemoMachine>['value'];

type NewDemoStoryProps = {
  /** Where the machine starts; without one it starts at the beginning and runs the flow. */
  state?: NewDemoState;
  media?: NewDemoSource;
  progress?: number;
  created?: boolean;
  /** What the fake upload reports when it starts; nothing: it runs forever. */
  uploadEvents?: UploadEvent[];
  deleteAnswer?: DeleteRecordingReply | Error;
  onOpen?: (id: string) => void;
  onLeave?: () => void;
};

/** No real file (and no address for it): the player shows its black box, and screenshots do not depend on decoding. */
const file: NewDemoSource = { source: 'file', blob: new Blob([]), fileName: 'product-tour.mp4' };
const link: NewDemoSource = {
  source: 'link',
  type: 'public',
  url: 'https://videos.example/product-tour.mp4',
};
const recording = sampleRecording({ media_status: 'queued', title: 'Demo - Mon, 23 Nov 2026 10:00:00 GMT' });
const created: CreateRecordingReply = { status: 'success', payload: recording, httpStatus: 201 };

function NewDemoStory({
  state,
  media = file,
  progress = 0,
  created: isCreated = false,
  uploadEvents,
  deleteAnswer,
  onOpen = () => {},
  onLeave = () => {},
}: NewDemoStoryProps) {
  const toasts = useNewDemoToasts();
  const machine = newDemoMachine.provide({
    actors: {
      upload: fromCallback<{ type: string }, { media: NewDemoSource }>(({ sendBack }) => {
        // Reported after the flow has entered `uploading`, as a real upload would.
        const timer = setTimeout(() => {
          for (const event of uploadEvents ?? []) sendBack(event);
        }, 0);
        return () => clearTimeout(timer);
      }),
      deleteRecording: fromPromise<DeleteRecordingReply, { id: string }>(() => {
        if (!deleteAnswer) return new Promise<never>(() => {});
        if (deleteAnswer instanceof Error) return Promise.reject(deleteAnswer);
        return Promise.resolve(deleteAnswer);
      }),
    },
    actions: {
      ...toasts,
      openRecording: (_, params) => onOpen(params.id),
      leave: () => onLeave(),
    },
  });
  const [snapshot, send] = useMachine(machine, {
    input: { media },
    ...(state
      ? {
          snapshot: machine.resolveState({
            value: state,
            context: { media, progress, recording: isCreated ? recording : null },
          }),
        }
      : {}),
  });
  return <NewDemoScreen snapshot={snapshot} send={send} fileAddress="" />;
}

const meta = {
  title: 'console/Demos/New demo',
  component: NewDemoStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/demos/recording']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { onOpen: fn(), onLeave: fn() },
} satisfies Meta<typeof NewDemoStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Preparing: Story = {
  args: { state: 'preparing' },
  parameters: { machine: { id: 'newDemo', state: 'preparing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(demoMessages.loadingVideo)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'product-tour.mp4' })).toBeVisible();
    // spec 3 §2.4: Preview is disabled for a new demo.
    await expect(canvas.getByRole('button', { name: demoMessages.preview })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Uploading: Story = {
  args: { state: { uploading: 'sending' }, progress: 0.42 },
  parameters: { machine: { id: 'newDemo', state: { uploading: 'sending' } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: demoMessages.savingContent });
    await expect(
      within(dialog).getByRole('progressbar', { name: editorLabels.uploadProgress }),
    ).toHaveAttribute('value', '0.42');
    await expect(within(dialog).getByText('42%')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: demoMessages.cancelUpload })).toBeEnabled();
  },
};

/** The flow from its start: while the demo is being made, the toast says 'Saving demo' (spec 3 §8). */
export const Saving: Story = {
  name: 'Saving (toast)',
  args: { media: link },
  parameters: { machine: { id: 'newDemo', state: { uploading: 'sending' } }, toast: { duration: Infinity } },
  play: async () => {
    await screen.findByRole('dialog', { name: demoMessages.savingContent });
    await waitFor(() => expect(screen.getByText('Saving demo')).toBeVisible());
  },
};

/** 'Cancel Upload' -> 'Confirm Cancellation' with No and Yes. */
export const ConfirmingCancel: Story = {
  args: { state: { uploading: 'sending' }, progress: 0.42 },
  parameters: { machine: { id: 'newDemo', state: { uploading: 'confirmingCancel' } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: demoMessages.savingContent });
    await userEvent.click(within(dialog).getByRole('button', { name: demoMessages.cancelUpload }));
    const confirm = await screen.findByRole('alertdialog', { name: demoMessages.confirmCancellation });
    await expect(within(confirm).getByRole('button', { name: demoMessages.no })).toBeVisible();
    await expect(within(confirm).getByRole('button', { name: demoMessages.yes })).toBeVisible();
  },
};

/** The upload finished while the question was open: it is still asked. */
export const CreatedConfirming: Story = {
  name: 'Created, confirming',
  args: { state: 'createdConfirming', created: true, progress: 1 },
  parameters: { machine: { id: 'newDemo', state: 'createdConfirming' } },
  play: async () => {
    await expect(
      await screen.findByRole('alertdialog', { name: demoMessages.confirmCancellation }),
    ).toBeVisible();
  },
};

export const Canceling: Story = {
  args: { state: 'canceling', created: true, progress: 1 },
  parameters: { machine: { id: 'newDemo', state: 'canceling' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: demoMessages.canceling })).toBeVisible();
  },
};

/** A link is created at once; the server's answer: '<Demo term> Added', and its editor opens. */
export const Created: Story = {
  args: {
    media: link,
    uploadEvents: [
      { type: 'upload.progress', fraction: 1 },
      { type: 'upload.done', reply: created },
    ],
  },
  parameters: { machine: { id: 'newDemo', state: 'created' }, toast: { duration: Infinity } },
  play: async ({ args }) => {
    await waitFor(() => expect(screen.getByText('Demo Added')).toBeVisible());
    await expect(screen.queryByText(demoMessages.saving)).toBeNull();
    await expect(args.onOpen).toHaveBeenCalledWith(recording.id);
  },
};

/** A broken file: the server says why ('Error uploading video'), the rep sees the spec's 'Error adding demo'. */
export const AddFailed: Story = {
  args: {
    media: link,
    uploadEvents: [
      {
        type: 'upload.done',
        reply: { status: 'error', payload: null, message: demoMessages.uploadError, httpStatus: 415 },
      },
    ],
  },
  parameters: { machine: { id: 'newDemo', state: 'addFailed' }, toast: { duration: Infinity } },
  play: async ({ args }) => {
    await waitFor(() => expect(screen.getByText('Error adding demo')).toBeVisible());
    await expect(screen.queryByText(demoMessages.uploadError)).toBeNull();
    await expect(screen.queryByText(demoMessages.saving)).toBeNull();
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

/** No connection: 'Error adding demo'. */
export const AddFailedUnreachable: Story = {
  name: 'Add failed (unreachable)',
  args: { media: link, uploadEvents: [{ type: 'upload.failed', error: new TypeError('Failed to fetch') }] },
  parameters: { machine: { id: 'newDemo', state: 'addFailed' }, toast: { duration: Infinity } },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Error adding demo')).toBeVisible());
  },
};

/** Yes during the upload: aborted, '<Demo term> Upload Cancelled!', back up. */
export const Cancelled: Story = {
  args: { state: { uploading: 'sending' }, progress: 0.2 },
  parameters: { machine: { id: 'newDemo', state: 'cancelled' }, toast: { duration: Infinity } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: demoMessages.savingContent });
    await userEvent.click(within(dialog).getByRole('button', { name: demoMessages.cancelUpload }));
    const confirm = await screen.findByRole('alertdialog', { name: demoMessages.confirmCancellation });
    await userEvent.click(within(confirm).getByRole('button', { name: demoMessages.yes }));
    await waitFor(() => expect(screen.getByText(demoMessages.uploadCancelled)).toBeVisible());
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

/** The delete of the demo just made failed: 'Failed to cancel demo upload', and the demo opens. */
export const Kept: Story = {
  args: {
    state: 'createdConfirming',
    created: true,
    progress: 1,
    deleteAnswer: new TypeError('Failed to fetch'),
  },
  parameters: { machine: { id: 'newDemo', state: 'kept' }, toast: { duration: Infinity } },
  play: async ({ args }) => {
    const confirm = await screen.findByRole('alertdialog', { name: demoMessages.confirmCancellation });
    await userEvent.click(within(confirm).getByRole('button', { name: demoMessages.yes }));
    await waitFor(() => expect(screen.getByText(demoMessages.cancelError)).toBeVisible());
    await expect(args.onOpen).toHaveBeenCalledWith(recording.id);
  },
};
