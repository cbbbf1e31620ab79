import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles by click on the box or the label and by Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Email required" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Email required' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('Email required'));
    expect(box).not.toBeChecked();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('shows a mixed state', () => {
    render(<Checkbox label="Select all" checked="indeterminate" />);
    // The browser's own mixed state (the input's indeterminate), which it exposes as aria-checked="mixed".
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });

  it('is described by its description', () => {
    render(<Checkbox label="Check domain" description="Only company domains" />);
    expect(screen.getByRole('checkbox', { name: 'Check domain' })).toHaveAccessibleDescription(
      'Only company domains',
    );
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Email required" disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Email required' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('keeps its name with a hidden label', () => {
    render(<Checkbox label="Select row Alex" hideLabel />);
    expect(screen.getByRole('checkbox', { name: 'Select row Alex' })).toBeInTheDocument();
  });
});
