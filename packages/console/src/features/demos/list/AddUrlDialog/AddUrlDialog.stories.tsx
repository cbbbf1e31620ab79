import { linkTypeLabels } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoListLabels, demoMessages } from '../../messages.ts';
import { DemoListStory } from '../DemoListStory.tsx';
import { readyDemos } from '../fixtures.ts';

const meta = {
  title: 'console/Demos/Add URL',
  component: DemoListStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/demos']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { state: { list: { ready: 'idle' }, dialog: 'addUrl' }, recordings: readyDemos, handOverLink: fn() },
  parameters: { layout: 'fullscreen', machine: { id: 'demoList', state: { dialog: 'addUrl' } } },
} satisfies Meta<typeof DemoListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: demoListLabels.addUrlTitle });
const chooseType = async (form: HTMLElement, label: string) => {
  await userEvent.click(within(form).getByRole('combobox', { name: demoListLabels.type }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
};

export const Empty: Story = {
  play: async () => {
    const form = await dialog();
    await expect(within(form).getByRole('combobox', { name: demoListLabels.type })).toBeVisible();
    await expect(within(form).getByRole('textbox', { name: demoListLabels.url })).toHaveValue('');
    // Nothing is said before the rep acts.
    await expect(within(form).queryByText(demoMessages.typeRequired)).toBeNull();
  },
};

/** Create > Add URL opens the form. */
export const Opened: Story = {
  name: 'Empty (opened from Create)',
  args: { state: { list: { ready: 'idle' }, dialog: 'closed' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: demoMessages.create }));
    await userEvent.click(await screen.findByRole('menuitem', { name: demoMessages.addUrl }));
    await expect(await dialog()).toBeVisible();
  },
};

export const Required: Story = {
  name: 'Type and URL required',
  play: async () => {
    const form = await dialog();
    await userEvent.click(within(form).getByRole('button', { name: demoListLabels.add }));
    await expect(within(form).getByText(demoMessages.typeRequired)).toBeVisible();
    await expect(within(form).getByText(demoMessages.urlRequired)).toBeVisible();
  },
};

export const InvalidUrl: Story = {
  name: 'Should be a valid url',
  args: { values: { type: 'public', url: 'videos.example.com/tour' }, touched: { type: true, url: true } },
  play: async () => {
    const form = await dialog();
    await expect(within(form).getByRole('textbox', { name: demoListLabels.url })).toHaveAccessibleDescription(
      demoMessages.invalidUrl,
    );
  },
};

/** A drive address that is not a sharing link's shape. */
export const IncorrectDriveUrl: Story = {
  name: 'Incorrect URL format',
  play: async () => {
    const form = await dialog();
    await chooseType(form, linkTypeLabels.gdrive);
    await userEvent.type(
      within(form).getByRole('textbox', { name: demoListLabels.url }),
      'https://drive.google.com/drive/folders/team',
    );
    await userEvent.click(within(form).getByRole('button', { name: demoListLabels.add }));
    await expect(within(form).getByText(demoMessages.incorrectUrlFormat)).toBeVisible();
  },
};

/** A good drive sharing link goes on to the new recording; the dialog closes. */
export const HandedOver: Story = {
  name: 'Closed (link handed over)',
  parameters: { machine: { id: 'demoList', state: { dialog: 'closed' } } },
  play: async ({ args }) => {
    const form = await dialog();
    await chooseType(form, linkTypeLabels.gdrive);
    const link = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing';
    await userEvent.type(within(form).getByRole('textbox', { name: demoListLabels.url }), link);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.handOverLink).toHaveBeenCalledWith({ type: 'gdrive', url: link }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
