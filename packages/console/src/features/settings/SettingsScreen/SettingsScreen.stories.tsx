import { settingsMessages } from '@showroom/contract';
import {
  type CompanySettings,
  type LogoEvent,
  type LogoFile,
  type LogoLoadReply,
  type LogoRecord,
  type LogoReply,
  logoMachine,
  type SettingsEvent,
  SettingsRefused,
  type SettingsReply,
  settingsMachine,
} from '@showroom/machines';
import { loadFont, prospectFonts } from '@showroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { defaultStyle, logoMaxBytes, settingsLabels } from '../messages.ts';
import { useLogoToasts, useSettingsToasts } from '../toasts.ts';
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
const logo: LogoRecord = { logo_url: logoUrl, logo_image: null, recent_method: 'url' };
const png: LogoFile = { name: 'logo.png', type: 'image/png', size: 2048 };

/** A fake call's answer: a value, a thrown error, or (undefined) no answer ever. */
const answering = async <T,>(answer: T | Error | undefined): Promise<T> => {
  if (answer === undefined) return new Promise<never>(() => {});
  if (answer instanceof Error) throw answer;
  return answer;
};

type SettingsStoryProps = {
  /** The state the settings machine starts in; with `settingsLoad`, it starts from loading instead. */
  settingsState: SettingsState;
  /** What the fake load answers: the machine starts at its beginning and gets there by it. */
  settingsLoad?: CompanySettings | Error;
  /** Events sent once mounted: a state whose toast is the transition's effect is reached by them. */
  settingsEvents?: SettingsEvent[];
  /** What the fake save answers; without one it never answers. */
  saveAnswer?: SettingsReply | Error;
  logoState: LogoState;
  logoLoad?: LogoLoadReply | Error;
  logoEvents?: LogoEvent[];
  /** What the fake logo calls (address or upload) answer; without one they never answer. */
  logoAnswer?: LogoReply | Error;
  draftUrl?: string;
  draftInvalid?: boolean;
  onCancel: () => void;
};

/** The settings screen on both machines, each started in its state, with fake calls and the page's toasts. */
function SettingsStory({
  settingsState,
  settingsLoad,
  settingsEvents = [],
  saveAnswer,
  logoState,
  logoLoad,
  logoEvents = [],
  logoAnswer,
  draftUrl = '',
  draftInvalid = false,
  onCancel,
}: SettingsStoryProps) {
  const settings = settingsMachine.provide({
    actions: useSettingsToasts(),
    actors: {
      load: fromPromise<CompanySettings, void>(() => answering(settingsLoad)),
      save: fromPromise<SettingsReply, CompanySettings>(() => answering(saveAnswer)),
    },
  });
  const logos = logoMachine.provide({
    actions: useLogoToasts(),
    actors: {
      load: fromPromise<LogoLoadReply, void>(() => answering(logoLoad)),
      saveUrl: fromPromise<LogoReply, { url: string }>(() => answering(logoAnswer)),
      upload: fromPromise<LogoReply, { file: LogoFile }>(() => answering(logoAnswer)),
    },
  });
  const [settingsSnapshot, sendSettings] = useMachine(settings, {
    snapshot: settingsLoad
      ? undefined
      : settings.resolveState({
          value: settingsState,
          context: {
            saved: settingsState.startsWith('load') ? null : saved,
            pending: null,
            loadFailure: null,
          },
        }),
  });
  const [logoSnapshot, sendLogo] = useMachine(logos, {
    input: { maxBytes: logoMaxBytes },
    snapshot: logoLoad
      ? undefined
      : logos.resolveState({
          value: logoState,
          context: {
            maxBytes: logoMaxBytes,
            logo: logoState === 'loading' || logoState === 'loadFailed' ? null : logo,
            draftUrl,
            draftInvalid,
            file: null,
            failure: null,
          },
        }),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the story's events are sent once, when it mounts.
  useEffect(() => {
    for (const event of settingsEvents) sendSettings(event);
    for (const event of logoEvents) sendLogo(event);
  }, []);
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

/** No reply came: 'Failed to load existing settings' (spec 1 §8). */
export const LoadFailed: Story = {
  name: 'Load failed',
  args: { settingsState: 'loading', settingsLoad: new TypeError('Failed to fetch') },
  parameters: { machine: { id: 'settings', state: 'loadFailed' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(settingsMessages.failedToLoadSettings);
    // The toast says it too.
    await waitFor(() =>
      expect(screen.getAllByText(settingsMessages.failedToLoadSettings).length).toBeGreaterThan(1),
    );
  },
};

/** The server said no: 'Error Fetching Styles' (spec 1 §8), on the screen and in the toast. */
export const LoadFailedRefused: Story = {
  name: 'Load failed (refused)',
  args: { settingsState: 'loading', settingsLoad: new SettingsRefused('Forbidden') },
  parameters: { machine: { id: 'settings', state: 'loadFailed' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(settingsMessages.errorFetchingStyles);
    // The toast says it too.
    await waitFor(() =>
      expect(screen.getAllByText(settingsMessages.errorFetchingStyles).length).toBeGreaterThan(1),
    );
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
    // The real prospect surface (@showroom/widgets): the company's logo in its header, and a
    // widget whose button takes the company's button colour.
    const preview = heading.closest<HTMLElement>('[data-page="share"]')!;
    await expect(preview.querySelector('img')).toHaveAttribute('src', logoUrl);
    const cta = within(preview).getByRole('img', { name: settingsLabels.previewButton });
    // defaultStyle's buttonBgColor, #1E41AF.
    await expect(getComputedStyle(cta).backgroundColor).toBe('rgb(30, 65, 175)');
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
  args: {
    settingsState: 'editing',
    saveAnswer: {
      status: 'success',
      payload: {
        companyId: '00000000-0000-4000-8000-000000000001',
        website_style: saved.style,
        email_block_list: saved.emailBlockList,
      },
      httpStatus: 200,
    },
  },
  parameters: { machine: { id: 'settings', state: 'saved' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: settingsLabels.save }));
    await waitFor(() => expect(screen.getByText(settingsMessages.settingsUpdated)).toBeVisible());
  },
};

/** Reached by a save the server never answers (the toast is the transition's effect). */
export const SaveFailed: Story = {
  name: 'Save failed',
  args: {
    settingsState: 'editing',
    settingsEvents: [{ type: 'save', settings: saved }],
    saveAnswer: new TypeError('Failed to fetch'),
  },
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
  args: { logoState: 'loading', logoLoad: new TypeError('Failed to fetch') },
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

/** An image uploaded; the reply is the new record, whose image the screen shows. */
export const LogoUpdated: Story = {
  name: 'Logo/Updated',
  args: {
    logoState: 'idle',
    logoEvents: [{ type: 'file.select', file: png }],
    logoAnswer: {
      status: 'success',
      payload: { logo_url: null, logo_image: logoUrl, recent_method: 'image' },
      httpStatus: 200,
    },
  },
  parameters: { machine: { id: 'logo', state: 'updated' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText(settingsMessages.logoUpdated)).toBeVisible());
  },
};

export const LogoFailed: Story = {
  name: 'Logo/Failed (image)',
  args: {
    logoState: 'idle',
    logoEvents: [{ type: 'file.select', file: png }],
    logoAnswer: { status: 'error', payload: null, message: 'Unsupported image', httpStatus: 415 },
  },
  parameters: { machine: { id: 'logo', state: 'failed' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText(settingsMessages.errorLogoImage)).toBeVisible());
  },
};

/** spec 1 §8: the address's failure has its own message, not the upload's. */
export const LogoFailedUrl: Story = {
  name: 'Logo/Failed (URL)',
  args: {
    logoState: 'idle',
    logoEvents: [
      { type: 'url.open' },
      { type: 'url.change', value: 'https://acme.example/logo.png' },
      { type: 'url.submit' },
    ],
    logoAnswer: { status: 'error', payload: null, message: 'Not an image', httpStatus: 415 },
  },
  parameters: { machine: { id: 'logo', state: 'failed' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText(settingsMessages.errorUpdatingLogo)).toBeVisible());
    await expect(screen.queryByText(settingsMessages.errorLogoImage)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LogoImageRejected: Story = {
  name: 'Logo/Image rejected',
  args: { logoState: 'idle', logoEvents: [{ type: 'file.reject' }] },
  parameters: { machine: { id: 'logo', state: 'imageRejected' } },
  play: async () => {
    await waitFor(() => expect(screen.getAllByText(settingsMessages.failedToLoadImage)[0]).toBeVisible());
  },
};
