import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect } from 'storybook/test';
import { notFoundLabels } from '../messages.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';

const meta = {
  title: 'console/Not found',
  component: NotFoundScreen,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/no-such-page']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  name: 'Not found',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: notFoundLabels.heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: notFoundLabels.home })).toHaveAttribute('href', '/');
  },
};
