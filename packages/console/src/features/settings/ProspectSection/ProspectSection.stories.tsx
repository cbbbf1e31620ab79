import { prospectSettingsForm, prospectSettingsMessages as text } from '@showroom/contract';
import {
  type ProspectSettingsLoadReply,
  type ProspectSettingsSaveReply,
  prospectSettingsMachine,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { useProspectSettingsToasts } from '../ProspectSettingsPanel.tsx';
import { ProspectSection } from './ProspectSection.tsx';

const never = <T,>() => new Promise<T>(() => {});
const loaded = (hasSecret: boolean): ProspectSettingsLoadReply => ({
  status: 'success',
  payload: {
    allowedSites: ['https://www.acme.example', 'https://docs.acme.example'],
    webhookUrl: hasSecret ? 'https://crm.acme.example/hooks/showroom' : '',
    hasSecret,
  },
  httpStatus: 200,
});

type StoryProps = {
  load: () => Promise<ProspectSettingsLoadReply>;
  save: (input: unknown) => Promise<ProspectSettingsSaveReply>;
};

/** The panel on its machine, with fake calls and the page's toasts. */
function PanelStory({ load, save }: StoryProps) {
  const [snapshot, send] = useMachine(
    prospectSettingsMachine.provide({
      actions: useProspectSettingsToasts(),
      actors: {
        load: fromPromise(load),
        save: fromPromise(({ input }) => save(input)),
      },
    }),
    { input: { schema: prospectSettingsForm } },
  );
  return <ProspectSection snapshot={snapshot} send={send} />;
}

const meta = {
  title: 'console/settings/ProspectSection',
  component: PanelStory,
  args: { load: async () => loaded(false), save: fn(async () => never<ProspectSettingsSaveReply>()) },
  parameters: { machine: { id: 'prospectSettings', state: 'editing' } },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: () => never<ProspectSettingsLoadReply>() },
  parameters: { machine: { id: 'prospectSettings', state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text.title })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { load: () => Promise.reject(new TypeError('Failed to fetch')) },
  parameters: { machine: { id: 'prospectSettings', state: 'loadFailed' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.retry })).toBeVisible();
  },
};

/** No webhook yet: sites one a line, and a secret is made with the first webhook. */
export const Editing: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: text.allowedSitesLabel })).toHaveValue(
      'https://www.acme.example\nhttps://docs.acme.example',
    );
    await expect(canvas.getByText(text.secretNone)).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: text.regenerate })).toBeNull();
  },
};

/** A webhook with its secret: only that one exists; a new one can be asked for. */
export const EditingWithSecret: Story = {
  name: 'Editing: webhook set',
  args: { load: async () => loaded(true) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.secretSet)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: text.regenerate }));
    await expect(canvas.getByRole('checkbox', { name: text.regenerate })).toBeChecked();
  },
};

/** The contract's rules, before any call. */
export const Invalid: Story = {
  name: 'Editing: invalid',
  play: async ({ canvas, args }) => {
    const sites = await canvas.findByRole('textbox', { name: text.allowedSitesLabel });
    await userEvent.clear(sites);
    await userEvent.type(sites, 'www.acme.example');
    await userEvent.type(canvas.getByRole('textbox', { name: text.webhookLabel }), 'crm');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await expect(await canvas.findByText(text.invalidSite)).toBeVisible();
    await expect(canvas.getByText(text.invalidWebhook)).toBeVisible();
    await expect(args.save).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  parameters: { machine: { id: 'prospectSettings', state: 'saving' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text.save }));
    await waitFor(() => expect(args.save).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('button', { name: text.saving })).toBeVisible();
  },
};

/** The first webhook saved: its secret, shown this once, with a copy button. */
export const Saved: Story = {
  name: 'Saved: new secret',
  args: {
    save: fn(async () => ({
      status: 'success' as const,
      payload: {
        allowedSites: ['https://www.acme.example'],
        webhookUrl: 'https://crm.acme.example/hooks/showroom',
        hasSecret: true,
        secret: 'whsec_Q2hhbmdlIG1lIGJlZm9yZSB1c2luZyBpbiBwcm9kdWN0aW9uISE',
      },
      httpStatus: 200,
    })),
  },
  // The toast stays open, so the screenshot never catches it closing.
  parameters: {
    machine: { id: 'prospectSettings', state: 'saved' },
    toast: { duration: Number.POSITIVE_INFINITY },
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: text.webhookLabel }),
      'https://crm.acme.example/hooks/showroom',
    );
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await expect(await canvas.findByText(text.secretShown)).toBeVisible();
    await expect(args.save).toHaveBeenCalledWith({
      allowedSites: ['https://www.acme.example', 'https://docs.acme.example'],
      webhookUrl: 'https://crm.acme.example/hooks/showroom',
      regenerateSecret: false,
    });
  },
};

/** The server refused (a private webhook target): its message under the form. */
export const SaveFailed: Story = {
  name: 'Save failed',
  args: {
    save: fn(async () => ({
      status: 'error' as const,
      payload: null,
      message: 'The webhook address must point to a public address',
      httpStatus: 400,
    })),
  },
  parameters: { machine: { id: 'prospectSettings', state: 'saveFailed' } },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: text.webhookLabel }),
      'http://10.0.0.8/hook',
    );
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await expect(
      await canvas.findByText('The webhook address must point to a public address', {
        selector: '[role=alert] *, [role=alert]',
      }),
    ).toBeVisible();
  },
};
