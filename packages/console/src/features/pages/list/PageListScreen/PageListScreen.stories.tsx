import { pageMessages as m, type PageSummary } from '@showroom/contract';
import {
  type CopyPageReply,
  type CreatePageReply,
  type DeletePageReply,
  type ListPagesReply,
  pageListMachine,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { pageLabels } from '../../messages.ts';
import { type Answer, answer, ok, refused } from '../../storyCalls.ts';
import { samplePages } from '../fixtures.ts';
import { usePageListToasts } from '../toasts.ts';
import { PageListScreen } from './PageListScreen.tsx';

type PageListStoryProps = {
  load?: Answer<ListPagesReply>;
  create?: Answer<CreatePageReply>;
  clone?: Answer<CopyPageReply>;
  remove?: Answer<DeletePageReply>;
  /** Whether the links panel is there (the page's `links`); a panel stand-in for the shared row. */
  withLinks?: boolean;
  onOpen?: (page: PageSummary) => void;
};

function PageListStory({
  load = ok(samplePages),
  create,
  clone,
  remove,
  withLinks = true,
  onOpen = () => {},
}: PageListStoryProps) {
  const toasts = usePageListToasts();
  const [snapshot, send] = useMachine(
    pageListMachine.provide({
      actors: {
        load: fromPromise(() => answer(load)),
        create: fromPromise(() => answer(create)),
        clone: fromPromise(() => answer(clone)),
        remove: fromPromise(() => answer(remove)),
      },
      actions: { ...toasts, openEditor: () => {} },
    }),
    { input: { defaultType: 'customized' } },
  );
  const shared = snapshot.context.pages.find((page) => page.id === snapshot.context.sharing);
  const links = withLinks ? (
    shared ? (
      <section aria-label="Prospect links">
        <h2>
          {m.prospectLinksFor} {shared.title || m.notAvailable}
        </h2>
      </section>
    ) : null
  ) : undefined;
  return <PageListScreen snapshot={snapshot} send={send} onOpen={onOpen} links={links} />;
}

const meta = {
  title: 'console/Pages/Page list',
  component: PageListStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/page/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const machine = (state: string) => ({ id: 'pageList', state });
const table = () => screen.getByRole('table', { name: pageLabels.tableLabel });
const openMore = async (title: string) => {
  await userEvent.click(await screen.findByRole('button', { name: pageLabels.moreFor(title) }));
};

export const Loading: Story = {
  args: { load: 'pending' },
  parameters: { machine: machine('loading') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.loadingPages)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { load: refused },
  parameters: { machine: machine('loadFailed') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.couldNotRetrieve)).toBeVisible();
    await expect(canvas.getByRole('button', { name: pageLabels.retry })).toBeVisible();
  },
};

export const Ready: Story = {
  args: { onOpen: fn() },
  parameters: { machine: machine('ready') },
  play: async ({ canvas, args }) => {
    await canvas.findByText('Enterprise tour');
    const rows = within(table()).getAllByRole('row').slice(1);
    // Newest first; a blank title is 'N/A'; the types and states in the spec's words.
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Enterprise tour'),
      expect.stringContaining('Pricing embed'),
      expect.stringContaining(m.notAvailable),
    ]);
    await expect(rows[0]).toHaveTextContent(`${m.active}${m.typeQa}`);
    await expect(rows[1]).toHaveTextContent(`${m.inactive}${m.typeEmbed}`);
    await expect(rows[2]).toHaveTextContent(m.typeCollection);
    await expect(rows[0]).toHaveTextContent('November 24, 2026');
    await userEvent.click(within(rows[1]!).getByText('Pricing embed'));
    await expect(args.onOpen).toHaveBeenCalledWith(samplePages[2]);
  },
};

export const Sharing: Story = {
  args: {},
  parameters: { machine: machine('ready') },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: pageLabels.shareFor('Enterprise tour') }),
    );
    await expect(
      await canvas.findByRole('heading', { name: `${m.prospectLinksFor} Enterprise tour` }),
    ).toBeVisible();
  },
};

export const ShareUnavailable: Story = {
  args: { withLinks: false },
  parameters: { machine: machine('ready') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: pageLabels.shareFor('Enterprise tour') }),
    ).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { load: ok([]) },
  parameters: { machine: machine('ready') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(pageLabels.empty)).toBeVisible();
  },
};

export const ChoosingType: Story = {
  args: {},
  parameters: { machine: machine('choosingType') },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: m.create }));
    const dialog = await screen.findByRole('dialog', { name: pageLabels.chooseType });
    const radios = within(dialog).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('aria-label') ?? radio.textContent)).toHaveLength(
      3,
    );
    await expect(within(dialog).getByRole('radio', { name: new RegExp(`^${m.typeQa}`) })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: new RegExp(`^${m.typeEmbed}`) }));
    await expect(within(dialog).getByRole('radio', { name: new RegExp(`^${m.typeEmbed}`) })).toBeChecked();
  },
};

export const Creating: Story = {
  args: {},
  parameters: { machine: machine('creating') },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: m.create }));
    const dialog = await screen.findByRole('dialog', { name: pageLabels.chooseType });
    await userEvent.click(within(dialog).getByRole('button', { name: m.continue }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: m.cancel })).toBeDisabled());
  },
};

export const CreateFailed: Story = {
  args: { create: refused },
  parameters: { machine: machine('ready') },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: m.create }));
    const dialog = await screen.findByRole('dialog', { name: pageLabels.chooseType });
    await userEvent.click(within(dialog).getByRole('button', { name: m.continue }));
    await expect(await screen.findByText(m.errorCreatingPage)).toBeVisible();
  },
};

export const Cloning: Story = {
  args: {},
  parameters: { machine: machine('cloning') },
  play: async () => {
    await openMore('Enterprise tour');
    await userEvent.click(await screen.findByRole('menuitem', { name: m.clone }));
    await waitFor(() => expect(screen.getByRole('button', { name: m.create })).toBeDisabled());
  },
};

export const CloneFailed: Story = {
  args: { clone: new TypeError('Failed to fetch') },
  parameters: { machine: machine('ready') },
  play: async () => {
    await openMore('Enterprise tour');
    await userEvent.click(await screen.findByRole('menuitem', { name: m.clone }));
    await expect(await screen.findByText(m.errorCopyingPage)).toBeVisible();
  },
};

export const ConfirmingDelete: Story = {
  args: {},
  parameters: { machine: machine('confirmingDelete') },
  play: async () => {
    await openMore('Pricing embed');
    await userEvent.click(await screen.findByRole('menuitem', { name: m.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: pageLabels.deleteTitle });
    await expect(dialog).toHaveTextContent(pageLabels.deleteMessage('Pricing embed'));
  },
};

export const Deleting: Story = {
  args: {},
  parameters: { machine: machine('deleting') },
  play: async () => {
    await openMore('Pricing embed');
    await userEvent.click(await screen.findByRole('menuitem', { name: m.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: pageLabels.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: m.delete }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: m.cancel })).toBeDisabled());
  },
};

export const DeleteFailed: Story = {
  args: { remove: refused },
  parameters: { machine: machine('ready') },
  play: async () => {
    await openMore('Pricing embed');
    await userEvent.click(await screen.findByRole('menuitem', { name: m.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: pageLabels.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: m.delete }));
    await expect(await screen.findByText(m.failedDeletePage)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteUnreachable: Story = {
  args: { remove: new TypeError('Failed to fetch') },
  parameters: { machine: machine('ready') },
  play: async () => {
    await openMore('Pricing embed');
    await userEvent.click(await screen.findByRole('menuitem', { name: m.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: pageLabels.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: m.delete }));
    await expect(await screen.findByText(m.couldNotConnect)).toBeVisible();
  },
};
