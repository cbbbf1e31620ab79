import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoListLabels, demoMessages, demoStatusMessages } from '../../messages.ts';
import { DemoListStory } from '../DemoListStory.tsx';
import { fullPageOfDemos, readyDemos, sampleDemos, sampleRecording } from '../fixtures.ts';

const meta = {
  title: 'console/Demos/List',
  component: DemoListStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/demos']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { state: { list: { ready: 'idle' }, dialog: 'closed' }, onRecord: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const failedDemo = sampleDemos.find((demo) => demo.media_status === 'failed')!;
/**
 * Ready demos and one whose job failed: nothing left to poll for. The second was processed since
 * issue 30: the media job made it a still at the card's size beside the full one, which its card
 * shows (the full one's address is never fetched here).
 */
const settledDemos = [
  ...readyDemos.map((demo, index) =>
    index === 1
      ? {
          ...demo,
          thumbnail: 'http://media.localhost/thumbnails/full-size.jpg',
          card_thumbnail: demo.thumbnail,
        }
      : demo,
  ),
  failedDemo,
];

const cards = () => screen.getByRole('list', { name: demoListLabels.cardsLabel });
const card = (title: string) => within(cards()).getByText(title).closest('article') as HTMLElement;
/** More > `item` on the card of `title`, as a rep chooses it. */
const chooseFromMore = async (title: string, item: string) => {
  await userEvent.click(screen.getByRole('button', { name: demoListLabels.moreFor(title) }));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
};

export const Loading: Story = {
  args: { state: { list: 'loading', dialog: 'closed' } },
  parameters: { machine: { id: 'demoList', state: { list: 'loading' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(demoMessages.loadingDemos);
    await expect(canvas.getByRole('heading', { level: 1, name: demoMessages.listTitle })).toBeVisible();
  },
};

export const Ready: Story = {
  args: { state: { list: { ready: 'idle' }, dialog: 'closed' }, recordings: settledDemos },
  parameters: { machine: { id: 'demoList', state: { list: { ready: 'idle' }, dialog: 'closed' } } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(demoMessages.listDescription)).toBeVisible();
    // A card: its title links to the recording editor; avatar with the rep's initial; the date.
    const onboarding = card('Onboarding tour');
    await expect(within(onboarding).getByRole('link', { name: 'Onboarding tour' })).toHaveAttribute(
      'href',
      `/feature/demos/recording/${readyDemos[0]!.id}`,
    );
    await expect(within(onboarding).getByRole('img', { name: 'Riley Morgan' })).toHaveTextContent('R');
    await expect(within(onboarding).getByText('Nov 22, 2026')).toBeVisible();
    await expect(
      within(onboarding).getByRole('button', { name: demoListLabels.playDemo('Onboarding tour') }),
    ).toBeEnabled();
    await expect(
      within(onboarding).getByRole('button', { name: demoListLabels.downloadGifOf('Onboarding tour') }),
    ).toBeEnabled();
    // The card's own still when the media job made one (issue 30), else the full thumbnail.
    const reporting = card('Reporting dashboard walkthrough');
    await expect(
      within(reporting).getByRole('img', {
        name: demoListLabels.thumbnailOf('Reporting dashboard walkthrough'),
      }),
    ).toHaveAttribute('src', settledDemos[1]!.card_thumbnail);
    await expect(
      within(onboarding).getByRole('img', { name: demoListLabels.thumbnailOf('Onboarding tour') }),
    ).toHaveAttribute('src', settledDemos[0]!.thumbnail);
    // A title that looks like markup is text.
    await expect(canvas.getByText('<img src=x onerror=alert(1)> integrations')).toBeVisible();
    // A failed job says why instead of offering to play.
    const failed = card(failedDemo.title);
    await expect(within(failed).getByText(demoStatusMessages.failed)).toBeVisible();
    await expect(within(failed).getByText(failedDemo.media_error)).toBeVisible();
    await expect(
      within(failed).queryByRole('button', { name: demoListLabels.playDemo(failedDemo.title) }),
    ).toBeNull();
    await expect(
      within(failed).getByRole('button', { name: demoListLabels.downloadGifOf(failedDemo.title) }),
    ).toBeDisabled();
    // Fewer than a full page: no pagination.
    await expect(canvas.queryByRole('navigation', { name: demoListLabels.pagination })).toBeNull();
    // The Create menu: Record, Upload, Add URL.
    await userEvent.click(canvas.getByRole('button', { name: demoMessages.create }));
    const menu = await screen.findByRole('menu');
    for (const item of [demoMessages.record, demoMessages.upload, demoMessages.addUrl])
      await expect(within(menu).getByRole('menuitem', { name: item })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: demoMessages.record }));
    await expect(args.onRecord).toHaveBeenCalled();
  },
};

/** Issue 29 D.9: the rep name and date set in the recording editor are what the card shows. */
export const ReadyRepAndDateEdited: Story = {
  name: 'Ready (rep name and date edited)',
  args: {
    state: { list: { ready: 'idle' }, dialog: 'closed' },
    recordings: [
      sampleRecording('2f4e6a8c-1b3d-4f5e-8a7b-000000000901', {
        title: 'Quarterly review',
        rep_name: 'Dana Whitfield',
        display_date: '2026-10-01',
      }),
    ],
  },
  parameters: { machine: { id: 'demoList', state: { list: { ready: 'idle' } } } },
  play: async () => {
    const review = card('Quarterly review');
    await expect(within(review).getByRole('img', { name: 'Dana Whitfield' })).toHaveTextContent('D');
    await expect(within(review).getByText('Oct 1, 2026')).toHaveAttribute('datetime', '2026-10-01');
    await expect(within(review).queryByText('Riley Morgan')).toBeNull();
  },
};

/** issue 10: processing and queued cards show where their video is, and the page is fetched again. */
export const Polling: Story = {
  name: 'Polling (processing cards)',
  args: { state: { list: { ready: 'polling' }, dialog: 'closed' }, recordings: sampleDemos },
  parameters: { machine: { id: 'demoList', state: { list: { ready: 'polling' } } } },
  play: async () => {
    const processing = card('Pricing page - Copy');
    // Issue 28 §4: how far its conversion is (the fixture's job is at 40%).
    await expect(within(processing).getByRole('status')).toHaveTextContent('Processing video… 40%');
    const queued = card('Mobile app (portrait)');
    await expect(within(queued).getByRole('status')).toHaveTextContent(demoStatusMessages.queued);
    await expect(within(queued).queryByRole('button', { name: /^Play/ })).toBeNull();
  },
};

export const ReadyEmpty: Story = {
  name: 'Ready (no demos)',
  args: { state: { list: { ready: 'idle' }, dialog: 'closed' }, recordings: [] },
  parameters: { machine: { id: 'demoList', state: { list: { ready: 'idle' } } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(demoListLabels.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: demoMessages.create })).toBeEnabled();
  },
};

export const ReadyFullPage: Story = {
  name: 'Ready (a full page)',
  args: { state: { list: { ready: 'idle' }, dialog: 'closed' }, recordings: fullPageOfDemos },
  parameters: { machine: { id: 'demoList', state: { list: { ready: 'idle' } } } },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole('navigation', { name: demoListLabels.pagination });
    await expect(within(pages).getByRole('button', { name: demoListLabels.nextPage })).toBeEnabled();
    await expect(within(pages).getByRole('button', { name: demoListLabels.previousPage })).toBeDisabled();
    // The page box takes digits only.
    const box = within(pages).getByRole('textbox', { name: demoListLabels.page });
    await userEvent.type(box, 'x');
    await expect(box).toHaveValue('1');
  },
};

export const ReadyLastPage: Story = {
  name: 'Ready (page 2, the last)',
  args: { state: { list: { ready: 'idle' }, dialog: 'closed' }, recordings: readyDemos, page: 2 },
  parameters: { machine: { id: 'demoList', state: { list: { ready: 'idle' } } } },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole('navigation', { name: demoListLabels.pagination });
    await expect(within(pages).getByRole('button', { name: demoListLabels.nextPage })).toBeDisabled();
    await expect(within(pages).getByRole('button', { name: demoListLabels.previousPage })).toBeEnabled();
    await expect(within(pages).getByRole('textbox', { name: demoListLabels.page })).toHaveValue('2');
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { state: { list: 'loadFailed', dialog: 'closed' }, loadError: 'Forbidden' },
  parameters: { machine: { id: 'demoList', state: { list: 'loadFailed' } } },
  play: async ({ canvas }) => {
    // spec 3 §8: the raw error as text.
    await expect(canvas.getByText('Forbidden')).toBeVisible();
    await expect(canvas.getByRole('button', { name: demoListLabels.retry })).toBeEnabled();
  },
};

export const LoadFailedUnreachable: Story = {
  name: 'Load failed (unreachable)',
  args: { state: { list: 'loadFailed', dialog: 'closed' }, loadError: 'Failed to fetch' },
  parameters: { machine: { id: 'demoList', state: { list: 'loadFailed' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to fetch')).toBeVisible();
  },
};

/** More > Clone; the fake copy never answers, so the cards' actions wait. */
export const Cloning: Story = {
  args: { recordings: readyDemos },
  parameters: { machine: { id: 'demoList', state: { list: 'cloning' } } },
  play: async () => {
    await chooseFromMore('Onboarding tour', demoMessages.clone);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: demoListLabels.downloadGifOf('Onboarding tour') }),
      ).toBeDisabled(),
    );
  },
};

export const ReadyCopyFailed: Story = {
  name: 'Ready (copy failed)',
  args: {
    recordings: readyDemos,
    copyAnswer: { status: 'error', payload: null, message: 'No such demo', httpStatus: 404 },
  },
  parameters: {
    machine: { id: 'demoList', state: { list: { ready: 'idle' } } },
    toast: { duration: Infinity },
  },
  play: async () => {
    await chooseFromMore('Onboarding tour', demoMessages.copyWithoutSettings);
    await waitFor(() => expect(screen.getByText(demoMessages.copyError)).toBeVisible());
  },
};

export const Confirming: Story = {
  args: { state: { list: 'confirming', dialog: 'closed' }, recordings: readyDemos, pending: readyDemos[0] },
  parameters: { machine: { id: 'demoList', state: { list: 'confirming' } } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByText(demoMessages.deleteQuestion)).toBeVisible();
    await expect(within(dialog).getByText(demoListLabels.deleteWarning('Onboarding tour'))).toBeVisible();
  },
};

/** More > Delete > Cancel: the card stays. */
export const ReadyDeleteCancelled: Story = {
  name: 'Ready (delete cancelled)',
  args: { recordings: readyDemos },
  parameters: { machine: { id: 'demoList', state: { list: { ready: 'idle' } } } },
  play: async () => {
    await chooseFromMore('Onboarding tour', demoMessages.delete);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: demoListLabels.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(card('Onboarding tour')).toBeVisible();
  },
};

/** Reached the way a rep does; the fake delete never answers. */
export const Deleting: Story = {
  args: { recordings: readyDemos },
  parameters: { machine: { id: 'demoList', state: { list: 'deleting' } }, toast: { duration: Infinity } },
  play: async () => {
    await chooseFromMore('Onboarding tour', demoMessages.delete);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: demoListLabels.delete }));
    await waitFor(() => expect(screen.getByText(demoMessages.deleteInProgress)).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: demoListLabels.delete })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ReadyDeleteFailed: Story = {
  name: 'Ready (delete failed)',
  args: {
    recordings: readyDemos,
    deleteAnswer: { status: 'error', payload: null, message: 'No such demo', httpStatus: 404 },
  },
  parameters: {
    machine: { id: 'demoList', state: { list: { ready: 'idle' } } },
    toast: { duration: Infinity },
  },
  play: async () => {
    await chooseFromMore('Onboarding tour', demoMessages.delete);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: demoListLabels.delete }),
    );
    await waitFor(() => expect(screen.getByText(demoMessages.deleteError)).toBeVisible());
    // The confirmation closed once the call returned; the card stays.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(card('Onboarding tour')).toBeVisible();
  },
};

export const ReadyDeleteFailedUnreachable: Story = {
  name: 'Ready (delete failed, unreachable)',
  args: { recordings: readyDemos, deleteAnswer: new TypeError('Failed to fetch') },
  parameters: {
    machine: { id: 'demoList', state: { list: { ready: 'idle' } } },
    toast: { duration: Infinity },
  },
  play: async () => {
    await chooseFromMore('Onboarding tour', demoMessages.delete);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: demoListLabels.delete }),
    );
    await waitFor(() => expect(screen.getByText(demoMessages.cannotConnect)).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Download GIF: 'Attempting download..' while the fake download never finishes. */
export const Downloading: Story = {
  args: { recordings: readyDemos },
  parameters: { machine: { id: 'demoList', state: { list: 'downloading' } }, toast: { duration: Infinity } },
  play: async () => {
    await userEvent.click(
      screen.getByRole('button', { name: demoListLabels.downloadGifOf('Onboarding tour') }),
    );
    await waitFor(() => expect(screen.getByText(demoMessages.attemptingDownload)).toBeVisible());
  },
};

export const ReadyDownloadFailed: Story = {
  name: 'Ready (download failed)',
  args: { recordings: readyDemos, downloadAnswer: new TypeError('Failed to fetch') },
  parameters: {
    machine: { id: 'demoList', state: { list: { ready: 'idle' } } },
    toast: { duration: Infinity },
  },
  play: async () => {
    await userEvent.click(
      screen.getByRole('button', { name: demoListLabels.downloadGifOf('Onboarding tour') }),
    );
    await waitFor(() => expect(screen.getByText(demoListLabels.downloadFailed)).toBeVisible());
  },
};

/** Play on a card: the machine holds which demo the popup plays (the page renders the popup). */
export const Playing: Story = {
  args: { recordings: readyDemos },
  parameters: { machine: { id: 'demoList', state: { list: 'playing' } } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: demoListLabels.playDemo('Onboarding tour') }));
  },
};
