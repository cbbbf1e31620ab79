import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { productColors } from '../../theme/tokens.ts';
import { Avatar, avatarColorIndex } from './Avatar.tsx';

const meta = {
  title: 'ui/Avatar',
  component: Avatar,
  args: { name: 'Alex Morgan', colorId: 42 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Alex Morgan' })).toHaveTextContent('A');
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const BlankName: Story = { args: { name: '', colorId: 7 } };

// One id per product colour, found by searching ids so the matrix shows all seven.
const idsByColour = productColors.map((_, colour) => {
  let id = 1;
  while (avatarColorIndex(id) !== colour) id += 1;
  return id;
});

const names = [
  'Alex Morgan',
  'Blake Chen',
  'Carmen Ruiz',
  'Dana Kim',
  'Eli Novak',
  'Farah Idris',
  'Gus Olsen',
];

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {idsByColour.map((id, i) => (
            <Avatar key={id} name={names[i]!} colorId={id} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};
