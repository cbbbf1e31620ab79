import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './DropdownMenu.tsx';

function More({ onClone, onShare, onDelete }: Record<'onClone' | 'onShare' | 'onDelete', () => void>) {
  return (
    <DropdownMenu
      items={[
        { label: 'Share in a page', onSelect: onShare, disabledReason: 'Only available for active embdeds' },
        { label: 'Clone', onSelect: onClone },
        'separator',
        { label: 'Delete', onSelect: onDelete, tone: 'danger' },
      ]}
    />
  );
}

describe('DropdownMenu', () => {
  it("opens from the 'More' button and runs the chosen item with the keyboard", async () => {
    const user = userEvent.setup();
    const calls = { onClone: vi.fn(), onShare: vi.fn(), onDelete: vi.fn() };
    render(<More {...calls} />);
    const trigger = screen.getByRole('button', { name: 'More' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Share in a pageOnly available for active embdeds',
      'Clone',
      'Delete',
    ]);
    // Opening with the keyboard focuses the first item.
    expect(
      screen.getByRole('menuitem', { name: /^Share in a page ?Only available for active embdeds$/ }),
    ).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(calls.onClone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('keeps an item with a reason reachable, says why and does nothing on select', async () => {
    const user = userEvent.setup();
    const calls = { onClone: vi.fn(), onShare: vi.fn(), onDelete: vi.fn() };
    render(<More {...calls} />);
    screen.getByRole('button', { name: 'More' }).focus();
    await user.keyboard('{Enter}');
    const share = screen.getByRole('menuitem', {
      name: /^Share in a page ?Only available for active embdeds$/,
    });
    expect(share).toHaveFocus();
    expect(share).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(calls.onShare).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes on Escape without running anything', async () => {
    const user = userEvent.setup();
    const calls = { onClone: vi.fn(), onShare: vi.fn(), onDelete: vi.fn() };
    render(<More {...calls} />);
    screen.getByRole('button', { name: 'More' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(Object.values(calls).every((call) => call.mock.calls.length === 0)).toBe(true);
  });
});
