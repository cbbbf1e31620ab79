import { type ConsentAnswer, type ConsentReply, consentMachine, type FlagsReply } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, screen } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { legalLinkLabels, privacyUrl, termsUrl } from '../../legal/links.ts';
import { consentLabels } from '../messages.ts';
import { ConsentPopup } from './ConsentPopup.tsx';

type ConsentState = SnapshotFrom<typeof consentMachine>['value'];

/** The popup on a consent machine started in `state`; the calls never answer. */
function ConsentStory({ state }: { state: ConsentState }) {
  const machine = consentMachine.provide({
    actors: {
      recordConsent: fromPromise<ConsentReply, { consent: ConsentAnswer }>(
        () => new Promise<never>(() => {}),
      ),
      saveFlags: fromPromise<FlagsReply, void>(() => new Promise<never>(() => {})),
    },
  });
  const [snapshot, send] = useMachine(machine, {
    snapshot: machine.resolveState({ value: state, context: {} }),
  });
  return (
    <main>
      <ConsentPopup snapshot={snapshot} send={send} />
    </main>
  );
}

const meta = {
  title: 'console/Consent',
  component: ConsentStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  args: { state: 'shown' },
  parameters: { machine: { id: 'consent', state: 'shown' } },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: consentLabels.title })).toBeVisible();
    await expect(screen.getByRole('button', { name: consentLabels.agree })).toBeEnabled();
    await expect(screen.getByRole('button', { name: consentLabels.logout })).toBeEnabled();
    await expect(screen.getByRole('link', { name: new RegExp(legalLinkLabels.privacy) })).toHaveAttribute(
      'href',
      privacyUrl,
    );
    await expect(screen.getByRole('link', { name: new RegExp(legalLinkLabels.terms) })).toHaveAttribute(
      'href',
      termsUrl,
    );
  },
};

/** spec 1 §4: dismissed locally at once; the answer is on its way. */
export const Recording: Story = {
  args: { state: 'recording' },
  parameters: { machine: { id: 'consent', state: 'recording' } },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const Saving: Story = {
  args: { state: 'saving' },
  parameters: { machine: { id: 'consent', state: 'saving' } },
};

export const Agreed: Story = {
  args: { state: 'agreed' },
  parameters: { machine: { id: 'consent', state: 'agreed' } },
};

export const LoggingOut: Story = {
  name: 'Logging out',
  args: { state: 'loggingOut' },
  parameters: { machine: { id: 'consent', state: 'loggingOut' } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: consentLabels.logout })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  args: { state: 'loggedOut' },
  parameters: { machine: { id: 'consent', state: 'loggedOut' } },
};
