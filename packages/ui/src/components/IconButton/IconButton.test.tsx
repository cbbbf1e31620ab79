import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton.tsx';
import { MoreIcon } from './icons.tsx';

describe('IconButton', () => {
  it('is named by its label and activated by click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton label="More" onClick={onClick}>
        <MoreIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'More' });
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(button).toHaveAttribute('type', 'button');
  });

  it('shows its label as a tooltip on focus', async () => {
    const user = userEvent.setup();
    render(
      <IconButton label="Copy link">
        <MoreIcon />
      </IconButton>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy link');
  });

  it('shows variant and size as data attributes', () => {
    render(
      <IconButton label="Delete" variant="danger" size="sm">
        <MoreIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'sm');
  });

  it('while loading is busy and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton label="Save" loading onClick={onClick}>
        <MoreIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled with a reason stays focusable, refuses clicks and explains itself', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton label="Preview" disabled disabledReason="Save first" onClick={onClick}>
        <MoreIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Preview' });
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Save first');
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled without a reason is natively disabled', () => {
    render(
      <IconButton label="Preview" disabled>
        <MoreIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
  });

  it('forwards ref to the <button>', () => {
    const ref = React.createRef<HTMLButtonElement>();
    render(
      <IconButton label="More" ref={ref}>
        <MoreIcon />
      </IconButton>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'More' }));
  });
});
