import { type ShellInfo, shellMachine } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { FeaturePlaceholder } from '../FeaturePlaceholder.tsx';
import { shellLabels } from '../messages.ts';
import { Shell } from './Shell.tsx';

type ShellState = SnapshotFrom<typeof shellMachine>['value'];

type ShellStoryProps = {
  state: ShellState;
  expanded?: boolean;
  hiddenFeatures?: string[];
  onSettings: () => void;
  onSwitchToMatrix: () => void;
};

/** The shell on a shell machine started in `state`, with fake calls that never answer. */
function ShellStory({
  state,
  expanded = true,
  hiddenFeatures = [],
  onSettings,
  onSwitchToMatrix,
}: ShellStoryProps) {
  const info: ShellInfo = { hiddenFeatures, showConsent: false };
  const machine = shellMachine.provide({
    actors: {
      load: fromPromise<ShellInfo, void>(() => new Promise<never>(() => {})),
      logout: fromPromise<unknown, void>(() => new Promise<never>(() => {})),
    },
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
      <FeaturePlaceholder title="Demos" />
    </Shell>
  );
}

const meta = {
  title: 'console/Shell',
  component: ShellStory,
  args: { state: 'ready', onSettings: fn(), onSwitchToMatrix: fn() },
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
  args: { state: 'ready' },
  parameters: { machine: { id: 'shell', state: 'ready' } },
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
  args: { state: 'ready', hiddenFeatures: ['Embed', 'Analytic'] },
  parameters: { machine: { id: 'shell', state: 'ready' } },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation'));
    await expect(nav.queryByRole('link', { name: 'Embeds' })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'Analytics' })).toBeNull();
    await expect(nav.getByRole('link', { name: 'Contacts' })).toBeVisible();
  },
};

export const ReadyCollapsed: Story = {
  name: 'Ready (navigation collapsed)',
  args: { state: 'ready', expanded: false },
  parameters: { machine: { id: 'shell', state: 'ready' } },
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
