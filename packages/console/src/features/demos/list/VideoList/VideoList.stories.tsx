import { newVideoForm, type Video } from '@showroom/contract';
import {
  type CreateVideoReply,
  type DeleteVideoReply,
  type VideosReply,
  videoListMachine,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { demoMessages, videoListLabels as labels } from '../../messages.ts';
import { useVideoListToasts } from '../toasts.ts';
import { VideoList } from './VideoList.tsx';

const video = (n: number, title: string, description: string, date: string): Video => {
  const id = `6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e3${n}`;
  return {
    id,
    videoId: id,
    title,
    description,
    url: `https://videos.example/${n}.mp4`,
    salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
    company_id: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
    date_created: date,
    date_modified: date,
  };
};
const sampleVideos = [
  video(1, 'Customer story: Northwind', 'How Northwind onboards a rep in a day.', '2026-11-24 10:00:00'),
  video(2, '<b>Pricing</b> explained', 'Plans and what each one includes.', '2026-11-20 10:00:00'),
];

/** A fake call's answer; without one it never answers (the state that waits on it stays). */
type Answer<T> = T | Error | undefined;
const answer = <T,>(given: Answer<T>) => {
  if (given === undefined) return new Promise<never>(() => {});
  if (given instanceof Error) return Promise.reject(given);
  return Promise.resolve(given);
};

type VideoListStoryProps = {
  load?: Answer<VideosReply>;
  create?: Answer<CreateVideoReply>;
  remove?: Answer<DeleteVideoReply>;
};

/** The videos section as the demo list shows it: the machine with fake calls and the page's toasts. */
function VideoListStory({ load, create, remove }: VideoListStoryProps) {
  const [snapshot, send] = useMachine(
    videoListMachine.provide({
      actors: {
        load: fromPromise<VideosReply, { limit: number }>(() => answer(load)),
        create: fromPromise(() => answer(create)),
        remove: fromPromise(() => answer(remove)),
      },
      actions: useVideoListToasts(),
    }),
    { input: { limit: 100, schema: newVideoForm } },
  );
  return (
    <div style={{ padding: 32 }}>
      <VideoList snapshot={snapshot} send={send} />
    </div>
  );
}

const ok = <T,>(payload: T, httpStatus = 200) => ({ status: 'success' as const, payload, httpStatus });

const meta = {
  title: 'console/Demos/Videos',
  component: VideoListStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/demos']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { load: ok(sampleVideos) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VideoListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = () => screen.getByRole('list', { name: labels.listLabel });

export const Loading: Story = {
  args: { load: undefined },
  parameters: { machine: { id: 'videoList', state: { list: 'loading', dialog: 'closed' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: labels.heading })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.loading);
  },
};

export const LoadFailed: Story = {
  args: { load: new TypeError('Failed to fetch') },
  parameters: { machine: { id: 'videoList', state: { list: 'loadFailed', dialog: 'closed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(labels.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.retry })).toBeEnabled();
  },
};

export const Ready: Story = {
  parameters: { machine: { id: 'videoList', state: { list: 'ready', dialog: 'closed' } } },
  play: async () => {
    await waitFor(() => expect(list()).toBeVisible());
    // Each video opens its editor (spec 3 §2.1 /feature/demos/video/{id}).
    await expect(within(list()).getByRole('link', { name: 'Customer story: Northwind' })).toHaveAttribute(
      'href',
      `/feature/demos/video/${sampleVideos[0]!.id}`,
    );
    await expect(within(list()).getByText('Added Nov 24, 2026')).toBeVisible();
    // A title that looks like markup is text.
    await expect(within(list()).getByRole('link', { name: '<b>Pricing</b> explained' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { load: ok([]) },
  parameters: { machine: { id: 'videoList', state: { list: 'ready', dialog: 'closed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(labels.empty)).toBeVisible();
    await expect(canvas.getByText(labels.emptyHint)).toBeVisible();
  },
};

export const Adding: Story = {
  parameters: { machine: { id: 'videoList', state: { list: 'ready', dialog: 'editing' } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(list()).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: labels.addVideo }));
    const dialog = await screen.findByRole('dialog', { name: labels.dialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.add }));
    // Every field says what it needs (spec 3 §5), and the toast 'Incomplete Data'.
    await expect(await screen.findByText(demoMessages.incompleteData)).toBeVisible();
    await expect(within(dialog).getByText(demoMessages.titleRequired)).toBeVisible();
    await expect(within(dialog).getByText(demoMessages.descriptionRequired)).toBeVisible();
    await expect(within(dialog).getByText(demoMessages.urlRequired)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: labels.url }), 'videos.example/tour');
    await expect(within(dialog).getByText(demoMessages.invalidUrl)).toBeVisible();
  },
};

/** Opens Add Video, fills in a valid video and adds it; the dialog, for what happens next. */
const addProductTour = async () => {
  await waitFor(() => expect(list()).toBeVisible());
  await userEvent.click(screen.getByRole('button', { name: labels.addVideo }));
  const dialog = await screen.findByRole('dialog', { name: labels.dialogTitle });
  await userEvent.type(within(dialog).getByRole('textbox', { name: labels.title }), 'Product tour');
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: labels.descriptionField }),
    'The five-minute tour',
  );
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: labels.url }),
    'https://videos.example/tour.mp4',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: labels.add }));
  return dialog;
};

export const Creating: Story = {
  args: { create: undefined },
  parameters: { machine: { id: 'videoList', state: { list: 'ready', dialog: 'creating' } } },
  play: async () => {
    const dialog = await addProductTour();
    await expect(within(dialog).getByRole('textbox', { name: labels.title })).toHaveAttribute('readonly');
  },
};

export const Added: Story = {
  args: {
    create: ok(video(3, 'Product tour', 'The five-minute tour', '2026-11-27 10:00:00'), 201),
  },
  parameters: { machine: { id: 'videoList', state: { list: 'ready', dialog: 'closed' } } },
  play: async () => {
    await addProductTour();
    await expect(await screen.findByText(labels.added)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The new video tops the list.
    await expect(
      within(list())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Product tour', 'Customer story: Northwind', '<b>Pricing</b> explained']);
  },
};

const pricing = sampleVideos[1]!;
const confirmation = () => screen.findByRole('alertdialog', { name: demoMessages.deleteQuestion });

/** A row's Delete, named by its video (the icon alone says nothing), asks first. */
const askToDelete = async () => {
  await waitFor(() => expect(list()).toBeVisible());
  await userEvent.click(within(list()).getByRole('button', { name: labels.deleteVideo(pricing.title) }));
  return confirmation();
};

/** Asks to delete Pricing and confirms; the confirmation, for what happens next. */
const confirmDelete = async () => {
  const dialog = await askToDelete();
  await userEvent.click(within(dialog).getByRole('button', { name: labels.delete }));
  return dialog;
};

export const ConfirmingDelete: Story = {
  parameters: { machine: { id: 'videoList', state: { list: 'confirming', dialog: 'closed' } } },
  play: async () => {
    // Cancel keeps the video.
    let dialog = await askToDelete();
    await userEvent.click(within(dialog).getByRole('button', { name: labels.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(within(list()).getByRole('link', { name: pricing.title })).toBeVisible();
    // Asked again, the confirmation names the video (its title as text, never markup).
    dialog = await askToDelete();
    await expect(dialog).toHaveTextContent(labels.deleteWarning(pricing.title));
    await expect(within(dialog).getByRole('button', { name: labels.delete })).toBeEnabled();
  },
};

export const Deleting: Story = {
  args: { remove: undefined },
  parameters: { machine: { id: 'videoList', state: { list: 'deleting', dialog: 'closed' } } },
  play: async () => {
    const dialog = await confirmDelete();
    // The confirmation stays, busy, until the call returns.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: labels.delete })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(dialog).toBeVisible();
  },
};

export const Deleted: Story = {
  args: { remove: ok({ id: pricing.id }) },
  parameters: { machine: { id: 'videoList', state: { list: 'ready', dialog: 'closed' } } },
  play: async () => {
    await confirmDelete();
    await expect(await screen.findByText(labels.deleted)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(
      within(list())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Customer story: Northwind']);
  },
};

export const DeleteFailed: Story = {
  args: { remove: { status: 'error', payload: null, message: 'Video not found', httpStatus: 404 } },
  parameters: { machine: { id: 'videoList', state: { list: 'ready', dialog: 'closed' } } },
  play: async () => {
    await confirmDelete();
    await expect(await screen.findByText(labels.deleteError)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The video stays.
    await expect(within(list()).getByRole('link', { name: pricing.title })).toBeVisible();
  },
};
