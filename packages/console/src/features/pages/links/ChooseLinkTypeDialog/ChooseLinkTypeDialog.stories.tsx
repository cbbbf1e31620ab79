import { pageMessages } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  bulkFilled,
  draftPage,
  pageReplies,
  sampleBound,
  sampleList,
  sampleLists,
  sampleListWithBlanks,
  sampleRun,
  sampleSellerId,
  sampleSession,
  sampleWebsite,
} from '../fixtures.ts';
import { LinkDialogStory } from '../LinksStory.tsx';
import { linkLabels } from '../messages.ts';

const meta = {
  title: 'console/Pages/Choose link type',
  component: LinkDialogStory,
  args: {},
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LinkDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const machine = (state: unknown) => ({ machine: { id: 'linkGeneration', state } });
const dialog = () => screen.findByRole('dialog', { name: pageMessages.chooseLinkType });
const field = async (name: string) => within(await dialog()).findByRole('textbox', { name });
const button = async (name: string) => within(await dialog()).findByRole('button', { name });
const confirmDialog = () => screen.findByRole('alertdialog', { name: pageMessages.pageNotPublished });
const filled = {
  recipient: { email: 'ada@analytical.example', name: 'Ada Lovelace' },
  values: { company: 'Acme', role: 'CTO' },
};
const link = sampleBound.payload[0].url;

// ---- Loading the page's placeholders and settings

export const Loading: Story = {
  parameters: machine('loading'),
  play: async () => {
    await expect(await within(await dialog()).findByText(linkLabels.loadingLinks)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { load: new TypeError('Failed to fetch') },
  parameters: machine('loadFailed'),
  play: async () => {
    await expect(await within(await dialog()).findByText(pageMessages.couldNotRetrieve)).toBeVisible();
  },
};

// ---- Outbound, one recipient (the default)

/** Outbound by default: e-mail, optional name, the page's placeholders; bulk locked by the plan. */
export const OutboundEditing: Story = {
  name: 'Outbound editing (bulk locked)',
  args: { load: pageReplies({ bulkGenerate: false }) },
  parameters: machine({ outbound: { single: 'editing' } }),
  play: async () => {
    const d = await dialog();
    await expect(await within(d).findByRole('radio', { name: pageMessages.outbound })).toBeChecked();
    await expect(within(d).getByRole('textbox', { name: 'company' })).toBeVisible();
    await expect(within(d).getByRole('checkbox', { name: linkLabels.bulkGenerate })).toBeDisabled();
    await expect(within(d).getByRole('img', { name: linkLabels.upgradeImage })).toBeVisible();
    await expect(within(d).getByText(linkLabels.bulkLocked)).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  name: "Invalid ('Invalid Email Address')",
  args: { state: { outbound: { single: 'editing' } } },
  parameters: machine({ outbound: { single: 'invalid' } }),
  play: async () => {
    await userEvent.type(await field(linkLabels.recipientEmail), 'ada@');
    await userEvent.click(await button(pageMessages.generateUrl));
    await expect(await within(await dialog()).findByText(pageMessages.invalidEmail)).toBeVisible();
  },
};

export const EmptyFields: Story = {
  name: "Invalid ('Empty Fields Detected')",
  args: {
    state: { outbound: { single: 'editing' } },
    context: { recipient: { email: 'ada@analytical.example', name: '' } },
  },
  parameters: machine({ outbound: { single: 'invalid' } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.generateUrl));
    await expect(await within(await dialog()).findByText(pageMessages.emptyFields)).toBeVisible();
    await expect(await field('company')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A page that is not live: 'Page is not published', Cancel or Continue. */
export const Confirming: Story = {
  name: "Confirming ('Page is not published')",
  args: { state: { outbound: { single: 'editing' } }, page: draftPage, context: { ...filled, live: false } },
  parameters: machine({ outbound: { single: 'confirming' } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.generateUrl));
    const confirm = await confirmDialog();
    await expect(within(confirm).getByRole('button', { name: pageMessages.cancel })).toBeVisible();
    await expect(within(confirm).getByRole('button', { name: pageMessages.continue })).toBeVisible();
  },
};

/** 'Generating Link': the prospect session (never answers). */
export const GeneratingSession: Story = {
  name: 'Generating (prospect session)',
  args: { state: { outbound: { single: 'editing' } }, context: filled },
  parameters: machine({ outbound: { single: { generating: 'session' } } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.generateUrl));
    await expect(await screen.findByText(pageMessages.generatingLink)).toBeVisible();
  },
};

export const GeneratingRelationship: Story = {
  name: 'Generating (relationship)',
  args: { state: { outbound: { single: 'editing' } }, context: filled, session: sampleSession },
  parameters: machine({ outbound: { single: { generating: 'relationship' } } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.generateUrl));
    await expect(await screen.findByText(pageMessages.generatingLink)).toBeVisible();
  },
};

export const Failed: Story = {
  name: "Failed ('Failed to generate seller link')",
  args: {
    state: { outbound: { single: 'editing' } },
    context: filled,
    session: new TypeError('Failed to fetch'),
  },
  parameters: machine({ outbound: { single: 'failed' } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.generateUrl));
    await expect(await within(await dialog()).findByText(pageMessages.failedSellerLink)).toBeVisible();
  },
};

/** The link, read-only, and Copy Link. */
export const Generated: Story = {
  args: {
    state: { outbound: { single: 'editing' } },
    context: filled,
    session: sampleSession,
    relationship: sampleBound,
  },
  parameters: machine({ outbound: { single: { generated: 'idle' } } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.generateUrl));
    const made = await field(linkLabels.sellerLink);
    await expect(made).toHaveValue(link);
    await expect(made).toHaveAttribute('readonly');
  },
};

export const Copying: Story = {
  args: { state: { outbound: { single: { generated: 'idle' } } }, context: { ...filled, link } },
  parameters: machine({ outbound: { single: { generated: 'copying' } } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.copyLink));
  },
};

export const Copied: Story = {
  args: { state: { outbound: { single: { generated: 'idle' } } }, context: { ...filled, link }, write: 'ok' },
  parameters: machine({ outbound: { single: { generated: 'copied' } } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.copyLink));
    await expect(await button(pageMessages.copied)).toBeVisible();
  },
};

export const CopyFailed: Story = {
  name: 'Copy failed',
  args: {
    state: { outbound: { single: { generated: 'idle' } } },
    context: { ...filled, link },
    write: new Error('denied'),
  },
  parameters: machine({ outbound: { single: { generated: 'copyFailed' } } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.copyLink));
    await expect(await within(await dialog()).findByText(linkLabels.copyFailed)).toBeVisible();
  },
};

// ---- Outbound, bulk from a contact list

export const BulkLoadingLists: Story = {
  name: 'Bulk loading lists',
  args: { state: { outbound: { single: 'editing' } } },
  parameters: machine({ outbound: { bulk: 'loadingLists' } }),
  play: async () => {
    await userEvent.click(within(await dialog()).getByRole('checkbox', { name: linkLabels.bulkGenerate }));
    await expect(await within(await dialog()).findByText(linkLabels.loadingLists)).toBeVisible();
  },
};

export const BulkListsFailed: Story = {
  name: 'Bulk lists failed',
  args: { state: { outbound: { single: 'editing' } }, lists: new TypeError('Failed to fetch') },
  parameters: machine({ outbound: { bulk: 'listsFailed' } }),
  play: async () => {
    await userEvent.click(within(await dialog()).getByRole('checkbox', { name: linkLabels.bulkGenerate }));
    await expect(await within(await dialog()).findByText(pageMessages.couldNotRetrieve)).toBeVisible();
  },
};

export const BulkEditing: Story = {
  name: 'Bulk editing',
  args: { state: { outbound: { single: 'editing' } }, lists: sampleLists },
  parameters: machine({ outbound: { bulk: 'editing' } }),
  play: async () => {
    await userEvent.click(within(await dialog()).getByRole('checkbox', { name: linkLabels.bulkGenerate }));
    await expect(
      await within(await dialog()).findByRole('combobox', { name: linkLabels.contactList }),
    ).toBeVisible();
    await expect(await button(pageMessages.bulkGenerateUrls)).toBeVisible();
  },
};

export const BulkSelectList: Story = {
  name: "Bulk invalid ('Please select a contact list')",
  args: { state: { outbound: { bulk: 'editing' } } },
  parameters: machine({ outbound: { bulk: 'invalid' } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.bulkGenerateUrls));
    await expect(await within(await dialog()).findByText(pageMessages.selectContactList)).toBeVisible();
  },
};

export const BulkInvalidIdentifier: Story = {
  name: "Bulk invalid ('Invalid Identifier Detected')",
  args: {
    state: { outbound: { bulk: 'editing' } },
    context: { ...bulkFilled, mapping: { company: '{{company}}', role: '{{title}}' } },
  },
  parameters: machine({ outbound: { bulk: 'invalid' } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.bulkGenerateUrls));
    await expect(await within(await dialog()).findByText(pageMessages.invalidIdentifier)).toBeVisible();
    await expect(await field('role')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Choosing a list reads its identifiers (never answers here). */
export const BulkLoadingList: Story = {
  name: 'Bulk loading the list',
  args: { state: { outbound: { bulk: 'editing' } } },
  parameters: machine({ outbound: { bulk: 'loadingList' } }),
  play: async () => {
    await userEvent.click(
      await within(await dialog()).findByRole('combobox', { name: linkLabels.contactList }),
    );
    await userEvent.click(await screen.findByRole('option', { name: sampleLists.payload[0]!.title }));
  },
};

/** The list's identifiers filled into the fields. */
export const BulkFilled: Story = {
  name: 'Bulk editing (identifiers filled)',
  args: { state: { outbound: { bulk: 'editing' } }, list: sampleList },
  parameters: machine({ outbound: { bulk: 'editing' } }),
  play: async () => {
    await userEvent.click(
      await within(await dialog()).findByRole('combobox', { name: linkLabels.contactList }),
    );
    await userEvent.click(await screen.findByRole('option', { name: sampleLists.payload[0]!.title }));
    await waitFor(async () => expect(await field(linkLabels.recipientEmailBulk)).toHaveValue('{{email}}'));
    await expect(await field('company')).toHaveValue('{{company}}');
    await expect(await field('role')).toHaveValue('');
  },
};

/** Issue 29, D.1: two contacts of the list have no company: the dialog says so before the run. */
export const BulkFilledWithBlanks: Story = {
  name: 'Bulk editing (contacts without a value)',
  args: { state: { outbound: { bulk: 'editing' } }, list: sampleListWithBlanks },
  parameters: machine({ outbound: { bulk: 'editing' } }),
  play: async () => {
    await userEvent.click(
      await within(await dialog()).findByRole('combobox', { name: linkLabels.contactList }),
    );
    await userEvent.click(await screen.findByRole('option', { name: sampleLists.payload[0]!.title }));
    await expect(
      await within(await dialog()).findByText(linkLabels.bulkBlanks('company', 'company', 2)),
    ).toBeVisible();
  },
};

export const BulkConfirming: Story = {
  name: "Bulk confirming ('Page is not published')",
  args: {
    state: { outbound: { bulk: 'editing' } },
    page: draftPage,
    context: { ...bulkFilled, live: false },
  },
  parameters: machine({ outbound: { bulk: 'confirming' } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.bulkGenerateUrls));
    await expect(await confirmDialog()).toBeVisible();
  },
};

export const BulkStarting: Story = {
  name: 'Bulk generating (starting)',
  args: { state: { outbound: { bulk: 'editing' } }, context: bulkFilled },
  parameters: machine({ outbound: { bulk: { generating: 'starting' } } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.bulkGenerateUrls));
    await expect(await within(await dialog()).findByRole('status')).toHaveTextContent(
      pageMessages.generatingLink,
    );
  },
};

/** The run's progress shows until the next poll. */
export const BulkWaiting: Story = {
  name: 'Bulk generating (progress)',
  args: { state: { outbound: { bulk: 'editing' } }, context: bulkFilled, start: sampleRun() },
  parameters: machine({ outbound: { bulk: { generating: 'waiting' } } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.bulkGenerateUrls));
    await expect(await within(await dialog()).findByText(/45 of 120 contacts/)).toBeVisible();
  },
};

export const BulkPolling: Story = {
  name: 'Bulk generating (asking for progress)',
  args: { state: { outbound: { bulk: 'editing' } }, context: bulkFilled, start: sampleRun(), pollMs: 10 },
  parameters: machine({ outbound: { bulk: { generating: 'polling' } } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.bulkGenerateUrls));
    await expect(await within(await dialog()).findByText(/45 of 120 contacts/)).toBeVisible();
  },
};

export const BulkFailed: Story = {
  name: 'Bulk failed',
  args: {
    state: { outbound: { bulk: 'editing' } },
    context: bulkFilled,
    start: {
      status: 'error',
      payload: null,
      message: 'Bulk link generation is not part of your plan',
      httpStatus: 403,
    },
  },
  parameters: machine({ outbound: { bulk: 'failed' } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.bulkGenerateUrls));
    await expect(
      await within(await dialog()).findByText('Bulk link generation is not part of your plan'),
    ).toBeVisible();
  },
};

/** Done: links made, rows that already had one, 'Invalid fields detected and dismissed'. */
export const BulkGenerated: Story = {
  name: 'Bulk generated',
  args: {
    state: { outbound: { bulk: 'editing' } },
    context: bulkFilled,
    start: sampleRun({ state: 'done', done: 120, created: 115, existing: 3, dismissed: 2 }),
  },
  parameters: machine({ outbound: { bulk: 'generated' } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.bulkGenerateUrls));
    const status = await within(await dialog()).findByRole('status');
    await expect(status).toHaveTextContent('115 new links, 3 already had one, 2 dismissed');
    await expect(status).toHaveTextContent(pageMessages.invalidFieldsDismissed);
  },
};

// ---- Inbound

export const InboundConfirming: Story = {
  name: "Inbound confirming ('Page is not published')",
  args: { state: { outbound: { single: 'editing' } }, page: draftPage, context: { live: false } },
  parameters: machine({ inbound: 'confirming' }),
  play: async () => {
    await userEvent.click(within(await dialog()).getByRole('radio', { name: pageMessages.inbound }));
    await expect(await confirmDialog()).toBeVisible();
  },
};

/** Switching to Inbound generates the website link (never answers here). */
export const InboundGenerating: Story = {
  name: 'Inbound generating',
  args: { state: { outbound: { single: 'editing' } } },
  parameters: machine({ inbound: 'generating' }),
  play: async () => {
    await userEvent.click(within(await dialog()).getByRole('radio', { name: pageMessages.inbound }));
    await expect(await screen.findAllByText(pageMessages.generatingLink)).not.toHaveLength(0);
  },
};

export const InboundFailed: Story = {
  name: "Inbound failed ('Failed to generate website link')",
  args: { state: { outbound: { single: 'editing' } }, website: new TypeError('Failed to fetch') },
  parameters: machine({ inbound: 'failed' }),
  play: async () => {
    await userEvent.click(within(await dialog()).getByRole('radio', { name: pageMessages.inbound }));
    await expect(await within(await dialog()).findByText(pageMessages.failedWebsiteLink)).toBeVisible();
  },
};

/** The website link, read-only, with the seller id and Copy Link. */
export const InboundGenerated: Story = {
  name: 'Inbound generated',
  args: { state: { outbound: { single: 'editing' } }, website: sampleWebsite },
  parameters: machine({ inbound: { generated: 'idle' } }),
  play: async () => {
    await userEvent.click(within(await dialog()).getByRole('radio', { name: pageMessages.inbound }));
    await expect(await field(linkLabels.websiteLink)).toHaveValue(sampleWebsite.payload.url);
    await expect(await field(linkLabels.sellerId)).toHaveValue(sampleSellerId);
  },
};

/** Issue 29, D.1: an inbound visitor has no contact row: the page's placeholders show as nothing. */
export const InboundGeneratedWithPlaceholders: Story = {
  name: 'Inbound generated (placeholders without a value)',
  args: {
    state: { outbound: { single: 'editing' } },
    context: { tokens: ['prospect_name', 'company'] },
    website: sampleWebsite,
  },
  parameters: machine({ inbound: { generated: 'idle' } }),
  play: async () => {
    await userEvent.click(within(await dialog()).getByRole('radio', { name: pageMessages.inbound }));
    await expect(await field(linkLabels.websiteLink)).toHaveValue(sampleWebsite.payload.url);
    await expect(
      await within(await dialog()).findByText(linkLabels.inboundBlanks(['prospect_name', 'company'])),
    ).toBeVisible();
  },
};

const inboundMade = {
  state: { inbound: { generated: 'idle' } },
  context: { websiteLink: sampleWebsite.payload.url },
} as const;

export const InboundCopying: Story = {
  name: 'Inbound copying',
  args: inboundMade,
  parameters: machine({ inbound: { generated: 'copying' } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.copyLink));
  },
};

export const InboundCopied: Story = {
  name: 'Inbound copied',
  args: { ...inboundMade, write: 'ok' },
  parameters: machine({ inbound: { generated: 'copied' } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.copyLink));
    await expect(await button(pageMessages.copied)).toBeVisible();
  },
};

export const InboundCopyFailed: Story = {
  name: 'Inbound copy failed',
  args: { ...inboundMade, write: new Error('denied') },
  parameters: machine({ inbound: { generated: 'copyFailed' } }),
  play: async () => {
    await userEvent.click(await button(pageMessages.copyLink));
    await expect(await within(await dialog()).findByText(linkLabels.copyFailed)).toBeVisible();
  },
};

export const Closed: Story = {
  args: { state: { outbound: { single: 'editing' } } },
  parameters: machine('closed'),
  play: async () => {
    await userEvent.click(await button(linkLabels.close));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
