import { demoConstants, hotspotStyles } from '@showroom/contract';
import { type PlayerContext, playerMachine } from '@showroom/machines';
import { CloseIcon, IconButton, Select } from '@showroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { StateValue } from 'xstate';
import { HotspotAnnotation } from './Annotation.tsx';
import { DemoPlayer } from './DemoPlayer.tsx';
import { playerLabels } from './messages.ts';
import captionsUrl from './stories/captions.vtt?url';
import clip from './stories/clip-6s.mp4';
import { manyAnnotations, poster, sampleHotspot, sampleRecording, storyContext } from './stories/sample.ts';
import { type PlayerRecording, useDemoPlayer } from './useDemoPlayer.ts';

type PlayerStoryProps = {
  /** The machine state the story starts in. */
  state: StateValue;
  /** Context beyond the machine's defaults (the playhead, the annotation waiting, settings). */
  context?: Partial<PlayerContext>;
  recording?: PlayerRecording;
  motion?: 'auto' | 'reduced';
  controls?: React.ReactNode;
  showControls?: boolean;
  onAnnotationClick?: (annotation: { kind: 'hotspot' | 'rectangle'; id: string }) => void;
};

/**
 * The player on its own machine, started in `state`. Stories have no video source (the poster
 * shows, the same pixels every run) unless the story says otherwise, so nothing plays by itself.
 */
function PlayerStory({
  state,
  context,
  recording = sampleRecording,
  motion,
  controls,
  showControls,
  onAnnotationClick,
}: PlayerStoryProps) {
  const [snapshot] = React.useState(() =>
    playerMachine.resolveState({ value: state, context: storyContext(recording, context) }),
  );
  const player = useDemoPlayer(recording, { snapshot });
  return (
    <DemoPlayer
      player={player}
      recording={recording}
      motion={motion}
      controls={controls}
      showControls={showControls}
      onAnnotationClick={onAnnotationClick}
    />
  );
}

const meta = {
  title: 'widgets/DemoPlayer',
  component: PlayerStory,
  parameters: { layout: 'padded' },
  args: { state: 'paused' },
} satisfies Meta<typeof PlayerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const video = (canvas: HTMLElement) => canvas.querySelector('video')!;
const button = (
  canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement },
  name: string,
) => canvas.getByRole('button', { name });

const longCaption = `${'Every report you build here is saved to your workspace. '.repeat(5)}`
  .slice(0, demoConstants.captionMaxLength)
  .trim();

const waitingOnHotspot = {
  state: { annotation: 'hotspot' },
  context: {
    currentTime: 2.1,
    active: { kind: 'hotspot', id: 'h1' },
    hotspots: [{ ...sampleRecording.coordinates.hotspots[0]!, shown: true }],
  },
} satisfies PlayerStoryProps;

const waitingOnRegion = {
  state: { annotation: 'clickRegion' },
  context: {
    currentTime: 5,
    active: { kind: 'rectangle', id: 'r1' },
    hotspots: [{ ...sampleRecording.coordinates.hotspots[0]!, shown: true }],
    rectangles: [{ ...sampleRecording.coordinates.rectangles[0]!, shown: true }],
  },
} satisfies PlayerStoryProps;

/** Paused at the start: muted (spec 3 §4.2), 1x, the poster showing. */
export const Paused: Story = {
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(button(canvas, playerLabels.play)).toBeVisible();
    await expect(button(canvas, playerLabels.speed('1x'))).toHaveTextContent('1x');
    await expect(button(canvas, playerLabels.unmute)).toBeVisible();
    await expect(button(canvas, playerLabels.hidePointer)).toBeVisible();
    await expect(video(canvasElement).muted).toBe(true);
    await expect(video(canvasElement)).toHaveAttribute('poster', poster);
    await expect(canvas.queryByRole('button', { name: playerLabels.continue })).toBeNull();
    await expect(canvas.getByRole('slider', { name: playerLabels.seek })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 0:12',
    );
  },
};

export const Playing: Story = {
  args: { state: 'playing', context: { currentTime: 1.2 } },
  parameters: { machine: { id: 'player', state: 'playing' } },
  play: async ({ canvas }) => {
    await expect(button(canvas, playerLabels.pause)).toBeVisible();
    await expect(canvas.getByRole('slider', { name: playerLabels.seek })).toHaveAttribute(
      'aria-valuetext',
      '0:01 of 0:12',
    );
  },
};

/** Play, then Pause, from the keyboard. */
export const PlayThenPause: Story = {
  name: 'Paused (after play and pause)',
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async ({ canvas }) => {
    button(canvas, playerLabels.play).focus();
    await userEvent.keyboard('{Enter}');
    await expect(button(canvas, playerLabels.pause)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button(canvas, playerLabels.play)).toHaveFocus();
  },
};

/** spec 3 §2.3: the hotspot pauses playback and shows its caption; Play waits for the click. */
export const HotspotWaiting: Story = {
  name: 'Hotspot waiting for a click',
  args: waitingOnHotspot,
  parameters: { machine: { id: 'player', state: { annotation: 'hotspot' } } },
  play: async ({ canvas, canvasElement }) => {
    const hotspot = button(canvas, playerLabels.continue);
    await expect(hotspot).toHaveAccessibleDescription('Press Save to keep the new layout');
    await expect(hotspot.getBoundingClientRect().width).toBe(45);
    await expect(canvas.getByText('Press Save to keep the new layout')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Paused: Press Save to keep the new layout. Press Continue to resume.',
    );
    await expect(button(canvas, playerLabels.play)).toHaveAttribute('aria-disabled', 'true');
    // The halo pulses (the reduced-motion story shows it does not there).
    await expect(getComputedStyle(hotspot, '::after').animationName).not.toBe('none');
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'waiting');
  },
};

/** Enter on the hotspot is its click: playback resumes, focus goes back to Pause, and the host hears of the click. */
export const HotspotContinued: Story = {
  name: 'Playing (hotspot continued from the keyboard)',
  args: { ...waitingOnHotspot, onAnnotationClick: fn() },
  parameters: { machine: { id: 'player', state: 'playing' } },
  play: async ({ canvas, args }) => {
    button(canvas, playerLabels.continue).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnnotationClick).toHaveBeenCalledTimes(1);
    await expect(args.onAnnotationClick).toHaveBeenCalledWith({ kind: 'hotspot', id: 'h1' });
    await expect(canvas.queryByRole('button', { name: playerLabels.continue })).toBeNull();
    await waitFor(() => expect(button(canvas, playerLabels.pause)).toHaveFocus());
  },
};

export const ClickRegionWaiting: Story = {
  name: 'Click region waiting for a click',
  args: waitingOnRegion,
  parameters: { machine: { id: 'player', state: { annotation: 'clickRegion' } } },
  play: async ({ canvas }) => {
    const region = button(canvas, playerLabels.continue);
    await expect(region).toHaveAccessibleDescription('Everything about the account lives in this panel');
    await expect(button(canvas, playerLabels.play)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A click inside the region resumes playback. */
export const ClickRegionContinued: Story = {
  name: 'Playing (click region clicked)',
  args: { ...waitingOnRegion, onAnnotationClick: fn() },
  parameters: { machine: { id: 'player', state: 'playing' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(button(canvas, playerLabels.continue));
    await expect(args.onAnnotationClick).toHaveBeenCalledTimes(1);
    await expect(args.onAnnotationClick).toHaveBeenCalledWith({ kind: 'rectangle', id: 'r1' });
    await expect(button(canvas, playerLabels.pause)).toBeVisible();
  },
};

export const Unmuted: Story = {
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(button(canvas, playerLabels.unmute));
    await expect(button(canvas, playerLabels.mute)).toBeVisible();
    await expect(video(canvasElement).muted).toBe(false);
  },
};

const speedStory = (presses: number, label: string): Story => ({
  name: `Speed ${label}`,
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async ({ canvas, canvasElement }) => {
    for (let press = 0; press < presses; press += 1)
      await userEvent.click(canvas.getByRole('button', { name: /^Speed / }));
    await expect(button(canvas, playerLabels.speed(label))).toHaveTextContent(label);
    await expect(`${video(canvasElement).playbackRate}x`).toBe(label);
  },
});

/** spec 3 §4.2 speed cycle: 1 -> 1.5 -> 2 -> 0.5 -> 0.75 -> 1. */
export const Speed15 = speedStory(1, '1.5x');
export const Speed2 = speedStory(2, '2x');
export const Speed05 = speedStory(3, '0.5x');
export const Speed075 = speedStory(4, '0.75x');
export const SpeedBackTo1 = speedStory(5, '1x');

export const PointerHidden: Story = {
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(button(canvas, playerLabels.hidePointer));
    await expect(button(canvas, playerLabels.showPointer)).toBeVisible();
    await expect(getComputedStyle(video(canvasElement)).cursor).toBe('none');
  },
};

export const Ended: Story = {
  args: { state: 'ended', context: { currentTime: 12 } },
  parameters: { machine: { id: 'player', state: 'ended' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(playerLabels.ended);
    await expect(button(canvas, playerLabels.play)).toBeVisible();
  },
};

/** A WebVTT track on the demo: the captions show by default and the toggle hides them. */
export const WithCaptions: Story = {
  args: { recording: { ...sampleRecording, captions: captionsUrl } },
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async ({ canvas, canvasElement }) => {
    const track = canvasElement.querySelector('track')!;
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('default');
    const toggle = button(canvas, playerLabels.captions);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(video(canvasElement).textTracks[0]?.mode).toBe('hidden');
    await userEvent.click(toggle);
    await expect(video(canvasElement).textTracks[0]?.mode).toBe('showing');
  },
};

/** Reduced motion: the hotspot does not pulse and nothing slides in. */
export const ReducedMotion: Story = {
  name: 'Hotspot waiting (reduced motion)',
  args: { ...waitingOnHotspot, motion: 'reduced' },
  parameters: { machine: { id: 'player', state: { annotation: 'hotspot' } } },
  play: async ({ canvas, canvasElement }) => {
    const hotspot = button(canvas, playerLabels.continue);
    await expect(getComputedStyle(hotspot, '::after').animationName).toBe('none');
    await expect(getComputedStyle(canvasElement.querySelector('[data-caption]')!).animationName).toBe('none');
  },
};

/** The caption's box against the video box: it never scrolls and never leaves the picture. */
async function expectCaptionFits(canvasElement: HTMLElement, caption: string) {
  const box = canvasElement.querySelector<HTMLElement>('[data-caption]')!;
  await expect(box).toHaveTextContent(caption);
  await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
  await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  await expect(getComputedStyle(box).overflowY).not.toMatch(/auto|scroll/);
  const inside = box.getBoundingClientRect();
  const picture = video(canvasElement).getBoundingClientRect();
  await expect(inside.left).toBeGreaterThanOrEqual(picture.left);
  await expect(inside.top).toBeGreaterThanOrEqual(picture.top);
  await expect(inside.right).toBeLessThanOrEqual(picture.right);
  await expect(inside.bottom).toBeLessThanOrEqual(picture.bottom);
  // It is sized to its words: more than the few letters a share of a phone-sized box held ("Clic / k").
  await expect(inside.width).toBeGreaterThan(120);
}

/**
 * A phone (412 px wide): the rep placed the caption near the right edge in a box 13% wide (54 px
 * here). It takes the width its words need, moves in from the edge rather than being cut, and
 * does not scroll (axe's scrollable-region-focusable passes with the story's own check).
 */
const phoneCaption = 'Click here to open the report';
export const CaptionOnAPhone: Story = {
  name: 'Hotspot caption on a phone',
  args: {
    ...waitingOnHotspot,
    context: {
      ...waitingOnHotspot.context,
      hotspots: [
        {
          ...sampleHotspot,
          caption: phoneCaption,
          captionPercentageFromTop: 72,
          captionPercentageFromLeft: 78,
          captionPercentageWidth: 13,
          captionPercentageHeight: 12,
          shown: true,
        },
      ],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 412 - 32 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { machine: { id: 'player', state: { annotation: 'hotspot' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')!.getBoundingClientRect().width).toBeLessThanOrEqual(
      380,
    );
    await expect(button(canvas, playerLabels.continue)).toHaveAccessibleDescription(phoneCaption);
    await expectCaptionFits(canvasElement, phoneCaption);
  },
};

/** The longest caption a rep may write (demoConstants.captionMaxLength), in the phone's player: all of it shows, nothing scrolls. */
export const LongCaptionOnAPhone: Story = {
  name: 'Longest caption on a phone',
  args: {
    ...waitingOnHotspot,
    context: {
      ...waitingOnHotspot.context,
      hotspots: [{ ...sampleHotspot, caption: longCaption, captionPercentageFromTop: 40, shown: true }],
    },
  },
  decorators: CaptionOnAPhone.decorators,
  parameters: { machine: { id: 'player', state: { annotation: 'hotspot' } } },
  play: async ({ canvasElement }) => {
    await expectCaptionFits(canvasElement, longCaption);
  },
};

/** A portrait video: the player is 0.4 of its intrinsic width (spec 3 §9). */
export const Portrait: Story = {
  args: {
    recording: {
      ...sampleRecording,
      coordinates: {
        ...sampleRecording.coordinates,
        intrinsic: { intrinsicVideoWidth: 1080, intrinsicVideoHeight: 1920 },
      },
    },
  },
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')!.getBoundingClientRect().width).toBe(432);
  },
};

/** The host's controls (the console's demo selector and a close) at the end of the bar. */
export const WithHostControls: Story = {
  args: {
    controls: (
      <>
        <Select
          label="Demo"
          hideLabel
          value="a"
          options={[
            { value: 'a', label: 'Acme onboarding tour' },
            { value: 'b', label: 'Reports in two minutes' },
          ]}
          style={{ width: 200 }}
        />
        <IconButton label="Close">
          <CloseIcon />
        </IconButton>
      </>
    ),
  },
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Demo' })).toHaveTextContent('Acme onboarding tour');
    await expect(button(canvas, 'Close')).toBeVisible();
  },
};

/** 200 annotations on a real 6 s clip (bench/player.bench.ts plays this story). */
export const ManyAnnotations: Story = {
  name: 'Paused (200 annotations)',
  args: {
    recording: {
      ...sampleRecording,
      location: clip,
      duration: 6,
      coordinates: { ...sampleRecording.coordinates, ...manyAnnotations(200, 6) },
    },
  },
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async ({ canvasElement }) => {
    await expect(video(canvasElement)).toHaveAttribute('src', clip);
  },
};

/** The six hotspot styles (spec 3 §3) side by side on the video, each in its own colour: one matrix for screenshots. */
export const HotspotStyles: Story = {
  name: 'Hotspot styles',
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 240px)', gap: 16 }}>
      {hotspotStyles.map((style, index) => (
        <figure key={style} style={{ margin: 0 }}>
          <div
            style={{
              position: 'relative',
              aspectRatio: '16 / 9',
              background: `center / cover url("${poster}")`,
              borderRadius: 8,
              overflow: 'hidden',
            }}
          >
            <HotspotAnnotation
              hotspot={{
                ...sampleHotspot,
                id: style,
                caption: '',
                hotspotStyle: style,
                hotspotColor: ['#1E41AF', '#DF0046', '#18B0AA', '#E95700', '#AC1DFF', '#B9C3D6'][index]!,
                percentageFromTop: 50,
                percentageFromLeft: 50,
              }}
              onContinue={() => {}}
            />
          </div>
          <figcaption style={{ marginTop: 4, fontSize: 12 }}>{style}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const hotspots = canvas.getAllByRole('button', { name: playerLabels.continue });
    await expect(hotspots).toHaveLength(6);
    await expect(hotspots.map((hotspot) => hotspot.dataset.style)).toEqual([...hotspotStyles]);
  },
};

/** The rep turned the widget's controls off (spec 2 show_controls 0): Play/Pause stays, and the host's Close. */
export const ControlsOff: Story = {
  args: {
    showControls: false,
    controls: (
      <IconButton label="Close">
        <CloseIcon />
      </IconButton>
    ),
  },
  parameters: { machine: { id: 'player', state: 'paused' } },
  play: async ({ canvas }) => {
    await expect(button(canvas, playerLabels.play)).toBeVisible();
    await expect(button(canvas, 'Close')).toBeVisible();
    await expect(canvas.queryByRole('slider', { name: playerLabels.seek })).toBeNull();
    await expect(canvas.queryByRole('button', { name: playerLabels.unmute })).toBeNull();
    await expect(canvas.queryByRole('button', { name: playerLabels.speed('1x') })).toBeNull();
  },
};
