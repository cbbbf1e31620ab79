import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { shellLabels } from '../messages.ts';
import { Shell } from './Shell.tsx';

const meta = {
  title: 'console/Shell',
  component: Shell,
  args: { name: 'Ada Lovelace', companyName: 'Acme Analytics', onLogout: fn() },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  name: 'Signed in',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await expect(canvas.getByText('Acme Analytics')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: shellLabels.logout }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Names as long as the company records allow: they are cut with an ellipsis, never wrapped. */
export const LongNames: Story = {
  name: 'Long names',
  args: {
    name: 'Maximiliana Theodora Alexandrovna-Featherstonehaugh',
    companyName: 'International Consolidated Business Machines and Analytics Holdings',
  },
};
