import { defaultLaunchButton } from '@showroom/contract';
import { teaserLabels } from '@showroom/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sharedLabels } from '../../messages.ts';
import { sampleDemoOptions, sampleFrame } from '../fixtures.ts';
import { EmbedPreview } from './EmbedPreview.tsx';

const demo = sampleDemoOptions[0]!;

const meta = {
  title: 'console/Embeds/Live preview',
  component: EmbedPreview,
  args: {
    teaser: 'thumbnail',
    demo: { title: demo.title, thumbnail: demo.thumbnail ?? '', preview: sampleFrame('#AC1DFF', '#E20FAC') },
    launch: { style: 'PLAY', size: 'LARGE', colours: defaultLaunchButton() },
    motion: 'reduced',
  },
  decorators: [
    (Story) => (
      <main style={{ width: 320 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof EmbedPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thumbnail: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: sharedLabels.preview })).toBeVisible();
    await expect(canvas.getByRole('img', { name: teaserLabels.launch(demo.title) })).toBeVisible();
  },
};

export const Hotspot: Story = { args: { teaser: 'hotspot' } };

export const Cta: Story = {
  name: 'CTA',
  args: { teaser: 'cta', cta: { type: 'button', text: 'Take the tour' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Take the tour')).toBeVisible();
  },
};

export const NoDemo: Story = { name: 'No demo yet', args: { demo: null } };
