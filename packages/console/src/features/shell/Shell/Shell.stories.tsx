import { authMessages } from '@showroom/contract';
import { type ResendReply, type ShellInfo, shellMachine } from '@showroom/machines';
import { EmptyState, useToast } from '@showroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { shellLabels } from '../messages.ts';
import { Shell } from './Shell.tsx';

/** What stands in the shell for a feature's page. */
const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
  padding: var(--space-8) var(--space-6);
`;

type ShellState = SnapshotFrom<typeof shellMachine>['value'];

type ShellStoryProps = {
  state: ShellState;
  expanded?: boolean;
  hiddenFeatures?: string[];
  onSettings: () => void;
  onSwitchToMatrix: () => void;
  /** What Resend answers; without it, it never does. */
  resend?: ResendReply;
};

/** The shell on a shell machine started in `state`, with fake calls; toasts as ShellPage shows them. */
function ShellStory({
  state,
  expanded = true,
  hiddenFeatures = [],
  onSettings,
  onSwitchToMatrix,
  resend,
}: ShellStoryProps) {
  const toast = useToast();
  const emailConfirmed =
    JSON.stringify(state).includes('confirmed') && !JSON.stringify(state).includes('unconfirmed');
  const info: ShellInfo = { hiddenFeatures, showConsent: false, emailConfirmed };
  const machine = shellMachine.provide({
    actors: {
      load: fromPromise<ShellInfo, void>(() => new Promise<never>(() => {})),
      logout: fromPromise<unknown, void>(() => new Promise<never>(() => {})),
      resendConfirmation: fromPromise<ResendReply, void>(async () => resend ?? new Promise<never>(() => {})),
    },
    actions: { announceSent: () => toast.success(authMessages.confirmationSent) },
  });
  const [snapshot, send] = useMachine(machine, {
    input: { expanded },
    snapshot: machine.resolveState({
      value: state,
      context: { expanded, info: state === 'loading' ? null : info },
    }),
  });
  return (
    <Shell
      snapshot={snapshot}
      send={send}
      name="Ada Lovelace"
      companyName="Acme Analytics"
      activeKey="demos"
      onSettings={onSettings}
      onSwitchToMatrix={onSwitchToMatrix}
    >
      <Page aria-labelledby="feature-title">
        <h1 id="feature-title">Demos</h1>
        <EmptyState
          title="Demos will appear here."
          description="This part of the console is not built yet."
        />
      </Page>
    </Shell>
  );
}

const meta = {
  title: 'console/Shell',
  component: ShellStory,
  args: { state: { ready: 'confirmed' }, onSettings: fn(), onSwitchToMatrix: fn() },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/demos']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  parameters: { machine: { id: 'shell', state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: shellLabels.loading })).toBeVisible();
  },
};

export const Ready: Story = {
  args: { state: { ready: 'confirmed' } },
  parameters: { machine: { id: 'shell', state: 'ready.confirmed' } },
  play: async ({ canvas, args }) => {
    for (const label of ['Demos', 'Embeds', 'Pages', 'Contacts', 'Analytics'])
      await expect(canvas.getByRole('link', { name: label })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pages' })).toHaveAttribute('href', '/feature/page/');
    await userEvent.click(canvas.getByRole('button', { name: /Ada Lovelace/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: shellLabels.settings }));
    await expect(args.onSettings).toHaveBeenCalledTimes(1);
  },
};

/** spec 1 §1: the company's hidden features are not in the navigation. */
export const ReadyWithHiddenFeatures: Story = {
  name: 'Ready (Embed and Analytic hidden)',
  args: { state: { ready: 'confirmed' }, hiddenFeatures: ['Embed', 'Analytic'] },
  parameters: { machine: { id: 'shell', state: 'ready.confirmed' } },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation'));
    await expect(nav.queryByRole('link', { name: 'Embeds' })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'Analytics' })).toBeNull();
    await expect(nav.getByRole('link', { name: 'Contacts' })).toBeVisible();
  },
};

export const ReadyCollapsed: Story = {
  name: 'Ready (navigation collapsed)',
  args: { state: { ready: 'confirmed' }, expanded: false },
  parameters: { machine: { id: 'shell', state: 'ready.confirmed' } },
};

/** ADR 0007: the rep has not opened the link mailed at sign-up; the banner asks, with Resend. */
export const Unconfirmed: Story = {
  name: 'Ready (e-mail not confirmed)',
  args: { state: { ready: 'unconfirmed' } },
  parameters: { machine: { id: 'shell', state: 'ready.unconfirmed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(authMessages.unconfirmedBanner)).toBeVisible();
    await expect(canvas.getByRole('button', { name: authMessages.resendConfirmation })).toBeEnabled();
  },
};

export const Resending: Story = {
  name: 'Ready (resending the link)',
  args: { state: { ready: 'resending' } },
  parameters: { machine: { id: 'shell', state: 'ready.resending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: authMessages.resendConfirmation })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Resent: Story = {
  name: 'Ready (link sent again)',
  args: { state: { ready: 'unconfirmed' }, resend: { status: 'success', payload: null, httpStatus: 200 } },
  parameters: { machine: { id: 'shell', state: 'ready.unconfirmed' }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: authMessages.resendConfirmation }));
    await waitFor(() => expect(screen.getByText(authMessages.confirmationSent)).toBeVisible());
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  parameters: { machine: { id: 'shell', state: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error Loading Information')).toBeVisible();
    await expect(canvas.getByRole('button', { name: shellLabels.retry })).toBeVisible();
  },
};

export const LoggingOut: Story = {
  name: 'Logging out',
  args: { state: 'loggingOut' },
  parameters: { machine: { id: 'shell', state: 'loggingOut' } },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  args: { state: 'loggedOut' },
  parameters: { machine: { id: 'shell', state: 'loggedOut' } },
};
