import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'ui/Pagination',
  component: Pagination,
  args: { page: 1, onPageChange: fn(), hasNextPage: true },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { page: 4 } };

/** Fewer rows came back than a page holds: there is no next page. */
export const LastPage: Story = { args: { page: 7, hasNextPage: undefined, itemsOnPage: 9, pageSize: 25 } };

export const NextClicked: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const TypedPage: Story = {
  args: { page: 2 },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Page' });
    await userEvent.clear(box);
    await userEvent.type(box, '1x5');
    await expect(box).toHaveValue('15');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(15);
  },
};

export const Focused: Story = {
  args: { page: 3 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Page' })).toHaveFocus();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Pagination {...args} aria-label="First page" page={1} />
      <Pagination {...args} aria-label="Middle page" page={12} />
      <Pagination {...args} aria-label="Last page" page={128} hasNextPage={false} />
    </div>
  ),
};
