import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip.tsx';

describe('Tooltip', () => {
  it('opens on focus, describes its trigger and closes with Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Tooltip content="At least 12 characters" onOpenChange={onOpenChange}>
        <button type="button">Password rules</button>
      </Tooltip>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('At least 12 characters');
    expect(screen.getByRole('button', { name: 'Password rules' })).toHaveAccessibleDescription(
      'At least 12 characters',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('can be opened from outside', () => {
    render(
      <Tooltip content="Copied" open>
        <button type="button">Copy link</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied');
  });
});
