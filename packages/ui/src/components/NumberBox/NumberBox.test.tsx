import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberBox } from './NumberBox.tsx';

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = React.useState('1');
  return (
    <NumberBox
      label="Page"
      value={value}
      onValueChange={(next) => {
        onValueChange(next);
        setValue(next);
      }}
    />
  );
}

describe('NumberBox', () => {
  it('takes digits and refuses every other key', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<NumberBox label="Page" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Page' });
    await user.type(input, '4x-2.e 0+');
    expect(input).toHaveValue('420');
    expect(onValueChange).toHaveBeenLastCalledWith('420');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('accepts a pasted number and refuses a paste with anything else', async () => {
    const user = userEvent.setup();
    render(<NumberBox label="Page" />);
    const input = screen.getByRole('textbox', { name: 'Page' });
    await user.click(input);
    await user.paste('12a');
    expect(input).toHaveValue('');
    await user.paste('12');
    expect(input).toHaveValue('12');
  });

  it('still lets editing keys through', async () => {
    const user = userEvent.setup();
    render(<NumberBox label="Page" defaultValue="123" />);
    const input = screen.getByRole('textbox', { name: 'Page' });
    await user.click(input);
    await user.keyboard('{End}{Backspace}{ArrowLeft}9');
    expect(input).toHaveValue('192');
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Page' });
    await user.clear(input);
    await user.type(input, '7');
    expect(input).toHaveValue('7');
    expect(onValueChange).toHaveBeenCalledWith('');
    expect(onValueChange).toHaveBeenLastCalledWith('7');
  });

  it('shows an error like any field', () => {
    render(<NumberBox label="Page" error="Enter a page number" />);
    expect(screen.getByRole('textbox', { name: 'Page' })).toHaveAccessibleDescription('Enter a page number');
  });
});
