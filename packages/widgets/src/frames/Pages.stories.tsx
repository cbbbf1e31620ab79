import { frameMessages } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AudienceApp } from '../audience/AudienceApp.tsx';
import { teaserLabels } from '../teaser/index.ts';
import { FrameNotice } from './Pages.tsx';
import {
  frameOf,
  heroFrame,
  sampleDemo,
  sampleHero,
  sampleLook,
  sampleSolo,
  soloFrame,
} from './stories/sample.ts';
import { emitted, fontLoaded, pieceOnly, wholeDocument } from './stories/story.ts';

const meta = {
  title: 'widgets/frames/Pages',
  component: AudienceApp,
  parameters: { layout: 'fullscreen', ...wholeDocument },
  args: { data: heroFrame, emit: fn(), motion: 'reduced' },
} satisfies Meta<typeof AudienceApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const share = {
  title: 'Your tour of Acme Analytics',
  description: 'Dana put this together for you.\nIt takes two minutes.',
};

/** Decision 8: the share page: the company's header, the rep's title and description, the widget below. */
export const ShareHero: Story = {
  name: 'Share page (Hero)',
  args: { data: { ...heroFrame, mode: 'share', share } },
  play: async ({ canvas, canvasElement, args }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: share.title })).toBeVisible();
    await expect(canvas.getByText(/Dana put this together for you/)).toBeVisible();
    // Under the page's title the Hero's headline is a level-2 heading.
    await expect(canvas.getByRole('heading', { level: 2, name: sampleHero.headline })).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveTextContent(sampleLook.companyName);
    // The page is in the company's font.
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).fontFamily).toContain('Lora');
    await expect(emitted(args.emit)).toEqual(['render']);
  },
};

export const ShareSolo: Story = {
  name: 'Share page (Solo)',
  args: { data: { ...soloFrame, mode: 'share', share } },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('button', { name: teaserLabels.launch(sampleDemo.title) })).toBeVisible();
  },
};

/** The company's logo alone (name hidden): the logo carries the company's name. */
export const ShareLogoOnly: Story = {
  name: 'Share page (logo, company name hidden)',
  args: {
    data: {
      ...soloFrame,
      mode: 'share',
      share,
      look: { ...sampleLook, style: { ...sampleLook.style, showCompanyName: false } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('img', { name: frameMessages.logo(sampleLook.companyName) })).toBeVisible();
    await expect(canvas.queryByText(sampleLook.companyName)).toBeNull();
  },
};

/** What the rep typed is text on the page too. */
export const ShareRepText: Story = {
  name: 'Share page (rep text as text)',
  args: {
    data: {
      ...soloFrame,
      mode: 'share',
      share: { title: '<script>alert(1)</script>', description: '<i>not italic</i>' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '<script>alert(1)</script>' })).toBeVisible();
    await expect(canvasElement.querySelector('i')).toBeNull();
  },
};

/** Decision 9: the rep's preview says it is one and records nothing. */
export const Preview: Story = {
  name: 'Preview page',
  args: { data: { ...soloFrame, mode: 'preview', record: false } },
  play: async ({ canvas, canvasElement }) => {
    await fontLoaded(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(frameMessages.previewBanner);
    await expect(canvas.getByRole('button', { name: teaserLabels.launch(sampleDemo.title) })).toBeVisible();
  },
};

/** The widget's demo is not among the company's: not available (and no render event). */
export const NotAvailable: Story = {
  name: 'Not available',
  args: { data: { ...heroFrame, demos: [] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(frameMessages.notFound)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

/** Another company's demo is never shown, even if it were in the data. */
export const OtherCompanysDemo: Story = {
  name: "Not available (another company's demo)",
  args: {
    data: { ...heroFrame, demos: [{ ...sampleDemo, company_id: '00000000-0000-4000-8000-000000000000' }] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(frameMessages.notFound)).toBeVisible();
  },
};

/** The demo's video is still being transcoded. */
export const Processing: Story = {
  name: 'Still processing',
  args: {
    data: frameOf(
      { kind: 'solo', solo: sampleSolo },
      { demos: [{ ...sampleDemo, media_status: 'processing' }] },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(frameMessages.processing);
  },
};

/** The notices on their own, as the audience host's pages use them (an expired preview). */
export const PreviewExpired: Story = {
  name: 'Preview expired',
  render: () => <FrameNotice kind="previewExpired" />,
  // The notice alone, as a piece of the host's page.
  parameters: pieceOnly,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(frameMessages.previewExpired)).toBeVisible();
  },
};
