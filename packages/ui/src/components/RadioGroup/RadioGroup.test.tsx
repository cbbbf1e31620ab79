import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.tsx';

const kinds = [
  { value: 'hero', label: 'Hero', description: 'Headline and one demo' },
  { value: 'solo', label: 'Solo' },
  { value: 'sneakpeek', label: 'Sneakpeek', disabled: true },
  { value: 'cyoa', label: 'CYOA' },
];

describe('RadioGroup', () => {
  it('is a named group whose radios are chosen by click and label', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RadioGroup label="Widget type" options={kinds} onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Widget type' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Solo' }));
    expect(screen.getByRole('radio', { name: 'Solo' })).toBeChecked();
    await user.click(screen.getByText('CYOA'));
    expect(screen.getByRole('radio', { name: 'CYOA' })).toBeChecked();
    expect(onValueChange.mock.calls).toEqual([['solo'], ['cyoa']]);
  });

  it('moves with arrow keys and skips a disabled option', async () => {
    const user = userEvent.setup();
    render(<RadioGroup label="Widget type" options={kinds} defaultValue="solo" />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Solo' })).toHaveFocus();
    // Radix selects on the focus that follows an arrow key still held down, as a person's key is.
    await user.keyboard('{ArrowDown>}');
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'CYOA' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'CYOA' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sneakpeek' })).toBeDisabled();
  });

  it('as cards, each card is one radio named by its title and described by its text', async () => {
    const user = userEvent.setup();
    render(<RadioGroup label="Widget type" options={kinds} variant="cards" />);
    const hero = screen.getByRole('radio', { name: 'Hero' });
    expect(hero).toHaveAccessibleDescription('Headline and one demo');
    await user.click(hero);
    expect(hero).toBeChecked();
    expect(hero).toHaveAttribute('data-state', 'checked');
  });

  it('describes the group with its error', () => {
    render(<RadioGroup label="Widget type" options={kinds} error="Choose a type" />);
    expect(screen.getByRole('radiogroup', { name: 'Widget type' })).toHaveAccessibleDescription(
      'Choose a type',
    );
  });
});
