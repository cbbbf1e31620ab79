import {
  defaultEmbedSettings,
  type EmbedSettings,
  type GatingOptionName,
  type GatingValues,
} from '@showroom/contract';
import { gatingDefaults, toggleGating } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { embedMessages, sharedLabels } from '../../messages.ts';
import { GatingPanel } from './GatingPanel.tsx';

const labels = sharedLabels.gatingOptions;

/** The panel as an editor holds it: toggles go through toggleGating, as the editors do. */
function GatingStory({
  settings,
  initial,
  onToggle,
}: {
  settings: EmbedSettings;
  initial?: Partial<GatingValues>;
  onToggle: (option: GatingOptionName, on: boolean) => void;
}) {
  const [values, setValues] = useState<GatingValues>({ ...gatingDefaults(settings), ...initial });
  return (
    <main style={{ maxWidth: 420 }}>
      <GatingPanel
        values={values}
        settings={settings}
        onToggle={(option, on) => {
          onToggle(option, on);
          setValues((current) => toggleGating(current, option, on));
        }}
      />
    </main>
  );
}

const meta = {
  title: 'console/Embeds/Gating panel',
  component: GatingStory,
  args: { settings: defaultEmbedSettings(), onToggle: fn() },
} satisfies Meta<typeof GatingStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const withGating = (change: (gating: EmbedSettings['gating']) => void) => {
  const settings = defaultEmbedSettings();
  change(settings.gating);
  return settings;
};

/** Not gated: only the main toggle. */
export const Off: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: labels.is_gated })).not.toBeChecked();
    await expect(canvas.queryByRole('switch', { name: labels.check_blocklist })).toBeNull();
  },
};

/** Verify identity on shows every option the plan shows. */
export const Gated: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: labels.is_gated }));
    await expect(args.onToggle).toHaveBeenCalledWith('is_gated', true);
    for (const name of Object.values(labels))
      await expect(canvas.getByRole('switch', { name })).toBeEnabled();
  },
};

/** spec 2 §4: redirect forces the blocklist on; blocklist off clears redirect. */
export const RedirectNeedsBlocklist: Story = {
  name: 'Redirect forces the blocklist',
  args: { initial: { is_gated: 1 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: labels.redirect_to_restricted_domain }));
    await expect(args.onToggle).toHaveBeenCalledWith('redirect_to_restricted_domain', true);
    await expect(canvas.getByRole('switch', { name: labels.check_blocklist })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: labels.check_blocklist }));
    await expect(
      canvas.getByRole('switch', { name: labels.redirect_to_restricted_domain }),
    ).not.toBeChecked();
  },
};

/** spec 2 §4: two-factor forces the domain check on; domain off clears two-factor. */
export const TwoFactorNeedsDomain: Story = {
  name: 'Two-factor forces the domain check',
  args: { initial: { is_gated: 1 } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: labels.check_twofactor }));
    await expect(canvas.getByRole('switch', { name: labels.check_domain })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: labels.check_domain }));
    await expect(canvas.getByRole('switch', { name: labels.check_twofactor })).not.toBeChecked();
  },
};

/** gating.show false: no section at all. */
export const Hidden: Story = {
  name: 'Hidden by the plan',
  args: { settings: withGating((gating) => Object.assign(gating, { show: false })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByText(sharedLabels.gatingTitle)).toBeNull();
  },
};

/** gating.enable false disables the main toggle; an option's own flags hide or disable it. */
export const PerOptionFlags: Story = {
  name: 'Disabled and hidden options',
  args: {
    initial: { is_gated: 1 },
    settings: withGating((gating) => {
      gating.enable = false;
      gating.embed.customVerification.show = false;
      gating.embed.verify.domain.enable = false;
      gating.embed.verify.twofactor.show = false;
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: labels.is_gated })).toBeDisabled();
    await expect(canvas.queryByRole('switch', { name: labels.custom_verification })).toBeNull();
    await expect(canvas.queryByRole('switch', { name: labels.check_twofactor })).toBeNull();
    await expect(canvas.getByRole('switch', { name: labels.check_domain })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: labels.email_required })).toBeEnabled();
  },
};

/** gating.edit false: the options are locked; keyboard focus shows the Upgrade message too. */
export const Locked: Story = {
  name: 'Locked (Upgrade on focus)',
  args: {
    initial: { is_gated: 1 },
    settings: withGating((gating) => Object.assign(gating, { edit: false })),
  },
  play: async ({ canvas }) => {
    const locked = canvas.getByRole('group');
    await expect(locked).toHaveAccessibleDescription(embedMessages.gatingUpgrade);
    await userEvent.tab();
    await userEvent.tab();
    await expect(locked).toHaveFocus();
    await waitFor(() => expect(locked).toHaveAttribute('data-revealed'));
    await expect(canvas.getByText(embedMessages.gatingUpgrade)).toBeVisible();
  },
};

/** Locked, on hover. */
export const LockedHover: Story = {
  name: 'Locked (Upgrade on hover)',
  args: {
    initial: { is_gated: 1 },
    settings: withGating((gating) => Object.assign(gating, { edit: false })),
  },
  play: async ({ canvas }) => {
    const locked = canvas.getByRole('group');
    await userEvent.hover(locked);
    await waitFor(() => expect(locked).toHaveAttribute('data-revealed'));
  },
};
