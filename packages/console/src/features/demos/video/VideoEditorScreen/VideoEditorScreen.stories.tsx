import { demoMessages, type Video, videoForm } from '@showroom/contract';
import {
  type FetchVideoReply,
  type SaveVideoReply,
  type SaveVideoRequest,
  validateFields,
  videoEditorMachine,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { videoLabels } from '../../messages/video.ts';
import { useVideoEditorToasts } from '../toasts.ts';
import { VideoEditorScreen } from './VideoEditorScreen.tsx';

type VideoState = SnapshotFrom<typeof videoEditorMachine>['value'];

/** No address the story could load: the preview shows its black box, so screenshots hold still. */
const sampleVideo: Video = {
  id: '6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e3f',
  videoId: '6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e3f',
  title: 'Product tour',
  description: 'The five-minute tour of the workspace.',
  url: '',
  salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  company_id: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  date_created: '2026-11-20 15:04:05',
  date_modified: '2026-11-20 15:04:05',
};

type VideoStoryProps = {
  state: VideoState;
  title?: string;
  description?: string;
  saveAnswer?: SaveVideoReply | Error;
  onBack?: () => void;
};

function VideoStory({ state, title, description, saveAnswer, onBack = () => {} }: VideoStoryProps) {
  const toasts = useVideoEditorToasts();
  const machine = videoEditorMachine.provide({
    actors: {
      load: fromPromise<FetchVideoReply, { id: string }>(() => new Promise<never>(() => {})),
      save: fromPromise<SaveVideoReply, SaveVideoRequest>(() => {
        if (!saveAnswer) return new Promise<never>(() => {});
        if (saveAnswer instanceof Error) return Promise.reject(saveAnswer);
        return Promise.resolve(saveAnswer);
      }),
    },
    actions: { ...toasts, goBack: () => onBack() },
  });
  const loaded = state === 'editing' || state === 'saving';
  const values = { title: title ?? sampleVideo.title, description: description ?? sampleVideo.description };
  const [snapshot, send] = useMachine(machine, {
    input: { id: sampleVideo.id, schema: videoForm },
    snapshot: machine.resolveState({
      value: state,
      context: {
        id: sampleVideo.id,
        schema: videoForm,
        video: loaded ? sampleVideo : null,
        values: loaded ? values : { title: '', description: '' },
        touched: { title: title !== undefined, description: description !== undefined },
        errors: loaded ? validateFields(videoForm, values) : {},
      },
    }),
  });
  return <VideoEditorScreen snapshot={snapshot} send={send} onCancel={onBack} />;
}

const meta = {
  title: 'console/Demos/Video editor',
  component: VideoStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/demos/video/6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e3f']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { onBack: fn() },
} satisfies Meta<typeof VideoStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const saveButton = () => screen.getByRole('button', { name: demoMessages.save });

export const Loading: Story = {
  args: { state: 'loading' },
  parameters: { machine: { id: 'videoEditor', state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(demoMessages.loadingVideo)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { state: 'loadFailed' },
  parameters: { machine: { id: 'videoEditor', state: 'loadFailed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(videoLabels.loadError)).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { state: 'notFound' },
  parameters: { machine: { id: 'videoEditor', state: 'notFound' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(videoLabels.notFound)).toBeVisible();
  },
};

export const Editing: Story = {
  args: { state: 'editing' },
  parameters: { machine: { id: 'videoEditor', state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(videoLabels.title)).toHaveValue('Product tour');
    await expect(canvas.getByLabelText(videoLabels.description)).toHaveValue(
      'The five-minute tour of the workspace.',
    );
    await expect(saveButton()).toBeEnabled();
  },
};

/** spec 3 §5: both required, each with its message; Save is off. */
export const EditingEmpty: Story = {
  name: 'Editing (empty fields)',
  args: { state: 'editing', title: '', description: '' },
  parameters: { machine: { id: 'videoEditor', state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(demoMessages.titleRequired)).toBeVisible();
    await expect(canvas.getByText(demoMessages.descriptionRequired)).toBeVisible();
    await expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Enter in an empty field: 'Incomplete Data'. */
export const EditingIncomplete: Story = {
  name: 'Editing (incomplete data)',
  args: { state: 'editing', description: '' },
  parameters: { machine: { id: 'videoEditor', state: 'editing' }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(videoLabels.title), '{Enter}');
    await waitFor(() => expect(screen.getByText(demoMessages.incompleteData)).toBeVisible());
  },
};

export const Saving: Story = {
  args: { state: 'editing', title: 'Product tour 2' },
  parameters: { machine: { id: 'videoEditor', state: 'saving' } },
  play: async ({ canvas }) => {
    await userEvent.click(saveButton());
    await expect(canvas.getByLabelText(videoLabels.title)).toHaveAttribute('readonly');
  },
};

export const EditingSaveFailed: Story = {
  name: 'Editing (save failed)',
  args: { state: 'editing', title: 'Product tour 2', saveAnswer: new TypeError('Failed to fetch') },
  parameters: { machine: { id: 'videoEditor', state: 'editing' }, toast: { duration: Infinity } },
  play: async () => {
    await userEvent.click(saveButton());
    await waitFor(() => expect(screen.getByText(demoMessages.videoUpdateError)).toBeVisible());
  },
};

/** Saved: the rep goes back. */
export const Saved: Story = {
  args: {
    state: 'editing',
    title: 'Product tour 2',
    saveAnswer: { status: 'success', payload: { ...sampleVideo, title: 'Product tour 2' }, httpStatus: 200 },
  },
  parameters: { machine: { id: 'videoEditor', state: 'saved' } },
  play: async ({ args }) => {
    await userEvent.click(saveButton());
    await waitFor(() => expect(args.onBack).toHaveBeenCalled());
  },
};
