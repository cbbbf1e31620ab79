import { settingsMessages } from '@showroom/contract';
import {
  type CompanySettings,
  type LogoFile,
  type LogoRecord,
  type LogoReply,
  logoMachine,
  type SettingsReply,
  settingsMachine,
} from '@showroom/machines';
import { loadFont, prospectFonts } from '@showroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { defaultStyle, logoMaxBytes, settingsLabels } from '../messages.ts';
import { SettingsScreen } from './SettingsScreen.tsx';

type SettingsState = SnapshotFrom<typeof settingsMachine>['value'];
type LogoState = SnapshotFrom<typeof logoMachine>['value'];

const saved: CompanySettings = {
  style: { ...defaultStyle, fontName: 'Lora' },
  emailBlockList: ['rival.example', 'https://competitor.example'],
};
// A logo drawn in the story itself: no network in screenshot tests.
const logoUrl =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40" rx="8" fill="%231E41AF"/></svg>';
const logo: LogoRecord = { logoUrl, logoImage: null, recentMethod: 'url' };

type SettingsStoryProps = {
  settingsState: SettingsState;
  logoState: LogoState;
  loadFailure?: 'refused' | 'unreachable' | null;
  logoFailure?: 'url' | 'image' | null;
  draftUrl?: string;
  draftInvalid?: boolean;
  onCancel: () => void;
  /** What the fake save answers; without one it never answers. */
  saveAnswer?: SettingsReply;
};

/** The settings screen on both machines, each started in its state, with fake calls. */
function SettingsStory({
  settingsState,
  logoState,
  loadFailure = null,
  logoFailure = null,
  draftUrl = '',
  draftInvalid = false,
  onCancel,
  saveAnswer,
}: SettingsStoryProps) {
  const never = () => new Promise<never>(() => {});
  const settings = settingsMachine.provide({
    actors: {
      load: fromPromise<CompanySettings, void>(never),
      save: fromPromise<SettingsReply, CompanySettings>(async () => saveAnswer ?? never()),
    },
  });
  const logos = logoMachine.provide({
    actors: {
      load: fromPromise<LogoRecord, void>(never),
      saveUrl: fromPromise<LogoReply, { url: string }>(never),
      upload: fromPromise<LogoReply, { file: LogoFile }>(never),
    },
  });
  const [settingsSnapshot, sendSettings] = useMachine(settings, {
    snapshot: settings.resolveState({
      value: settingsState,
      context: { saved: settingsState.startsWith('load') ? null : saved, pending: null, loadFailure },
    }),
  });
  const [logoSnapshot, sendLogo] = useMachine(logos, {
    input: { maxBytes: logoMaxBytes },
    snapshot: logos.resolveState({
      value: logoState,
      context: {
        maxBytes: logoMaxBytes,
        logo: logoState === 'loading' || logoState === 'loadFailed' ? null : logo,
        draftUrl,
        draftInvalid,
        file: null,
        failure: logoFailure,
      },
    }),
  });
  return (
    <SettingsScreen
      settings={settingsSnapshot}
      sendSettings={sendSettings}
      logo={logoSnapshot}
      sendLogo={sendLogo}
      companyName="Acme Analytics"
      onCancel={onCancel}
      logoSrc={(path) => path}
    />
  );
}

const meta = {
  title: 'console/Settings',
  component: SettingsStory,
  args: { settingsState: 'editing', logoState: 'idle', onCancel: fn() },
  parameters: { layout: 'fullscreen', toast: { duration: Infinity } },
  // The font select draws each font in itself: all 21 are in before a screenshot is taken.
  loaders: [async () => ({ fonts: await Promise.all(prospectFonts.map((name) => loadFont(name))) })],
} satisfies Meta<typeof SettingsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { settingsState: 'loading', logoState: 'loading' },
  parameters: { machine: { id: 'settings', state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: settingsLabels.loading })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { settingsState: 'loadFailed', loadFailure: 'unreachable' },
  parameters: { machine: { id: 'settings', state: 'loadFailed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(settingsMessages.failedToLoadSettings);
  },
};

export const Editing: Story = {
  args: { settingsState: 'editing' },
  parameters: { machine: { id: 'settings', state: 'editing' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: settingsMessages.heading })).toBeVisible();
    await expect(canvas.getByText(settingsMessages.subtitle)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: settingsLabels.font })).toHaveTextContent('Lora');
    await expect(canvas.getByRole('textbox', { name: `${settingsLabels.bgColor}` })).toHaveValue('FFFFFF');
    const entry = canvas.getByRole('textbox', { name: settingsLabels.blocklist });
    await userEvent.type(entry, 'rival.example{Enter}');
    await expect(canvas.getByText('This domain is already in the list')).toBeVisible();
    await userEvent.clear(entry);
    await userEvent.type(entry, 'not a domain{Enter}');
    await expect(canvas.getByText('Enter a domain or a web address')).toBeVisible();
    await userEvent.clear(entry);
    await userEvent.type(entry, 'newrival.example{Enter}');
    await expect(canvas.getByText('newrival.example')).toBeVisible();
    // The font picker: the 21 prospect fonts, chosen by keyboard.
    await userEvent.click(canvas.getByRole('combobox', { name: settingsLabels.font }));
    await expect(await screen.findAllByRole('option')).toHaveLength(21);
    await userEvent.click(screen.getByRole('option', { name: 'Manrope' }));
    await expect(canvas.getByRole('combobox', { name: settingsLabels.font })).toHaveTextContent('Manrope');
    await userEvent.click(canvas.getByRole('button', { name: settingsLabels.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('newrival.example')).toBeNull();
  },
};

export const Previewing: Story = {
  name: 'Editing (preview open)',
  args: { settingsState: 'editing' },
  parameters: { machine: { id: 'settings', state: 'editing' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: settingsLabels.preview }));
    await expect(canvas.getByText(settingsLabels.previewHeading)).toBeVisible();
    await expect(canvas.getAllByText('Acme Analytics')[0]).toBeVisible();
    // The preview is drawn in the chosen font once its file is loaded (loadFont).
    const heading = canvas.getByText(settingsLabels.previewHeading);
    await waitFor(() => expect(heading.closest('[data-font="Lora"]')).not.toBeNull());
    await expect(document.fonts.check('16px "Lora"')).toBe(true);
    await expect(getComputedStyle(heading).fontFamily).toContain('Lora');
  },
};

export const Saving: Story = {
  args: { settingsState: 'saving' },
  parameters: { machine: { id: 'settings', state: 'saving' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: settingsLabels.save })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Saved: Story = {
  name: 'Saved (after Save)',
  args: { settingsState: 'editing', saveAnswer: { status: 'success', payload: null, httpStatus: 200 } },
  parameters: { machine: { id: 'settings', state: 'saved' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: settingsLabels.save }));
    await waitFor(() => expect(screen.getByText(settingsMessages.settingsUpdated)).toBeVisible());
  },
};

export const SaveFailed: Story = {
  name: 'Save failed',
  args: { settingsState: 'saveFailed' },
  parameters: { machine: { id: 'settings', state: 'saveFailed' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText(settingsMessages.errorUpdatingStyle)).toBeVisible());
  },
};

export const LogoLoading: Story = {
  name: 'Logo/Loading',
  args: { logoState: 'loading' },
  parameters: { machine: { id: 'logo', state: 'loading' } },
};

export const LogoLoadFailed: Story = {
  name: 'Logo/Load failed',
  args: { logoState: 'loadFailed' },
  parameters: { machine: { id: 'logo', state: 'loadFailed' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText(settingsMessages.errorFetchingLogo)).toBeVisible());
  },
};

export const LogoIdle: Story = {
  name: 'Logo/Idle',
  args: { logoState: 'idle' },
  parameters: { machine: { id: 'logo', state: 'idle' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: settingsLabels.logo })).toBeVisible();
    await expect(canvas.getByLabelText(settingsLabels.logoUpload, { selector: 'input' })).toHaveAttribute(
      'accept',
      '.png,.jpg,.jpeg,.gif,.webp',
    );
  },
};

/** spec 1 §5: one image file; two files, or a file that is not an image, are refused before any call. */
export const LogoTwoFilesRefused: Story = {
  name: 'Logo/Two files refused',
  args: { logoState: 'idle' },
  parameters: { machine: { id: 'logo', state: 'imageRejected' } },
  play: async ({ canvas }) => {
    // Dropped together (the picker itself takes only one).
    const files = new DataTransfer();
    files.items.add(new File(['a'], 'a.png', { type: 'image/png' }));
    files.items.add(new File(['b'], 'b.png', { type: 'image/png' }));
    fireEvent.drop(canvas.getByRole('group', { name: new RegExp(settingsLabels.logoUpload) }), {
      dataTransfer: files,
    });
    await waitFor(() => expect(screen.getAllByText(settingsMessages.failedToLoadImage)[0]).toBeVisible());
  },
};

export const LogoUrlDialog: Story = {
  name: 'Logo/URL dialog (invalid address)',
  args: { logoState: 'urlDialog', draftUrl: 'javascript:alert(1)', draftInvalid: true },
  parameters: { machine: { id: 'logo', state: 'urlDialog' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: settingsLabels.logoByUrl });
    await expect(within(dialog).getByText(settingsLabels.logoUrlInvalid)).toBeVisible();
    const field = within(dialog).getByRole('textbox', { name: settingsLabels.logoUrl });
    await expect(field).toHaveValue('javascript:alert(1)');
    // radix moves focus (and selects the text) into the modal: wait for it, for a steady screenshot.
    await waitFor(() => expect(field).toHaveFocus());
  },
};

export const LogoSavingUrl: Story = {
  name: 'Logo/Saving URL',
  args: { logoState: 'savingUrl', draftUrl: 'https://acme.example/logo.png' },
  parameters: { machine: { id: 'logo', state: 'savingUrl' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: settingsLabels.logoByUrl });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(within(dialog).getByRole('button', { name: settingsLabels.saveLogo })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LogoUploading: Story = {
  name: 'Logo/Uploading',
  args: { logoState: 'uploading' },
  parameters: { machine: { id: 'logo', state: 'uploading' } },
};

export const LogoUpdated: Story = {
  name: 'Logo/Updated',
  args: { logoState: 'updated' },
  parameters: { machine: { id: 'logo', state: 'updated' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText(settingsMessages.logoUpdated)).toBeVisible());
  },
};

export const LogoFailed: Story = {
  name: 'Logo/Failed (image)',
  args: { logoState: 'failed', logoFailure: 'image' },
  parameters: { machine: { id: 'logo', state: 'failed' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText(settingsMessages.errorLogoImage)).toBeVisible());
  },
};

export const LogoImageRejected: Story = {
  name: 'Logo/Image rejected',
  args: { logoState: 'imageRejected' },
  parameters: { machine: { id: 'logo', state: 'imageRejected' } },
  play: async () => {
    await waitFor(() => expect(screen.getAllByText(settingsMessages.failedToLoadImage)[0]).toBeVisible());
  },
};
