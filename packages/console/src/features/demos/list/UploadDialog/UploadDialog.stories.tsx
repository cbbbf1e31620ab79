import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoListLabels, demoMessages } from '../../messages.ts';
import { DemoListStory } from '../DemoListStory.tsx';
import { readyDemos } from '../fixtures.ts';

const meta = {
  title: 'console/Demos/Upload',
  component: DemoListStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/demos']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    state: { list: { ready: 'idle' }, dialog: { upload: 'choosing' } },
    recordings: readyDemos,
    handOverFile: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: demoListLabels.uploadTitle });
const video = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'video/mp4' });

export const Choosing: Story = {
  parameters: { machine: { id: 'demoList', state: { dialog: { upload: 'choosing' } } } },
  play: async () => {
    const upload = await dialog();
    await expect(within(upload).getByText(demoListLabels.uploadDescription)).toBeVisible();
    await expect(within(upload).getByRole('button', { name: demoListLabels.chooseFile })).toBeEnabled();
    await expect(within(upload).getByLabelText(demoListLabels.videoFile)).toHaveAttribute(
      'accept',
      '.mp4,.m4v,.mkv,.avi,.wmv',
    );
  },
};

/** Create > Upload opens the dialog. */
export const ChoosingOpened: Story = {
  name: 'Choosing (opened from Create)',
  args: { state: { list: { ready: 'idle' }, dialog: 'closed' } },
  parameters: { machine: { id: 'demoList', state: { dialog: { upload: 'choosing' } } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: demoMessages.create }));
    await userEvent.click(await screen.findByRole('menuitem', { name: demoMessages.upload }));
    await expect(await dialog()).toBeVisible();
  },
};

/** A file of a good extension is being read; the fake reader never finishes. */
export const Reading: Story = {
  parameters: { machine: { id: 'demoList', state: { dialog: { upload: 'reading' } } } },
  play: async () => {
    const upload = await dialog();
    await userEvent.upload(within(upload).getByLabelText(demoListLabels.videoFile), video('tour.mp4'));
    await expect(within(upload).getByText(demoListLabels.readingFile)).toBeVisible();
    await expect(within(upload).getByRole('button', { name: demoListLabels.chooseFile })).toBeDisabled();
  },
};

export const RefusedExtension: Story = {
  name: 'Refused (Invalid file extension)',
  args: {
    state: { list: { ready: 'idle' }, dialog: { upload: 'refused' } },
    file: { name: 'recording.webm', size: 76_254 },
    uploadProblem: 'extension',
  },
  parameters: { machine: { id: 'demoList', state: { dialog: { upload: 'refused' } } } },
  play: async () => {
    const upload = await dialog();
    // The spec's words alone: no file name before them.
    await expect(within(upload).getByRole('alert').textContent).toBe('Invalid file extension');
    await expect(within(upload).queryByText(demoListLabels.oneFileOnly)).toBeNull();
  },
};

/**
 * Two good files dropped at once (an .avi among them): spec 3 §5 wants exactly one file, so
 * 'Invalid file extension', and a line says that it is the number of files, not their names.
 */
export const RefusedTwoFiles: Story = {
  name: 'Refused (two files dropped)',
  parameters: { machine: { id: 'demoList', state: { dialog: { upload: 'refused' } } } },
  play: async ({ args }) => {
    const upload = await dialog();
    const zone = within(upload).getByRole('group');
    const data = new DataTransfer();
    data.items.add(video('tour.avi'));
    data.items.add(video('two.mp4'));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(within(upload).getByRole('alert').textContent).toBe('Invalid file extension'));
    await expect(within(upload).getByText(demoListLabels.oneFileOnly)).toBeVisible();
    await expect(within(upload).queryByText(/tour\.avi|two\.mp4/)).toBeNull();
    await expect(args.handOverFile).not.toHaveBeenCalled();
  },
};

/** One good .avi after that: taken (the earlier refusal does not stick). */
export const TwoFilesThenOne: Story = {
  name: 'Closed (one .avi after two files)',
  args: { readAnswer: 'video' },
  parameters: { machine: { id: 'demoList', state: { dialog: 'closed' } } },
  play: async ({ args }) => {
    const upload = await dialog();
    const data = new DataTransfer();
    data.items.add(video('tour.avi'));
    data.items.add(video('two.mp4'));
    within(upload)
      .getByRole('group')
      .dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    await waitFor(() =>
      expect(within(upload).getByRole('alert')).toHaveTextContent('Invalid file extension'),
    );
    const file = video('tour.avi');
    await userEvent.upload(within(upload).getByLabelText(demoListLabels.videoFile), file);
    await waitFor(() => expect(args.handOverFile).toHaveBeenCalledWith(file));
  },
};

/** A file named .mp4 whose bytes are no video: 'Error uploading video', nothing handed over. */
export const RefusedUnreadable: Story = {
  name: 'Refused (Error uploading video)',
  args: { readAnswer: 'unreadable' },
  parameters: { machine: { id: 'demoList', state: { dialog: { upload: 'refused' } } } },
  play: async ({ args }) => {
    const upload = await dialog();
    await userEvent.upload(
      within(upload).getByLabelText(demoListLabels.videoFile),
      video('not-a-video.mp4', 20),
    );
    await waitFor(() => expect(within(upload).getByRole('alert').textContent).toBe('Error uploading video'));
    await expect(args.handOverFile).not.toHaveBeenCalled();
  },
};

/** A good file goes on to the new recording (the page navigates); the dialog closes. */
export const HandedOver: Story = {
  name: 'Closed (file handed over)',
  args: { readAnswer: 'video' },
  parameters: { machine: { id: 'demoList', state: { dialog: 'closed' } } },
  play: async ({ args }) => {
    const upload = await dialog();
    const file = video('tour.mkv');
    await userEvent.upload(within(upload).getByLabelText(demoListLabels.videoFile), file);
    await waitFor(() => expect(args.handOverFile).toHaveBeenCalledWith(file));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
