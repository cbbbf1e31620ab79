import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('turns on and off by click, label, Space and Enter', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Verify identity" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Verify identity' });
    await user.click(control);
    expect(control).toBeChecked();
    await user.click(screen.getByText('Verify identity'));
    expect(control).not.toBeChecked();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('is described by its description', () => {
    render(<Switch label="Show company name" description="In the header" />);
    expect(screen.getByRole('switch', { name: 'Show company name' })).toHaveAccessibleDescription(
      'In the header',
    );
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Verify identity" disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('switch', { name: 'Verify identity' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
