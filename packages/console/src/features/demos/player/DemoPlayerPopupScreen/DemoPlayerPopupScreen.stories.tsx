import { type PlayerContext, playerMachine } from '@showroom/machines';
import { playerLabels, useDemoPlayer } from '@showroom/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { StateValue } from 'xstate';
import { playerPopupLabels } from '../../messages.ts';
import { DemoPlayerPopup } from '../DemoPlayerPopup.tsx';
import { sampleRecordings } from '../fixtures.ts';
import { DemoPlayerPopupScreen } from './DemoPlayerPopupScreen.tsx';

const [first, second] = sampleRecordings as [(typeof sampleRecordings)[0], (typeof sampleRecordings)[0]];
const ready = sampleRecordings.filter((entry) => entry.media_status === 'ready');

/** The popup's page as the list renders it: the real wiring, no server needed. */
function PopupPage({ onClose }: { onClose: () => void }) {
  return <DemoPlayerPopup recordings={sampleRecordings} initialId={first.id} onClose={onClose} />;
}

const meta = {
  title: 'console/Demos/Player popup',
  component: PopupPage,
  parameters: { layout: 'fullscreen' },
  args: { onClose: fn() },
} satisfies Meta<typeof PopupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Play pressed on a card: the demo, paused at the start, with the selector of the list's ready demos. */
export const Open: Story = {
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: first.title });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('combobox', { name: playerPopupLabels.selector })).toHaveTextContent(
      first.title,
    );
    await expect(screen.getByRole('button', { name: playerLabels.play })).toBeVisible();
  },
};

/** spec 3 §2.3: the control bar has its demo selector even when the list holds one demo. */
export const OpenOnlyDemo: Story = {
  name: 'Open (one demo in the list)',
  parameters: { machine: { id: 'player', state: 'paused' } },
  render: ({ onClose }) => <DemoPlayerPopup recordings={[first]} initialId={first.id} onClose={onClose} />,
  play: async () => {
    await screen.findByRole('dialog', { name: first.title });
    await userEvent.click(screen.getByRole('combobox', { name: playerPopupLabels.selector }));
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([first.title]);
    await userEvent.keyboard('{Escape}');
  },
};

/** The selector switches to another demo: the same player starts it over. */
export const SwitchedDemo: Story = {
  name: 'Open (another demo chosen)',
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async () => {
    await userEvent.click(await screen.findByRole('combobox', { name: playerPopupLabels.selector }));
    // A demo still processing has nothing to play.
    await expect(screen.queryByRole('option', { name: 'Uploading now' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: second.title }));
    await expect(await screen.findByRole('dialog', { name: second.title })).toBeVisible();
    await expect(document.querySelector('video')).toHaveAttribute('poster', second.thumbnail);
  },
};

/** spec 3 §4.2: closing resets speed, playing and pointer, then the list removes the popup. */
export const Closed: Story = {
  name: 'Paused (closed with Escape after changing speed and pointer)',
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: first.title });
    await userEvent.click(screen.getByRole('button', { name: playerLabels.speed('1x') }));
    await userEvent.click(screen.getByRole('button', { name: playerLabels.hidePointer }));
    await userEvent.click(screen.getByRole('button', { name: playerLabels.play }));
    await expect(screen.getByRole('button', { name: playerLabels.pause })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    // The story keeps the popup on screen: what the player went back to shows.
    await expect(screen.getByRole('button', { name: playerLabels.speed('1x') })).toBeVisible();
    await expect(screen.getByRole('button', { name: playerLabels.hidePointer })).toBeVisible();
    await expect(screen.getByRole('button', { name: playerLabels.play })).toBeVisible();
  },
};

type WaitingProps = { state: StateValue; context: Partial<PlayerContext> };

/** The popup's screen on a player started in a state (a hotspot waiting needs the video's clock). */
function PopupScreenStory({ state, context }: WaitingProps) {
  const [snapshot] = React.useState(() =>
    playerMachine.resolveState({
      value: state,
      context: {
        speedIndex: 0,
        muted: true,
        pointerVisible: true,
        captionsOn: true,
        hotspots: first.coordinates.hotspots.map((hotspot) => ({ ...hotspot, shown: true })),
        rectangles: [],
        active: null,
        currentTime: 0,
        duration: first.duration,
        ...context,
      },
    }),
  );
  const player = useDemoPlayer(first, { snapshot });
  return (
    <DemoPlayerPopupScreen
      recordings={ready}
      recording={first}
      player={player}
      onSelect={() => {}}
      onDismiss={() => player.send({ type: 'CLOSE' })}
    />
  );
}

/** spec 3 §2.3: the hotspot paused the demo and shows its caption; a click resumes. */
export const HotspotWaiting: StoryObj<typeof PopupScreenStory> = {
  name: 'Hotspot waiting for a click',
  render: (args) => <PopupScreenStory {...args} />,
  args: {
    state: { annotation: 'hotspot' },
    context: { currentTime: 2, active: { kind: 'hotspot', id: `${first.id}-h1` } },
  },
  parameters: { machine: { id: 'player', state: { annotation: 'hotspot' } } },
  play: async () => {
    const hotspot = await screen.findByRole('button', { name: playerLabels.continue });
    await expect(hotspot).toHaveAccessibleDescription('Press Save to keep the new layout');
    await expect(screen.getByRole('button', { name: playerLabels.play })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
