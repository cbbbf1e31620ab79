import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination.tsx';

function Controlled({
  onPageChange,
  ...props
}: {
  onPageChange: (page: number) => void;
  hasNextPage?: boolean;
}) {
  const [page, setPage] = React.useState(1);
  return (
    <Pagination
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
      {...props}
    />
  );
}

describe('Pagination', () => {
  it('moves with the arrows; previous is disabled on the first page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Controlled onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('textbox', { name: 'Page' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('textbox', { name: 'Page' })).toHaveValue('2');
  });

  it('disables next when the page is not full', () => {
    const { rerender } = render(
      <Pagination page={2} onPageChange={() => {}} itemsOnPage={12} pageSize={25} />,
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    rerender(<Pagination page={2} onPageChange={() => {}} itemsOnPage={25} pageSize={25} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={2} onPageChange={() => {}} hasNextPage={false} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('takes digits only and goes to the typed page on Enter', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Controlled onPageChange={onPageChange} />);
    const box = screen.getByRole('textbox', { name: 'Page' });
    await user.clear(box);
    await user.type(box, '1a2-b');
    expect(box).toHaveValue('12');
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(12);
  });

  it('falls back to page 1 when the box is left empty', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={4} onPageChange={onPageChange} />);
    const box = screen.getByRole('textbox', { name: 'Page' });
    await user.clear(box);
    await user.tab();
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(box).toHaveValue('1');
  });

  it('treats 0 as page 1', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={3} onPageChange={onPageChange} />);
    const box = screen.getByRole('textbox', { name: 'Page' });
    await user.clear(box);
    await user.type(box, '0{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});
