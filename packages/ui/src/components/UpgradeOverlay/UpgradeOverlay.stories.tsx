import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { Switch } from '../Switch/index.ts';
import { UpgradeOverlay } from './UpgradeOverlay.tsx';

const PREMIUM =
  'Upgrade to the Premium plan to edit email settings. You can still ask for email address with default settings in the Basic plan.';

function EmailSettings() {
  return (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      <Switch label="Verify identity" defaultChecked />
      <Checkbox label="Email required" defaultChecked />
      <Checkbox label="Check blocklist" />
      <Checkbox label="Check domain" />
      <Checkbox label="Check two-factor (link click)" />
    </div>
  );
}

const meta = {
  title: 'ui/UpgradeOverlay',
  component: UpgradeOverlay,
  args: { message: PREMIUM, children: <EmailSettings />, 'aria-label': 'Email settings' },
  decorators: [
    (Story) => (
      <div
        style={{
          width: 420,
          background: 'var(--color-surface)',
          border: '1px solid var(--color-border)',
          borderRadius: 8,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UpgradeOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Locked: Story = {};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('group', { name: 'Email settings' }));
    await expect(canvas.getByText(PREMIUM)).toBeVisible();
  },
};

export const FocusedWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const group = canvas.getByRole('group', { name: 'Email settings' });
    await expect(group).toHaveFocus();
    await expect(group).toHaveAccessibleDescription(PREMIUM);
    // The locked switches are skipped: the next Tab leaves the section.
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Verify identity' })).not.toHaveFocus();
  },
};

export const WithAction: Story = {
  args: { action: <Button variant="primary">See plans</Button> },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('group', { name: 'Email settings' }));
    await expect(canvas.getByRole('button', { name: 'See plans' })).toBeVisible();
  },
};

export const Unlocked: Story = {
  args: { locked: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Check domain' }));
    await expect(canvas.getByRole('checkbox', { name: 'Check domain' })).toBeChecked();
  },
};

export const Matrix: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 360px)', gap: 16 }}>
      {[false, true].map((locked) => (
        <div
          key={String(locked)}
          style={{
            background: 'var(--color-surface)',
            border: '1px solid var(--color-border)',
            borderRadius: 8,
          }}
        >
          <UpgradeOverlay {...args} aria-label={locked ? 'Locked settings' : 'Settings'} locked={locked}>
            <EmailSettings />
          </UpgradeOverlay>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('group', { name: 'Locked settings' }));
  },
};
