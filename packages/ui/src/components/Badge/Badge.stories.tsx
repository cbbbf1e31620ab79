import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, type BadgeTone, widgetKindTone } from './Badge.tsx';

const meta = {
  title: 'ui/Badge',
  component: Badge,
  args: { children: 'Hero', tone: 'blue' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = { args: { children: 'Hero', tone: widgetKindTone.hero } };

export const Solo: Story = { args: { children: 'Solo', tone: widgetKindTone.solo } };

export const Sneakpeek: Story = { args: { children: 'Sneakpeek', tone: widgetKindTone.sneakpeek } };

export const Cyoa: Story = { name: 'CYOA', args: { children: 'CYOA', tone: widgetKindTone.cyoa } };

export const Published: Story = {
  args: { children: 'Published', tone: 'green', dot: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Published')).toHaveAttribute('data-tone', 'green');
  },
};

export const Neutral: Story = { args: { children: 'Draft', tone: 'neutral' } };

const tones: BadgeTone[] = ['neutral', 'blue', 'green', 'amber', 'red', 'teal', 'violet'];

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone} dot>
            {tone}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        <Badge tone={widgetKindTone.hero}>Hero</Badge>
        <Badge tone={widgetKindTone.solo}>Solo</Badge>
        <Badge tone={widgetKindTone.sneakpeek}>Sneakpeek</Badge>
        <Badge tone={widgetKindTone.cyoa}>CYOA</Badge>
        <Badge tone="green" dot>
          Published
        </Badge>
      </div>
    </div>
  ),
};
