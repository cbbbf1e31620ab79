import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AudienceApp } from '../audience/AudienceApp.tsx';
import { playerLabels } from '../player/index.ts';
import { teaserLabels } from '../teaser/index.ts';
import { frameOf, sampleDemo, sampleSneakpeek, sneakpeekFrame } from './stories/sample.ts';
import { emitted, fontLoaded, wholeDocument } from './stories/story.ts';

const meta = {
  title: 'widgets/frames/Sneakpeek',
  component: AudienceApp,
  parameters: { layout: 'fullscreen', ...wholeDocument },
  args: { data: sneakpeekFrame, emit: fn(), motion: 'reduced' },
} satisfies Meta<typeof AudienceApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const launch = teaserLabels.launch(sampleDemo.title);

/** The demo's thumbnail with the default launch button; the video waits for the press. */
export const Teaser: Story = {
  parameters: { machine: { id: 'frame', state: 'teaser' } },
  play: async ({ canvas, canvasElement, args }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('region', { name: sampleSneakpeek.name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: launch })).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(emitted(args.emit)).toEqual(['render']);
  },
};

/** Launched with a pointer: the player plays (muted, spec 2 is_muted 1), and Pause stops it. */
export const LaunchedThenPaused: Story = {
  name: 'Launched, then paused',
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async ({ canvas, canvasElement, args }) => {
    await fontLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: launch }));
    await userEvent.click(await canvas.findByRole('button', { name: playerLabels.pause }));
    await waitFor(() => expect(canvas.getByRole('button', { name: playerLabels.play })).toBeVisible());
    await expect(canvasElement.querySelector('video')!.muted).toBe(true);
    await expect(args.emit).toHaveBeenCalledWith('pause', {
      recordingId: sampleDemo.id,
      position: 0,
      reason: 'user',
    });
    // Nothing was seen (the story's demo has no video file): no watch event.
    await expect(emitted(args.emit)).toEqual(['render', 'play', 'pause']);
  },
};

/** is_muted 0: the press that launches is the gesture, so the demo starts with sound. */
export const WithSound: Story = {
  name: 'Launched with sound (not muted on launch)',
  args: { data: frameOf({ kind: 'sneakpeek', sneakpeek: { ...sampleSneakpeek, is_muted: 0 } }) },
  parameters: { machine: { id: 'player', state: 'playing' } },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: launch }));
    await expect(await canvas.findByRole('button', { name: playerLabels.mute })).toBeVisible();
    await expect(canvasElement.querySelector('video')!.muted).toBe(false);
  },
};
