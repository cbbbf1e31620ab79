import { embedMessages, exampleIds } from '@showroom/contract';
import { avatarColorIndex } from '@showroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { editorLabels, sharedLabels } from '../../messages.ts';
import { sampleDemos, sampleHero, sampleSettings } from '../fixtures.ts';
import { WidgetEditorStory, type WidgetEditorStoryProps } from '../WidgetEditorScreen/WidgetEditorStory.tsx';
import { HeroEditorScreen } from './HeroEditorScreen.tsx';

type Props = Omit<WidgetEditorStoryProps, 'kind' | 'screen'>;
function HeroStory(props: Props) {
  return (
    <WidgetEditorStory
      kind="hero"
      {...props}
      screen={(snapshot, send) => <HeroEditorScreen snapshot={snapshot} send={send} motion="reduced" />}
    />
  );
}

const meta = {
  title: 'console/Embeds/Hero editor',
  component: HeroStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/embeds/hero']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { onExisting: fn(), onOptOut: fn(), onPreview: fn() },
} satisfies Meta<typeof HeroStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const filledHero = {
  name: 'Product tour hero',
  headline: 'See it in action',
  description: 'A two-minute tour.',
  action_label: 'Book a call',
  action_link: 'https://example.com/book',
  recording_id: sampleDemos[0]!.id,
};
const button = (name: string) => screen.getByRole('button', { name });

export const Loading: Story = {
  args: { load: 'pending' },
  parameters: { machine: { id: 'heroEditor', state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(embedMessages.loadingHero)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { load: 'offline' },
  parameters: { machine: { id: 'heroEditor', state: 'loadFailed' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(editorLabels.loadError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: editorLabels.retry })).toBeEnabled();
  },
};

export const NotFound: Story = {
  args: { load: 'notFound' },
  parameters: { machine: { id: 'heroEditor', state: 'notFound' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(editorLabels.notFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: editorLabels.backToEmbeds })).toHaveAttribute(
      'href',
      '/feature/embeds',
    );
  },
};

/** A new Hero: Preview is off (nothing saved yet), Save and Publish wait for the rules. */
export const NewContent: Story = {
  name: 'New (Content tab)',
  args: { load: { widget: null } },
  parameters: { machine: { id: 'heroEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: embedMessages.contentTab, selected: true }),
    ).toBeVisible();
    await expect(button(embedMessages.preview)).toBeDisabled();
    // Disabled with their reason (the first broken rule), so they stay focusable.
    await expect(button(embedMessages.save)).toHaveAttribute('aria-disabled', 'true');
    await expect(button(embedMessages.publish)).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('0/40')).toBeVisible();
  },
};

/** Every Hero rule of §5 broken at once: the messages letter for letter. */
export const RulesBroken: Story = {
  name: 'Every rule broken',
  args: {
    load: { widget: null },
    filled: { headline: 'x'.repeat(41), action_label: 'y'.repeat(51), description: 'z'.repeat(501) },
  },
  parameters: { machine: { id: 'heroEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: editorLabels.titleLabel });
    await userEvent.type(title, '{Enter}');
    await expect(await canvas.findByText(embedMessages.titleRequired)).toBeVisible();
    await expect(canvas.getByText('Cannot be more than 40 charactres')).toBeVisible();
    await expect(canvas.getByText(embedMessages.labelTooLong)).toBeVisible();
    await expect(canvas.getByText(embedMessages.descriptionTooLong)).toBeVisible();
    await expect(canvas.getByText(embedMessages.urlRequired)).toBeVisible();
    await expect(await screen.findByText(embedMessages.incompleteData)).toBeVisible();
    const headline = canvas.getByRole('textbox', { name: editorLabels.headline });
    await userEvent.clear(headline);
    await expect(canvas.getByText(embedMessages.headlineRequired)).toBeVisible();
  },
};

/** A saved, published Hero: 'Published' and disabled; gated, so the cards show. */
export const Saved: Story = {
  name: 'Saved and published (gated, redirect on)',
  args: {
    load: {
      widget: sampleHero({ live: 1, is_gated: 1, check_blocklist: 1, redirect_to_restricted_domain: 1 }),
    },
  },
  parameters: { machine: { id: 'heroEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: embedMessages.published })).toBeDisabled();
    await expect(button(embedMessages.preview)).toBeEnabled();
    await expect(canvas.getByText('Grace Hopper')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: editorLabels.headline })).toHaveValue(
      'See it in action',
    );
    // Gated: the verification content; redirecting restricted domains: the redirect card.
    await expect(canvas.getByText(sharedLabels.verificationTitle)).toBeInTheDocument();
    await expect(canvas.getByText(sharedLabels.redirectTitle)).toBeInTheDocument();
  },
};

export const SettingsTab: Story = {
  name: 'Settings tab',
  args: { load: { widget: sampleHero({ is_gated: 1 }) }, tab: 'settings' },
  parameters: { machine: { id: 'heroEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: embedMessages.settingsTab, selected: true }),
    ).toBeVisible();
    await expect(canvas.getByRole('switch', { name: editorLabels.mutedOnLaunch })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: editorLabels.showControls })).toBeChecked();
    // Issue 29 B.10: the creator's avatar has the colour their id gives it on every screen (the
    // embeds list's card paints it from salesrep_id too), not the header's own.
    const owner = canvas.getByText('Grace Hopper').previousElementSibling as HTMLElement;
    await expect(owner).toHaveAttribute('data-color', String(avatarColorIndex(exampleIds.salesRepId)));
  },
};

/** The plan does not let the rep edit the gating options: the Upgrade message covers them. */
export const SettingsLocked: Story = {
  name: 'Settings tab (gating locked by the plan)',
  args: {
    load: { widget: sampleHero({ is_gated: 1 }) },
    tab: 'settings',
    settings: sampleSettings((settings) => {
      settings.gating.edit = false;
    }),
  },
  parameters: { machine: { id: 'heroEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: editorLabels.mutedOnLaunch })).toBeVisible();
  },
};

/** A filled new Hero, saved with the prompt off: the create is in flight. */
export const Creating: Story = {
  args: { load: { widget: null }, filled: filledHero, promptOn: false },
  parameters: { machine: { id: 'heroEditor', state: { editing: { submitting: 'creating' } } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.save }));
    await expect(await screen.findByText(embedMessages.savingChanges)).toBeVisible();
  },
};

/** The create answered: the new id is kept and the toast says so. */
export const Created: Story = {
  args: {
    load: { widget: null },
    filled: filledHero,
    promptOn: false,
    createAnswer: { status: 'success', payload: exampleIds.embedId, httpStatus: 201 },
  },
  parameters: { machine: { id: 'heroEditor', state: { editing: 'idle' } }, toast: { duration: Infinity } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.save }));
    await expect(await screen.findByText(embedMessages.heroAdded)).toBeVisible();
    await waitFor(() => expect(args.onExisting).toHaveBeenCalledWith(exampleIds.embedId));
    await expect(button(embedMessages.preview)).toBeEnabled();
  },
};

/** Publish of a saved draft: the confirm, then the update with live 1 in flight. */
export const Updating: Story = {
  args: { load: { widget: sampleHero() } },
  parameters: { machine: { id: 'heroEditor', state: { editing: { submitting: 'updating' } } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.publish }));
    const dialog = await screen.findByRole('alertdialog', { name: embedMessages.publishConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.publish }));
    await expect(await screen.findByText(embedMessages.savingChanges)).toBeVisible();
  },
};

export const UpdateFailed: Story = {
  args: {
    load: { widget: sampleHero() },
    promptOn: false,
    updateAnswer: { status: 'error', payload: null, message: 'No', httpStatus: 500 },
  },
  parameters: { machine: { id: 'heroEditor', state: { editing: 'idle' } }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.save }));
    await expect(await screen.findByText(embedMessages.errorUpdatingHero)).toBeVisible();
  },
};

export const Previewing: Story = {
  args: { load: { widget: sampleHero() } },
  parameters: { machine: { id: 'heroEditor', state: { editing: 'previewing' } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.preview }));
    await waitFor(() => expect(button(embedMessages.preview)).toHaveAttribute('aria-busy', 'true'));
  },
};

export const PreviewFailed: Story = {
  args: {
    load: { widget: sampleHero() },
    previewAnswer: { status: 'error', payload: null, message: 'No', httpStatus: 400 },
  },
  parameters: { machine: { id: 'heroEditor', state: { editing: 'idle' } }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.preview }));
    await expect(await screen.findByText(embedMessages.unableToPreview)).toBeVisible();
  },
};
