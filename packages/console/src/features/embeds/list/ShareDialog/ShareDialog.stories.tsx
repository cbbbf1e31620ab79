import { shareAddress } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { embedMessages, listLabels } from '../../messages.ts';
import { liveHero, sampleAudienceUrl, sampleCompanyId } from '../fixtures.ts';
import { ShareDialogStory } from './ShareDialogStory.tsx';

const meta = {
  title: 'console/Embeds/Share dialog',
  component: ShareDialogStory,
  args: { state: 'editing' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShareDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const token = 'Q2hvb3NlWW91ckFkdmVudA';
const filled = { title: 'Our product tour', description: 'Two minutes, no sign-up: see how it works.' };
const link = shareAddress(
  sampleAudienceUrl,
  { token, type: liveHero.kind, id: liveHero.id, companyId: sampleCompanyId },
  filled,
);
const made = {
  status: 'success' as const,
  payload: { token, type: liveHero.kind, id: liveHero.id, companyId: sampleCompanyId },
  httpStatus: 201,
};
const dialog = () => screen.findByRole('dialog', { name: embedMessages.shareTitle });
const title = (within_: HTMLElement) =>
  within(within_).getByRole('textbox', { name: embedMessages.shareTitleLabel });
const description = (within_: HTMLElement) =>
  within(within_).getByRole('textbox', { name: embedMessages.shareDescriptionLabel });

export const Editing: Story = {
  parameters: { machine: { id: 'share', state: 'editing' } },
  play: async () => {
    const share = await dialog();
    await expect(description(share)).toHaveAttribute(
      'placeholder',
      embedMessages.shareDescriptionPlaceholder,
    );
    await expect(description(share)).toHaveAttribute('maxlength', '400');
    await expect(title(share)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Generate with both empty: both get a red border, and no link is asked for. */
export const EditingTouched: Story = {
  name: 'Editing (empty fields after Generate)',
  parameters: { machine: { id: 'share', state: 'editing' } },
  play: async () => {
    const share = await dialog();
    await userEvent.type(title(share), 'Our product tour');
    await userEvent.click(within(share).getByRole('button', { name: embedMessages.generatePageUrl }));
    await expect(description(share)).toHaveAttribute('aria-invalid', 'true');
    await expect(title(share)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Both filled, Generate: the fake call never answers. */
export const Generating: Story = {
  parameters: { machine: { id: 'share', state: 'generating' } },
  play: async () => {
    const share = await dialog();
    await userEvent.type(title(share), filled.title);
    await userEvent.type(description(share), filled.description);
    await userEvent.click(within(share).getByRole('button', { name: embedMessages.generatePageUrl }));
    await expect(within(share).getByRole('button', { name: embedMessages.generatePageUrl })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: {
    values: filled,
    shareAnswer: { status: 'error', payload: null, message: 'Embed not found', httpStatus: 404 },
  },
  parameters: { machine: { id: 'share', state: 'failed' } },
  play: async () => {
    const share = await dialog();
    await userEvent.click(within(share).getByRole('button', { name: embedMessages.generatePageUrl }));
    await expect(await within(share).findByRole('alert')).toHaveTextContent('Embed not found');
  },
};

export const FailedUnreachable: Story = {
  name: 'Failed (unreachable)',
  args: { state: 'failed', values: filled, problem: null },
  parameters: { machine: { id: 'share', state: 'failed' } },
  play: async () => {
    const share = await dialog();
    await expect(within(share).getByRole('alert')).toHaveTextContent(listLabels.shareFailed);
  },
};

/** The link on the audience host, read-only, and 'Copy Link'. */
export const Generated: Story = {
  args: { values: filled, shareAnswer: made },
  parameters: { machine: { id: 'share', state: { generated: 'idle' } } },
  play: async () => {
    const share = await dialog();
    await userEvent.click(within(share).getByRole('button', { name: embedMessages.generatePageUrl }));
    const field = await within(share).findByRole('textbox', { name: embedMessages.shareLink });
    await expect(field).toHaveValue(link);
    await expect(field).toHaveAttribute('readonly');
    await expect(within(share).getByRole('button', { name: embedMessages.copyLink })).toBeVisible();
  },
};

export const Copying: Story = {
  args: { state: { generated: 'idle' }, values: filled, link },
  parameters: { machine: { id: 'share', state: { generated: 'copying' } } },
  play: async () => {
    const share = await dialog();
    await userEvent.click(within(share).getByRole('button', { name: embedMessages.copyLink }));
  },
};

export const Copied: Story = {
  args: { state: { generated: 'idle' }, values: filled, link, writeAnswer: 'ok' },
  parameters: { machine: { id: 'share', state: { generated: 'copied' } } },
  play: async () => {
    const share = await dialog();
    await userEvent.click(within(share).getByRole('button', { name: embedMessages.copyLink }));
    await expect(await within(share).findByRole('button', { name: embedMessages.linkCopied })).toBeVisible();
  },
};

export const CopyFailed: Story = {
  name: 'Copy failed',
  args: { state: { generated: 'idle' }, values: filled, link, writeAnswer: new Error('denied') },
  parameters: { machine: { id: 'share', state: { generated: 'copyFailed' } } },
  play: async () => {
    const share = await dialog();
    await userEvent.click(within(share).getByRole('button', { name: embedMessages.copyLink }));
    await expect(await within(share).findByRole('alert')).toHaveTextContent(listLabels.copyFailed);
  },
};

export const Closed: Story = {
  parameters: { machine: { id: 'share', state: 'closed' } },
  play: async () => {
    const share = await dialog();
    await userEvent.click(within(share).getByRole('button', { name: listLabels.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
