import { embedMessages, exampleIds } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleDemos, sampleSolo } from '../../hero/fixtures.ts';
import {
  WidgetEditorStory,
  type WidgetEditorStoryProps,
} from '../../hero/WidgetEditorScreen/WidgetEditorStory.tsx';
import { editorLabels, sharedLabels } from '../../messages.ts';
import { SoloEditorScreen } from './SoloEditorScreen.tsx';

type Props = Omit<WidgetEditorStoryProps, 'kind' | 'screen'>;
function SoloStory(props: Props) {
  return (
    <WidgetEditorStory
      kind="solo"
      {...props}
      screen={(snapshot, send) => <SoloEditorScreen snapshot={snapshot} send={send} motion="reduced" />}
    />
  );
}

const meta = {
  title: 'console/Embeds/Solo editor',
  component: SoloStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/embeds/solo']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { onExisting: fn(), onOptOut: fn(), onPreview: fn(), onUpdate: fn() },
} satisfies Meta<typeof SoloStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const filledSolo = { name: 'Launch tour', recording_id: sampleDemos[0]!.id };
const button = (name: string) => screen.getByRole('button', { name });

export const Loading: Story = {
  args: { load: 'pending' },
  parameters: { machine: { id: 'soloEditor', state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(embedMessages.loadingSolo)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { load: 'offline' },
  parameters: { machine: { id: 'soloEditor', state: 'loadFailed' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(editorLabels.loadError)).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { load: 'notFound' },
  parameters: { machine: { id: 'soloEditor', state: 'notFound' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(editorLabels.notFound)).toBeVisible();
  },
};

/** A new Solo: no headline, body or link; only the demo (and the gated cards) on Content. */
export const New: Story = {
  args: { load: { widget: null } },
  parameters: { machine: { id: 'soloEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: /Demo/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: editorLabels.headline })).toBeNull();
    await expect(button(embedMessages.preview)).toBeDisabled();
  },
};

/** Saving without a demo: 'Incomplete Data'. */
export const NoDemo: Story = {
  name: 'Save without a demo',
  args: { load: { widget: null }, filled: { name: 'Launch tour' } },
  parameters: { machine: { id: 'soloEditor', state: { editing: 'idle' } }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.save }));
    await expect(await screen.findByText(embedMessages.incompleteData)).toBeVisible();
  },
};

/** A saved Solo, gated with the redirect on: the verification and redirect cards. */
export const SavedGated: Story = {
  name: 'Saved (gated, redirect on)',
  args: {
    load: { widget: sampleSolo({ is_gated: 1, check_blocklist: 1, redirect_to_restricted_domain: 1 }) },
  },
  parameters: { machine: { id: 'soloEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: embedMessages.publish })).toBeEnabled();
    await expect(canvas.getByText('Grace Hopper')).toBeVisible();
  },
};

export const SettingsTab: Story = {
  name: 'Settings tab',
  args: { load: { widget: sampleSolo() }, tab: 'settings' },
  parameters: { machine: { id: 'soloEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: embedMessages.settingsTab, selected: true }),
    ).toBeVisible();
    // Issue 29 B.10: 'Show video player controls' is General's, before the 'Identity verification' heading.
    const controls = canvas.getByRole('switch', { name: editorLabels.showControls });
    const gating = canvas.getByRole('heading', { name: sharedLabels.gatingTitle });
    await expect(controls.compareDocumentPosition(gating) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/**
 * Issue 29 B.3: the inline launch button (is_sneak), under the Launch button heading with the
 * spec's note; turned on, the save carries is_sneak 1.
 */
export const InlineLaunchButton: Story = {
  name: 'Inline launch button (is_sneak)',
  args: {
    load: { widget: sampleSolo() },
    tab: 'settings',
    promptOn: false,
    updateAnswer: { status: 'success', payload: sampleSolo({ is_sneak: 1 }), httpStatus: 200 },
  },
  parameters: { machine: { id: 'soloEditor', state: { editing: 'idle' } }, toast: { duration: Infinity } },
  play: async ({ canvas, args }) => {
    const launch = (await canvas.findByRole('heading', { name: editorLabels.launchButton })).closest(
      'section',
    ) as HTMLElement;
    const inline = within(launch).getByRole('switch', { name: editorLabels.inlineLaunch });
    await expect(inline).not.toBeChecked();
    await expect(inline).toHaveAccessibleDescription(embedMessages.embedCodeSneakNote);
    await userEvent.click(inline);
    await expect(inline).toBeChecked();
    await userEvent.click(button(embedMessages.save));
    await expect(await screen.findByText(embedMessages.changesSaved)).toBeVisible();
    await expect(args.onUpdate).toHaveBeenCalledWith(
      expect.objectContaining({ values: expect.objectContaining({ is_sneak: 1 }) }),
    );
  },
};

/** The CTA teaser chosen without its text: 'Cannot leave empty', and Save waits for it. */
export const CtaWithoutText: Story = {
  name: 'CTA teaser without text',
  args: { load: { widget: sampleSolo() }, tab: 'settings' },
  parameters: { machine: { id: 'soloEditor', state: { editing: 'idle' } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: embedMessages.teaserCta }));
    await expect(await canvas.findByText(embedMessages.cannotLeaveEmpty)).toBeVisible();
    await expect(button(embedMessages.save)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: sharedLabels.ctaText }), 'Watch the tour');
    await expect(canvas.queryByText(embedMessages.cannotLeaveEmpty)).toBeNull();
  },
};

/** The save-before-publish prompt, opted out with 'never show again': the create is in flight. */
export const Creating: Story = {
  args: { load: { widget: null }, filled: filledSolo },
  parameters: { machine: { id: 'soloEditor', state: { editing: { submitting: 'creating' } } } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.save }));
    const dialog = await screen.findByRole('dialog', { name: embedMessages.saveBeforePublishTitle });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: embedMessages.neverShowAgain }));
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.save }));
    await waitFor(() => expect(args.onOptOut).toHaveBeenCalledWith('Solo'));
  },
};

export const AddFailed: Story = {
  args: {
    load: { widget: null },
    filled: filledSolo,
    promptOn: false,
    createAnswer: { status: 'error', payload: null, message: 'No', httpStatus: 500 },
  },
  parameters: { machine: { id: 'soloEditor', state: { editing: 'idle' } }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.save }));
    await expect(await screen.findByText(embedMessages.errorAddingSolo)).toBeVisible();
  },
};

export const Created: Story = {
  args: {
    load: { widget: null },
    filled: filledSolo,
    promptOn: false,
    createAnswer: { status: 'success', payload: exampleIds.embedId, httpStatus: 201 },
  },
  parameters: { machine: { id: 'soloEditor', state: { editing: 'idle' } }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.save }));
    await expect(await screen.findByText(embedMessages.soloAdded)).toBeVisible();
  },
};

/** A live Solo: Save confirms that the changes go live at once, then updates. */
export const Updating: Story = {
  args: { load: { widget: sampleSolo({ live: 1 }) } },
  parameters: { machine: { id: 'soloEditor', state: { editing: { submitting: 'updating' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: embedMessages.published })).toBeDisabled();
    await userEvent.click(button(embedMessages.save));
    const dialog = await screen.findByRole('alertdialog', { name: embedMessages.liveSaveTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: embedMessages.save }));
    await expect(await screen.findByText(embedMessages.savingChanges)).toBeVisible();
  },
};

export const Saved: Story = {
  args: {
    load: { widget: sampleSolo() },
    promptOn: false,
    updateAnswer: { status: 'success', payload: sampleSolo(), httpStatus: 200 },
  },
  parameters: { machine: { id: 'soloEditor', state: { editing: 'idle' } }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.save }));
    await expect(await screen.findByText(embedMessages.changesSaved)).toBeVisible();
  },
};

export const Previewing: Story = {
  args: { load: { widget: sampleSolo() } },
  parameters: { machine: { id: 'soloEditor', state: { editing: 'previewing' } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.preview }));
    await waitFor(() => expect(button(embedMessages.preview)).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Previewed: Story = {
  args: {
    load: { widget: sampleSolo() },
    previewAnswer: { status: 'success', payload: 'AAAAAAAAAAAAAAAAAAAAAA', httpStatus: 200 },
  },
  parameters: { machine: { id: 'soloEditor', state: { editing: 'idle' } } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: embedMessages.preview }));
    await waitFor(() =>
      expect(args.onPreview).toHaveBeenCalledWith({
        previewId: 'AAAAAAAAAAAAAAAAAAAAAA',
        id: exampleIds.embedId,
      }),
    );
  },
};
