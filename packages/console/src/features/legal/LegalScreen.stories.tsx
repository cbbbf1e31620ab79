import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect } from 'storybook/test';
import { PrivacyScreen, TermsScreen } from './LegalScreen.tsx';
import { legalLabels, privacyPage, termsPage } from './messages.ts';

const meta = {
  title: 'console/Legal',
  component: PrivacyScreen,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/privacy']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrivacyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = {
  name: 'Privacy Policy',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: privacyPage.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Cookies' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: legalLabels.back })).toHaveAttribute('href', '/');
  },
};

export const Terms: Story = {
  name: 'Terms of Service',
  render: () => <TermsScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: termsPage.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No warranty' })).toBeVisible();
  },
};
