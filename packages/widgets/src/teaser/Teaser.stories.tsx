import { defaultLaunchButton, presetBlinkerStyles } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LaunchButton, launchButtonSizes } from './LaunchButton.tsx';
import { teaserLabels } from './messages.ts';
import { Teaser } from './Teaser.tsx';

/** Pictures drawn inline (234x132) so the stories need no media server and look the same every run. */
const picture = (from: string, to: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="234" height="132"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="234" height="132" fill="url(#g)"/><text x="12" y="24" font-family="sans-serif" font-size="14" fill="#fff">${text}</text></svg>`,
  )}`;
const demo = {
  title: 'Onboarding tour',
  thumbnail: picture('#2E71FD', '#18B0AA', 'Thumbnail'),
  preview: picture('#AC1DFF', '#E20FAC', 'Animation (GIF)'),
};
const customIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#F76808"/><path d="M22 18l24 14-24 14z" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'widgets/Teaser',
  component: Teaser,
  parameters: { layout: 'centered' },
  // Screenshots are still pictures: the pulses stand still (the reduced-motion branch).
  args: {
    teaser: 'thumbnail',
    demo,
    launch: { style: 'PLAY', size: 'LARGE', colours: defaultLaunchButton() },
    motion: 'reduced',
  },
} satisfies Meta<typeof Teaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's own thumbnail in the 234x132 box, a large PLAY button on it. */
export const Thumbnail: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: teaserLabels.thumbnail(demo.title) });
    await expect(image).toHaveAttribute('src', demo.thumbnail);
    const box = image.parentElement!.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([234, 132]);
    await expect(canvas.getByRole('img', { name: teaserLabels.launch(demo.title) })).toBeVisible();
  },
};

export const CustomThumbnail: Story = {
  name: 'Thumbnail (custom image)',
  args: { customThumbnail: picture('#1E3B8A', '#0F172A', 'Custom image') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: teaserLabels.thumbnail(demo.title) })).toHaveAttribute(
      'src',
      args.customThumbnail,
    );
  },
};

/** The demo's GIF; with reduced motion the still thumbnail stands in for it. */
export const Animation: Story = {
  args: { teaser: 'animation', motion: 'auto' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: teaserLabels.thumbnail(demo.title) });
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(image).toHaveAttribute('src', reduced ? demo.thumbnail : demo.preview);
  },
};

export const AnimationReduced: Story = {
  name: 'Animation (reduced motion)',
  args: { teaser: 'animation' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: teaserLabels.thumbnail(demo.title) })).toHaveAttribute(
      'src',
      demo.thumbnail,
    );
  },
};

/** A dot in hotspot_color; its pulse stops under reduced motion. */
export const Hotspot: Story = {
  args: {
    teaser: 'hotspot',
    launch: { style: 'PLAY', size: 'SMALL', colours: { ...defaultLaunchButton(), hotspot_color: '#E5484D' } },
  },
  play: async ({ canvasElement }) => {
    const dot = canvasElement.querySelector('[data-teaser="hotspot"] > span')!;
    await expect(getComputedStyle(dot).backgroundColor).toBe('rgb(229, 72, 77)');
    await expect(getComputedStyle(dot, '::after').animationName).toBe('none');
  },
};

export const CtaButton: Story = {
  name: 'CTA (button look)',
  args: { teaser: 'cta', cta: { type: 'button', text: 'See it in action' }, onLaunch: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'See it in action' }));
    await expect(args.onLaunch).toHaveBeenCalled();
  },
};

export const CtaLink: Story = {
  name: 'CTA (link look)',
  args: { teaser: 'cta', cta: { type: 'link', text: 'Watch the 2-minute tour' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-look="link"]')).toHaveTextContent(
      'Watch the 2-minute tour',
    );
  },
};

/** On the prospect's page the launch button is a button; the keyboard reaches it. */
export const Launchable: Story = {
  name: 'Thumbnail (launchable)',
  args: { onLaunch: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: teaserLabels.launch(demo.title) });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLaunch).toHaveBeenCalled();
  },
};

/** A new widget: no demo chosen yet. */
export const NoDemo: Story = {
  name: 'No demo yet',
  args: { demo: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: teaserLabels.thumbnail('') })).toBeNull();
  },
};

/** Every launch button style, in the default and in custom colours. */
export const LaunchButtons: Story = {
  name: 'Launch button styles',
  render: () => {
    const brand = {
      triangle_color: '#111827',
      circle_color: '#FFB224',
      hover_color: '#F76808',
      hotspot_color: '#FFB224',
    };
    const row = (colours: typeof brand) => (
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <LaunchButton style="PLAY" size="SMALL" colours={colours} label="PLAY SMALL" motion="reduced" />
        <LaunchButton style="PLAY" size="LARGE" colours={colours} label="PLAY LARGE" motion="reduced" />
        {presetBlinkerStyles.map((style) => (
          <LaunchButton key={style} style={style} colours={colours} label={style} motion="reduced" />
        ))}
        <LaunchButton style="CUSTOM" colours={colours} icon={customIcon} label="CUSTOM" motion="reduced" />
      </div>
    );
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        {row(defaultLaunchButton())}
        {row(brand)}
      </div>
    );
  },
  play: async ({ canvas }) => {
    const small = canvas.getAllByRole('img', { name: 'PLAY SMALL' })[0]!;
    await expect(small.getBoundingClientRect().width).toBe(launchButtonSizes.SMALL);
    const large = canvas.getAllByRole('img', { name: 'PLAY LARGE' })[0]!;
    await expect(large.getBoundingClientRect().width).toBe(launchButtonSizes.LARGE);
    const custom = canvas.getAllByRole('img', { name: 'CUSTOM' })[0]!;
    await expect(custom.querySelector('img')).toHaveAttribute('src', customIcon);
    const circle = canvas.getAllByRole('img', { name: 'PLAY LARGE' })[1]!.querySelector('.circle')!;
    await expect(getComputedStyle(circle).fill).toBe('rgb(255, 178, 36)');
  },
};

/** PLAY's hover colour reaches the button (a simulated hover does not set :hover; the CSS rule reads this). */
export const LaunchHover: Story = {
  name: 'Launch button hover colour',
  args: { onLaunch: fn() },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: teaserLabels.launch(demo.title) });
    await expect(button.style.getPropertyValue('--launch-hover')).toBe(defaultLaunchButton().hover_color);
  },
};
