import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  args: {
    content: 'At least 12 characters, with a letter and a number',
    children: <Button>Password rules</Button>,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenOnFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Password rules' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'At least 12 characters, with a letter and a number',
    );
  },
};

export const OpenOnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Password rules' }));
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, 200px)',
        justifyItems: 'center',
        gap: '96px 48px',
        padding: 64,
      }}
    >
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} content={`On the ${side}`} side={side} open>
          <Button>{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
};
