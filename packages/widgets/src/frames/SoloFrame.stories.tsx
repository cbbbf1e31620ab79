import { frameMessages } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AudienceApp } from '../audience/AudienceApp.tsx';
import { EmitContext } from '../events/index.ts';
import { playerLabels } from '../player/index.ts';
import { teaserLabels } from '../teaser/index.ts';
import { ProspectLook } from './Look.tsx';
import { SoloFrame } from './SoloFrame.tsx';
import { frameOf, sampleDemo, sampleLook, sampleSolo, soloFrame, withClip } from './stories/sample.ts';
import { emitted, fontLoaded, pieceOnly, wholeDocument } from './stories/story.ts';

const meta = {
  title: 'widgets/frames/Solo',
  component: AudienceApp,
  parameters: { layout: 'fullscreen', ...wholeDocument },
  args: { data: soloFrame, emit: fn(), motion: 'reduced' },
} satisfies Meta<typeof AudienceApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const launch = teaserLabels.launch(sampleDemo.title);
const solo = (fields: Partial<typeof sampleSolo>) =>
  frameOf({ kind: 'solo', solo: { ...sampleSolo, ...fields } });
const customIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#F76808"/><path d="M22 18l24 14-24 14z" fill="#fff"/></svg>',
)}`;
const customThumbnail = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="#1E3B8A"/><text x="40" y="90" font-family="sans-serif" font-size="64" fill="#fff">Custom image</text></svg>',
)}`;

/** The Thumbnail teaser: the demo's picture and the rep's launch button; no video yet. */
export const Thumbnail: Story = {
  name: 'Thumbnail teaser',
  parameters: { machine: { id: 'frame', state: 'teaser' } },
  play: async ({ canvas, canvasElement, args }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('img', { name: teaserLabels.thumbnail(sampleDemo.title) })).toHaveAttribute(
      'src',
      sampleDemo.thumbnail,
    );
    await expect(canvas.getByRole('button', { name: launch })).toHaveAttribute('data-size', 'LARGE');
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(emitted(args.emit)).toEqual(['render']);
  },
};

/** The custom thumbnail, and a small custom launch icon in the rep's colours. */
export const CustomThumbnailAndIcon: Story = {
  name: 'Thumbnail teaser (custom image, custom small icon)',
  args: {
    data: solo({
      show_custom_thumbnail: 1,
      custom_thumbnail: customThumbnail,
      blinker_style: 'CUSTOM',
      custom_blinker: customIcon,
      blinker_size: 'SMALL',
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('img', { name: teaserLabels.thumbnail(sampleDemo.title) })).toHaveAttribute(
      'src',
      customThumbnail,
    );
    const button = canvas.getByRole('button', { name: launch });
    await expect(button).toHaveAttribute('data-size', 'SMALL');
    await expect(button.querySelector('img')).toHaveAttribute('src', customIcon);
  },
};

/** The Animation teaser: the GIF, or its still under reduced motion (the prop here). */
export const AnimationReduced: Story = {
  name: 'Animation teaser (reduced motion)',
  args: { data: solo({ show_preview: 1 }) },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('img', { name: teaserLabels.thumbnail(sampleDemo.title) })).toHaveAttribute(
      'src',
      sampleDemo.thumbnail,
    );
  },
};

/** The Hotspot teaser: a dot in the hotspot colour on the picture; its pulse stops under reduced motion. */
export const Hotspot: Story = {
  name: 'Hotspot teaser',
  args: {
    data: solo({
      is_hotspot: 1,
      blinker_size: 'SMALL',
      launch_button: { ...sampleSolo.launch_button, hotspot_color: '#E5484D' },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    const dot = canvas.getByRole('button', { name: launch }).querySelector('span')!;
    await expect(getComputedStyle(dot).backgroundColor).toBe('rgb(229, 72, 77)');
    await expect(getComputedStyle(dot, '::after').animationName).toBe('none');
  },
};

/** The CTA teaser (button look): its press is a `cta` event and the play. */
export const CtaButton: Story = {
  name: 'CTA teaser (button) pressed',
  args: { data: solo({ is_cta: 1, cta_type: 'button', cta_text: 'See it in action' }) },
  parameters: { machine: { id: 'frame', state: { launched: 'playing' } } },
  play: async ({ canvas, canvasElement, args }) => {
    await fontLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'See it in action' }));
    await expect(args.emit).toHaveBeenCalledWith('cta', { ctaLabel: 'See it in action', url: '' });
    await waitFor(() => expect(canvasElement.querySelector('video')).not.toBeNull());
    await expect(emitted(args.emit)).toEqual(['render', 'cta', 'play']);
  },
};

export const CtaLink: Story = {
  name: 'CTA teaser (link)',
  args: { data: solo({ is_cta: 1, cta_type: 'link', cta_text: 'Watch the 2-minute tour' }) },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Watch the 2-minute tour' })).toHaveAttribute(
      'data-look',
      'link',
    );
  },
};

/** The console's settings preview: the teaser as a picture, nothing to press; the loader's play launches nothing. */
export const Still: Story = {
  name: "Still teaser (the console's settings preview)",
  render: () => (
    <ProspectLook look={sampleLook} kind="solo">
      <SoloFrame solo={sampleSolo} recording={sampleDemo} still motion="reduced" />
    </ProspectLook>
  ),
  // Drawn inside the console's settings screen, which has its own landmarks and headings.
  parameters: { machine: { id: 'frame', state: 'still' }, ...pieceOnly },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('img', { name: teaserLabels.thumbnail(sampleDemo.title) })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** The lightbox's content: the player with Close in its bar; Close and Esc ask the loader to close. */
function Lightbox({ onClose, emit }: { onClose: () => void; emit: () => void }) {
  return (
    <EmitContext.Provider value={emit}>
      <ProspectLook look={sampleLook} kind="solo">
        <SoloFrame solo={sampleSolo} recording={sampleDemo} onClose={onClose} motion="reduced" />
      </ProspectLook>
    </EmitContext.Provider>
  );
}

const closed = fn();

export const LightboxClose: Story = {
  name: 'Lightbox: launched, then Close and Esc',
  render: (args) => <Lightbox onClose={closed} emit={args.emit as () => void} />,
  // The frame's content alone (the frame's document is the Solo stories' AudienceApp).
  parameters: { machine: { id: 'player', state: 'playing' }, ...pieceOnly },
  play: async ({ canvas, canvasElement }) => {
    closed.mockClear();
    await fontLoaded(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const close = await canvas.findByRole('button', { name: frameMessages.close });
    await expect(canvas.getByRole('button', { name: playerLabels.pause })).toHaveFocus();
    await userEvent.click(close);
    await expect(closed).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(closed).toHaveBeenCalledTimes(2);
  },
};

/**
 * The real 6 s clip from the teaser to the end, keyboard only: the hotspot at 1 s stops it until
 * Enter, then it plays to the end; every step is an event.
 */
export const PlayedThrough: Story = {
  name: 'Played through (real video, events)',
  args: { data: frameOf({ kind: 'solo', solo: sampleSolo }, { demos: [withClip] }) },
  parameters: { machine: { id: 'player', state: 'ended' } },
  play: async ({ canvas, canvasElement, args }) => {
    await fontLoaded(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const hotspot = await canvas.findByRole('button', { name: playerLabels.continue }, { timeout: 5000 });
    await waitFor(() => expect(hotspot).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(playerLabels.ended), {
      timeout: 10_000,
    });
    await expect(emitted(args.emit)).toEqual([
      'render',
      'play',
      'pause',
      'watch',
      'hotspot',
      'play',
      'pause',
      'watch',
      'complete',
    ]);
    const calls = (args.emit as unknown as { mock: { calls: [string, Record<string, unknown>][] } }).mock
      .calls;
    await expect(calls[2]![1]).toMatchObject({ reason: 'hotspot' });
    await expect(calls[4]![1]).toEqual({ recordingId: withClip.id, annotation: 0 });
    await expect(calls[6]![1]).toMatchObject({ reason: 'end', position: 6 });
    // Each watch reports the view's ranges so far (issue 29 C.1): the last holds the whole view.
    const seen = calls.filter(([type]) => type === 'watch').at(-1)![1].ranges as [number, number][];
    const seconds = seen.reduce((sum, [from, to]) => sum + (to - from), 0);
    await expect(seconds).toBeGreaterThan(5.5);
    await expect(seconds).toBeLessThanOrEqual(6);
    // Focus was on the hotspot; it is back on Play.
    await waitFor(() => expect(canvas.getByRole('button', { name: playerLabels.play })).toBeVisible());
  },
};
