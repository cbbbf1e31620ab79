import { pageMessages, prospectLinksHeading } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  listed,
  manyLinks,
  pageReplies,
  sampleBound,
  sampleLinks,
  samplePage,
  sampleSession,
} from '../fixtures.ts';
import { ProspectLinksStory } from '../LinksStory.tsx';
import { linkLabels } from '../messages.ts';

const meta = {
  title: 'console/Pages/Prospect links',
  component: ProspectLinksStory,
  args: { loads: [listed(sampleLinks)] },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProspectLinksStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('table', { name: linkLabels.tableLabel(samplePage.title) });
const rowOf = async (text: string) => {
  const cell = await within(await table()).findByText(text);
  return cell.closest('tr') as HTMLElement;
};

export const Loading: Story = {
  args: { loads: [] },
  parameters: { machine: { id: 'prospectLinks', state: { list: 'loading', dialog: 'closed' } } },
  play: async () => {
    await expect(await screen.findByText(linkLabels.loadingLinks)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { loads: [new TypeError('Failed to fetch')] },
  parameters: { machine: { id: 'prospectLinks', state: { list: 'loadFailed', dialog: 'closed' } } },
  play: async () => {
    await expect(await screen.findByText(pageMessages.cannotRetrieve)).toBeVisible();
    await expect(screen.getByRole('button', { name: linkLabels.retry })).toBeVisible();
  },
};

/** 'Prospect links for <title>', the subtitle, N/A for a blank name, Copy and delete per row. */
export const Ready: Story = {
  parameters: { machine: { id: 'prospectLinks', state: { list: { ready: 'idle' }, dialog: 'closed' } } },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: prospectLinksHeading(samplePage.title) }),
    ).toBeVisible();
    await expect(screen.getByText(pageMessages.prospectLinksSubtitle)).toBeVisible();
    const grace = await rowOf('grace@navy.example');
    await expect(within(grace).getByText(pageMessages.notAvailable)).toBeVisible();
    await expect(
      within(grace).getByRole('button', { name: linkLabels.copyFor('grace@navy.example') }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: pageMessages.generateLink })).toBeVisible();
    await expect(screen.getByRole('checkbox', { name: linkLabels.selectAll })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { loads: [listed([])] },
  parameters: { machine: { id: 'prospectLinks', state: { list: { ready: 'idle' }, dialog: 'closed' } } },
  play: async () => {
    await expect(await screen.findByText(linkLabels.noLinks)).toBeVisible();
  },
};

/** A ticked row turns Generate Link into Download URLs; select-all ticks every row. */
export const Selected: Story = {
  parameters: { machine: { id: 'prospectLinks', state: { list: { ready: 'idle' }, dialog: 'closed' } } },
  play: async () => {
    const ada = await rowOf('ada@analytical.example');
    await userEvent.click(within(ada).getByRole('checkbox'));
    await expect(await screen.findByRole('button', { name: pageMessages.downloadUrls })).toBeVisible();
    await expect(screen.queryByRole('button', { name: pageMessages.generateLink })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: linkLabels.selectAll }));
    await expect(screen.getByRole('checkbox', { name: linkLabels.selectAll })).toBeChecked();
  },
};

/** 10,000 links: the table tells assistive tech the full size and draws only what is seen. */
export const TenThousandLinks: Story = {
  name: '10,000 links (virtualised)',
  args: { loads: [listed(manyLinks())] },
  parameters: { machine: { id: 'prospectLinks', state: { list: { ready: 'idle' }, dialog: 'closed' } } },
  play: async () => {
    const links = await table();
    await waitFor(() => expect(links).toHaveAttribute('aria-rowcount', '10001'));
    await expect(await within(links).findByText('prospect1@acme.example')).toBeVisible();
    await expect(within(links).getAllByRole('row').length).toBeLessThan(60);
  },
};

export const Copying: Story = {
  parameters: { machine: { id: 'prospectLinks', state: { list: { ready: 'copying' }, dialog: 'closed' } } },
  play: async () => {
    const ada = await rowOf('ada@analytical.example');
    await userEvent.click(within(ada).getByRole('button', { name: linkLabels.copyFor('Ada Lovelace') }));
  },
};

/** Copy, and the clipboard has it: the toast 'Copied'. */
export const Copied: Story = {
  args: { write: 'ok' },
  parameters: { machine: { id: 'prospectLinks', state: { list: { ready: 'idle' }, dialog: 'closed' } } },
  play: async () => {
    const ada = await rowOf('ada@analytical.example');
    await userEvent.click(within(ada).getByRole('button', { name: linkLabels.copyFor('Ada Lovelace') }));
    await expect(await screen.findByText(pageMessages.copied)).toBeVisible();
  },
};

export const Downloading: Story = {
  args: { onDownload: fn() },
  parameters: {
    machine: { id: 'prospectLinks', state: { list: { ready: 'downloading' }, dialog: 'closed' } },
  },
  play: async ({ args }) => {
    const ada = await rowOf('ada@analytical.example');
    await userEvent.click(within(ada).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: pageMessages.downloadUrls }));
    await expect(args.onDownload).toHaveBeenCalledWith({ title: samplePage.title, links: [sampleLinks[0]] });
  },
};

/** The file could not be written: 'Error downloading URLs'. */
export const DownloadFailed: Story = {
  name: 'Download failed',
  args: { download: new Error('disk full') },
  parameters: { machine: { id: 'prospectLinks', state: { list: { ready: 'idle' }, dialog: 'closed' } } },
  play: async () => {
    const ada = await rowOf('ada@analytical.example');
    await userEvent.click(within(ada).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: pageMessages.downloadUrls }));
    await expect(await screen.findByText(pageMessages.errorDownloadingUrls)).toBeVisible();
  },
};

export const Confirming: Story = {
  name: 'Delete confirming',
  parameters: { machine: { id: 'prospectLinks', state: { list: 'confirming', dialog: 'closed' } } },
  play: async () => {
    const ada = await rowOf('ada@analytical.example');
    await userEvent.click(within(ada).getByRole('button', { name: linkLabels.deleteFor('Ada Lovelace') }));
    const confirm = await screen.findByRole('alertdialog', { name: linkLabels.deleteTitle });
    await expect(within(confirm).getByText(linkLabels.deleteMessage('Ada Lovelace'))).toBeVisible();
  },
};

export const Deleting: Story = {
  parameters: { machine: { id: 'prospectLinks', state: { list: 'deleting', dialog: 'closed' } } },
  play: async () => {
    const ada = await rowOf('ada@analytical.example');
    await userEvent.click(within(ada).getByRole('button', { name: linkLabels.deleteFor('Ada Lovelace') }));
    const confirm = await screen.findByRole('alertdialog', { name: linkLabels.deleteTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: pageMessages.delete }));
    await expect(await screen.findByText(linkLabels.deleting)).toBeVisible();
  },
};

/** The delete was refused: 'Failed to delete relationship', and the row stays. */
export const DeleteFailed: Story = {
  name: 'Delete failed',
  args: { remove: { status: 'error', payload: null, message: 'Not found', httpStatus: 404 } },
  parameters: { machine: { id: 'prospectLinks', state: { list: { ready: 'idle' }, dialog: 'closed' } } },
  play: async () => {
    const ada = await rowOf('ada@analytical.example');
    await userEvent.click(within(ada).getByRole('button', { name: linkLabels.deleteFor('Ada Lovelace') }));
    const confirm = await screen.findByRole('alertdialog', { name: linkLabels.deleteTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: pageMessages.delete }));
    await expect(await screen.findByText(pageMessages.failedDeleteRelationship)).toBeVisible();
    await expect(await rowOf('ada@analytical.example')).toBeTruthy();
  },
};

export const DialogOpen: Story = {
  name: 'Generate Link (dialog open)',
  args: { dialog: { load: pageReplies({ bulkGenerate: false, placeholders: [] }) } },
  parameters: { machine: { id: 'prospectLinks', state: { list: { ready: 'idle' }, dialog: 'open' } } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: pageMessages.generateLink }));
    const dialog = await screen.findByRole('dialog', { name: pageMessages.chooseLinkType });
    await expect(
      await within(dialog).findByRole('textbox', { name: linkLabels.recipientEmail }),
    ).toBeVisible();
  },
};

/** A link made in the dialog, the dialog closed: the table is read again (the new read never answers). */
export const Refreshing: Story = {
  args: {
    loads: [listed(sampleLinks)],
    dialog: {
      load: pageReplies({ bulkGenerate: false, placeholders: [] }),
      session: sampleSession,
      relationship: sampleBound,
    },
  },
  parameters: {
    machine: { id: 'prospectLinks', state: { list: { ready: 'refreshing' }, dialog: 'closed' } },
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: pageMessages.generateLink }));
    const dialog = await screen.findByRole('dialog', { name: pageMessages.chooseLinkType });
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: linkLabels.recipientEmail }),
      'ada@analytical.example',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: pageMessages.generateUrl }));
    await within(dialog).findByRole('textbox', { name: linkLabels.sellerLink });
    await userEvent.click(within(dialog).getByRole('button', { name: linkLabels.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
