import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { embedKindLabels, embedMessages } from '../../messages.ts';
import { EmbedListStory } from '../EmbedListStory.tsx';

const meta = {
  title: 'console/Embeds/Type chooser',
  component: EmbedListStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/embeds']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { state: { list: { ready: 'idle' }, dialog: 'closed' }, openNewEditor: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmbedListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const openChooser = async () => {
  await userEvent.click(screen.getByRole('button', { name: embedMessages.createEmbed }));
  return screen.findByRole('dialog', { name: embedMessages.chooseType });
};

/** 'Create Embed' opens it with Choose Your Adventure chosen; Sneakpeek is not offered. */
export const ChoosingType: Story = {
  name: 'Choosing type',
  parameters: { machine: { id: 'embedList', state: { dialog: 'choosingType' } } },
  play: async () => {
    const dialog = await openChooser();
    await expect(within(dialog).getByRole('radio', { name: embedKindLabels.cyoa })).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: embedKindLabels.solo })).not.toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: embedKindLabels.hero })).not.toBeChecked();
    await expect(within(dialog).queryByRole('radio', { name: embedKindLabels.sneakpeek })).toBeNull();
  },
};

/** Another kind chosen. */
export const ChoosingSolo: Story = {
  name: 'Choosing type (Solo)',
  parameters: { machine: { id: 'embedList', state: { dialog: 'choosingType' } } },
  play: async () => {
    const dialog = await openChooser();
    await userEvent.click(within(dialog).getByRole('radio', { name: embedKindLabels.solo }));
    await expect(within(dialog).getByRole('radio', { name: embedKindLabels.solo })).toBeChecked();
  },
};

/** Continue goes to the chosen kind's new editor and closes the chooser. */
export const Continued: Story = {
  name: 'Closed (continued to Hero)',
  parameters: { machine: { id: 'embedList', state: { dialog: 'closed' } } },
  play: async ({ args }) => {
    const dialog = await openChooser();
    await userEvent.click(within(dialog).getByRole('radio', { name: embedKindLabels.hero }));
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.continue }));
    await expect(args.openNewEditor).toHaveBeenCalledWith('hero');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Cancel closes without going anywhere. */
export const Cancelled: Story = {
  name: 'Closed (cancelled)',
  parameters: { machine: { id: 'embedList', state: { dialog: 'closed' } } },
  play: async ({ args }) => {
    const dialog = await openChooser();
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.openNewEditor).not.toHaveBeenCalled();
  },
};
