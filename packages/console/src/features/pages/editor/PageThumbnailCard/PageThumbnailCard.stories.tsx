import { pageThumbnailMessages } from '@showroom/contract';
import { type PageThumbnailReply, pageThumbnailMachine } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { pageLabels } from '../../messages.ts';
import { PageThumbnailCard } from './PageThumbnailCard.tsx';

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="234" height="132"><rect width="234" height="132" fill="#C9D2E3"/><rect x="20" y="20" width="120" height="16" rx="8" fill="#1E41AF"/></svg>',
)}`;

/** The card with its machine; `answer` is what the upload call resolves with (never, by default). */
function PageThumbnailStory({
  thumbnail = null,
  answer = () => new Promise(() => {}),
}: {
  thumbnail?: string | null;
  answer?: () => Promise<PageThumbnailReply>;
}) {
  const [snapshot, send] = useMachine(
    pageThumbnailMachine.provide({ actors: { upload: fromPromise(() => answer()) } }),
    {
      input: {
        pageId: '5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c2f',
        thumbnail,
      },
    },
  );
  return (
    <main style={{ maxWidth: 560 }}>
      <PageThumbnailCard snapshot={snapshot} send={send} />
    </main>
  );
}

const meta = {
  title: 'console/Pages/Thumbnail card',
  component: PageThumbnailStory,
  args: {},
} satisfies Meta<typeof PageThumbnailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const machine = (state: string) => ({ machine: { id: 'pageThumbnail', state } });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
// As a drop or a picker set to 'All files' gives them: not filtered by the input's accept list.
const choose = async (canvasElement: HTMLElement, files: File[]) =>
  userEvent
    .setup({ applyAccept: false })
    .upload(within(canvasElement).getByLabelText(pageLabels.thumbnailFile), files);

/** No thumbnail yet: the button to upload one. */
export const Idle: Story = {
  parameters: machine('idle'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(pageLabels.noThumbnail)).toBeVisible();
    await expect(canvas.getByRole('button', { name: pageLabels.chooseThumbnail })).toBeVisible();
  },
};

/** The chosen picture on its way. */
export const Uploading: Story = {
  parameters: machine('uploading'),
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, [png()]);
    await expect(await canvas.findByRole('status')).toHaveTextContent(pageLabels.thumbnailUploading);
  },
};

/** §4.3: stored, show_custom_thumbnail '1'; the picture shows. */
export const Uploaded: Story = {
  args: {
    answer: async () => ({
      status: 'success',
      httpStatus: 200,
      payload: { show_custom_thumbnail: '1', custom_thumbnail: picture },
    }),
  },
  parameters: machine('uploaded'),
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, [png()]);
    await expect(await canvas.findByRole('img', { name: pageLabels.thumbnailAlt })).toHaveAttribute(
      'src',
      picture,
    );
    await expect(canvas.getByRole('button', { name: pageLabels.replaceThumbnail })).toBeVisible();
  },
};

/** §5 'Invalid file extension': a .gif is not one of jpg, jpeg, png; nothing is sent. */
export const Invalid: Story = {
  args: { thumbnail: picture },
  parameters: machine('invalid'),
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, [new File(['GIF89a'], 'cover.gif', { type: 'image/gif' })]);
    await expect(await canvas.findByText(pageThumbnailMessages.invalidFileExtension)).toBeVisible();
    await expect(canvas.getByRole('img', { name: pageLabels.thumbnailAlt })).toHaveAttribute('src', picture);
  },
};

/** §5 'Error uploading thumbnail': the server refused it (or could not be reached); the stored picture stays. */
export const Failed: Story = {
  args: {
    thumbnail: picture,
    answer: async () =>
      ({ status: 'error', httpStatus: 415, payload: null, message: 'Invalid file extension' }) as never,
  },
  parameters: machine('failed'),
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, [png()]);
    await expect(await canvas.findByText(pageThumbnailMessages.errorUploadingThumbnail)).toBeVisible();
    await expect(canvas.getByRole('img', { name: pageLabels.thumbnailAlt })).toHaveAttribute('src', picture);
  },
};
