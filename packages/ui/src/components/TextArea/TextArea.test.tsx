import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('is named by its label and takes multi-line typing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Description" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    await user.type(area, 'one{Enter}two');
    expect(area).toHaveValue('one\ntwo');
    expect(onChange).toHaveBeenCalled();
  });

  it('counts characters against maxLength and stops at it', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Caption" maxLength={5} defaultValue="ab" />);
    const area = screen.getByRole('textbox', { name: 'Caption' });
    expect(area).toHaveAccessibleDescription('2 of 5 characters');
    await user.type(area, 'cdefg');
    expect(area).toHaveValue('abcde');
    expect(area).toHaveAccessibleDescription('5 of 5 characters');
    expect(screen.getByText('5/5')).toBeInTheDocument();
  });

  it('counts a controlled value', () => {
    render(<TextArea label="Caption" maxLength={250} value="hello" onChange={() => {}} />);
    expect(screen.getByText('5/250')).toBeInTheDocument();
  });

  it('describes itself with help text, and with the error in its place when invalid', () => {
    const { rerender } = render(<TextArea label="Description" helpText="Shown to prospects" />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area).toHaveAccessibleDescription('Shown to prospects');
    expect(area).toBeValid();
    rerender(<TextArea label="Description" helpText="Shown to prospects" error="Description is required" />);
    expect(area).toBeInvalid();
    expect(area).toHaveAccessibleDescription('Description is required');
    expect(screen.queryByText('Shown to prospects')).not.toBeInTheDocument();
  });

  it('forwards ref to the <textarea>', () => {
    const ref = React.createRef<HTMLTextAreaElement>();
    render(<TextArea label="Description" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Description' }));
  });
});
