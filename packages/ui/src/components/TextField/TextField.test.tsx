import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

// A parent that owns the value and changes it on the way in.
function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = React.useState('');
  return (
    <TextField
      label="Company name"
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        setValue(event.target.value.toUpperCase());
      }}
    />
  );
}

describe('TextField', () => {
  it('is named by its label and takes typing', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'rep@example.com');
    expect(input).toHaveValue('rep@example.com');
    expect(input).toHaveAttribute('type', 'email');
  });

  it('focuses the input when its label is clicked', async () => {
    const user = userEvent.setup();
    render(<TextField label="Full name" />);
    await user.click(screen.getByText('Full name'));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  });

  it('works controlled with plain value and onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'ab');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('AB');
    expect(onChange).toHaveBeenLastCalledWith('Ab');
  });

  it('links help text as the description', () => {
    render(<TextField label="Email" helpText="Use your work e-mail" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Use your work e-mail',
    );
  });

  it('marks itself invalid and describes the error in place of the help text', () => {
    render(<TextField label="Email" helpText="Use your work e-mail" error="Enter a valid e-mail" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('data-invalid');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail');
    expect(screen.queryByText('Use your work e-mail')).not.toBeInTheDocument();
  });

  it('can be marked invalid without a message', () => {
    render(<TextField label="Password" type="password" invalid helpText="At least 4 characters" />);
    const input = screen.getByLabelText('Password');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('At least 4 characters');
  });

  it('is valid without an error', () => {
    render(<TextField label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeValid();
  });

  it('counts characters against maxLength and stops at it', async () => {
    const user = userEvent.setup();
    render(<TextField label="Demo name" maxLength={5} defaultValue="ab" />);
    const input = screen.getByRole('textbox', { name: 'Demo name' });
    expect(input).toHaveAccessibleDescription('2 of 5 characters');
    await user.type(input, 'cdefg');
    expect(input).toHaveValue('abcde');
    expect(input).toHaveAccessibleDescription('5 of 5 characters');
    expect(screen.getByText('5/5')).toBeInTheDocument();
  });

  it('keeps a caller aria-describedby alongside its own', () => {
    render(
      <>
        <p id="rules">At least 12 characters</p>
        <TextField label="Password" type="password" aria-describedby="rules" helpText="Shown once" />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 12 characters Shown once',
    );
  });

  it('hides the label visually but keeps the name', () => {
    render(<TextField label="Search contacts" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search contacts' })).toBeInTheDocument();
  });

  it('forwards ref to the <input>', () => {
    const ref = React.createRef<HTMLInputElement>();
    render(<TextField label="Email" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });
});
