import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColorPicker, normalizeHex } from './ColorPicker.tsx';

// A parent that owns the colour and can reset it.
function Controlled() {
  const [value, setValue] = React.useState('#FFFFFF');
  return (
    <>
      <ColorPicker label="Background" value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue('#18B0AA')}>
        Reset
      </button>
    </>
  );
}

describe('normalizeHex', () => {
  it('accepts 6 and 3 digits with or without #, upper-cased; refuses alpha and junk', () => {
    expect(normalizeHex('#1e41af')).toBe('#1E41AF');
    expect(normalizeHex('1E41AF')).toBe('#1E41AF');
    expect(normalizeHex('#fff')).toBe('#FFFFFF');
    expect(normalizeHex('#1E41AF80')).toBeNull();
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex('blue')).toBeNull();
  });
});

describe('ColorPicker', () => {
  it('applies a typed HEX colour at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColorPicker label="Button colour" defaultValue="#1E41AF" onChange={onChange} />);
    const hex = screen.getByRole('textbox', { name: 'Button colour' });
    expect(hex).toHaveValue('1E41AF');
    await user.clear(hex);
    await user.type(hex, '#e95700');
    expect(onChange).toHaveBeenLastCalledWith('#E95700');
    expect(screen.getByLabelText('Button colour: pick a colour')).toHaveValue('#e95700');
  });

  it('refuses an invalid HEX with a message and keeps the last good colour', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ColorPicker
        label="Text colour"
        defaultValue="#000000"
        onChange={onChange}
        invalidMessage="Invalid HEX"
      />,
    );
    const hex = screen.getByRole('textbox', { name: 'Text colour' });
    await user.clear(hex);
    await user.type(hex, 'zz00{Enter}');
    expect(hex).toBeInvalid();
    expect(hex).toHaveAccessibleDescription('Invalid HEX');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid HEX');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Text colour: pick a colour')).toHaveValue('#000000');

    await user.clear(hex);
    await user.type(hex, 'fff');
    await user.tab();
    expect(hex).toBeValid();
    expect(hex).toHaveValue('FFFFFF');
    expect(onChange).toHaveBeenLastCalledWith('#FFFFFF');
  });

  it('takes a colour from the swatch picker', () => {
    const onChange = vi.fn();
    render(<ColorPicker label="Border" defaultValue="#000000" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Border: pick a colour'), { target: { value: '#2e71fd' } });
    expect(onChange).toHaveBeenCalledWith('#2E71FD');
    expect(screen.getByRole('textbox', { name: 'Border' })).toHaveValue('2E71FD');
  });

  it('follows a controlled value', () => {
    render(<Controlled />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Background' })).toHaveValue('18B0AA');
  });
});
