import { defaultVerificationContent, frameMessages } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AudienceApp } from '../audience/AudienceApp.tsx';
import { playerLabels } from '../player/index.ts';
import { teaserLabels } from '../teaser/index.ts';
import { frameOf, heroFrame, sampleDemo, sampleHero } from './stories/sample.ts';
import { emitted, fontLoaded, stayHere, wholeDocument } from './stories/story.ts';

const meta = {
  title: 'widgets/frames/Hero',
  component: AudienceApp,
  parameters: { layout: 'fullscreen', ...wholeDocument },
  args: { data: heroFrame, emit: fn(), motion: 'reduced' },
} satisfies Meta<typeof AudienceApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const launch = teaserLabels.launch(sampleDemo.title);

/** spec 2 §9: headline, body and link in Verdana on #f7f7f7, the demo's thumbnail beside them; no video yet. */
export const Teaser: Story = {
  name: 'Thumbnail teaser',
  play: async ({ canvas, canvasElement, args }) => {
    await fontLoaded(canvasElement);
    const headline = canvas.getByRole('heading', { level: 1, name: sampleHero.headline });
    await expect(getComputedStyle(headline).fontSize).toBe('22px');
    await expect(getComputedStyle(headline).fontFamily).toContain('Verdana');
    const frame = canvasElement.querySelector('[data-frame="hero"]')!;
    await expect(getComputedStyle(frame).backgroundColor).toBe('rgb(247, 247, 247)');
    await expect(getComputedStyle(canvas.getByText(sampleHero.description)).fontSize).toBe('16px');
    const link = canvas.getByRole('link', {
      name: `${sampleHero.action_label} ${frameMessages.opensInNewTab}`,
    });
    await expect(link).toHaveAttribute('href', sampleHero.action_link);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(getComputedStyle(link).fontSize).toBe('14px');
    await expect(canvas.getByRole('button', { name: launch })).toBeVisible();
    // Heavy media waits for the prospect.
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(emitted(args.emit)).toEqual(['render']);
  },
};

/** The Animation teaser shows the demo's GIF (its still under reduced motion). */
export const Animation: Story = {
  name: 'Animation teaser',
  args: { data: frameOf({ kind: 'hero', hero: { ...sampleHero, show_preview: 1 } }), motion: 'auto' },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(canvas.getByRole('img', { name: teaserLabels.thumbnail(sampleDemo.title) })).toHaveAttribute(
      'src',
      reduced ? sampleDemo.thumbnail : sampleDemo.preview,
    );
  },
};

/** Keyboard only: Tab to the launch button, Enter; the player takes its place and the focus. */
export const Launched: Story = {
  name: 'Launched from the keyboard',
  parameters: { machine: { id: 'player', state: 'playing' } },
  play: async ({ canvas, canvasElement, args }) => {
    await fontLoaded(canvasElement);
    await userEvent.tab(); // the link
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: launch })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('video')).not.toBeNull());
    await expect(canvas.getByRole('region', { name: playerLabels.player(sampleDemo.title) })).toBeVisible();
    // The press was the play: the player starts at once, focus on its Pause. (The story's demo has
    // no video file, so nothing moves on screen.)
    await waitFor(() => expect(canvas.getByRole('button', { name: playerLabels.pause })).toHaveFocus());
    // The frame's first play of this demo: a view (issue 29 C.1).
    await expect(args.emit).toHaveBeenCalledWith('play', {
      recordingId: sampleDemo.id,
      position: 0,
      view: 'first',
    });
  },
};

/** The link is the Hero's CTA: a click is a `cta` event with its label and address. */
export const LinkClicked: Story = {
  name: 'Link clicked',
  play: async ({ canvas, canvasElement, args }) => {
    await fontLoaded(canvasElement);
    const link = canvas.getByRole('link', { name: new RegExp(sampleHero.action_label) });
    stayHere(link);
    await userEvent.click(link);
    await expect(args.emit).toHaveBeenCalledWith('cta', {
      ctaLabel: sampleHero.action_label,
      url: sampleHero.action_link,
    });
  },
};

/** What a rep typed is text: markup shows as written, and a script address is no link. */
export const RepTextAsText: Story = {
  name: 'Rep text as text',
  args: {
    data: frameOf({
      kind: 'hero',
      hero: {
        ...sampleHero,
        headline: '<img src=x onerror=alert(1)>',
        description: '<b>Bold?</b>\nSecond line',
        action_link: 'javascript:alert(1)',
      },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-frame="hero"] img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('b')).toBeNull();
    const label = canvas.getByText(sampleHero.action_label);
    await expect(label.closest('a')).not.toHaveAttribute('href');
  },
};

/**
 * A gated Hero: the e-mail gate shows when the teaser is pressed, before any video (spec 2:
 * "before the demo plays"). The pressed button is gone, so the focus goes to the e-mail field, in
 * the gate's region named by its heading (what a screen reader announces as the focus enters).
 */
export const Gated: Story = {
  name: 'Gated: the gate before the demo',
  args: { data: frameOf({ kind: 'hero', hero: { ...sampleHero, is_gated: 1, email_required: 1 } }) },
  parameters: { machine: { id: 'frame', state: { launched: 'gate' } } },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: launch }));
    await expect(await canvas.findByText(defaultVerificationContent.title)).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
    const gate = canvas.getByRole('region', { name: defaultVerificationContent.title });
    const field = within(gate).getByRole('textbox');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('type', 'email');
  },
};

/** The same from the keyboard: Enter on the launch button, and the e-mail field has the focus. */
export const GatedFromTheKeyboard: Story = {
  name: 'Gated: the gate from the keyboard',
  args: { data: frameOf({ kind: 'hero', hero: { ...sampleHero, is_gated: 1, email_required: 1 } }) },
  parameters: { machine: { id: 'frame', state: { launched: 'gate' } } },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await userEvent.tab(); // the link
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: launch })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const gate = await canvas.findByRole('region', { name: defaultVerificationContent.title });
    await waitFor(() => expect(within(gate).getByRole('textbox')).toHaveFocus());
    // Typing goes straight into it.
    await userEvent.keyboard('grace@example.com');
    await expect(within(gate).getByRole('textbox')).toHaveValue('grace@example.com');
  },
};
