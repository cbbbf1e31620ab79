import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Select } from './Select.tsx';

// jsdom has no scrollIntoView; radix Select scrolls the chosen option into view when it opens.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

const options = [
  { value: 'analytics', label: 'Analytics' },
  { value: 'crm', label: 'CRM' },
  { value: 'security', label: 'Security', disabled: true },
  { value: 'support', label: 'Support' },
];

describe('Select', () => {
  it('is named by its label, opens from the keyboard and chooses an option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Category" options={options} placeholder="Choose" onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveTextContent('Choose');
    select.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'CRM' }));
    expect(onValueChange).toHaveBeenCalledWith('crm');
    expect(select).toHaveTextContent('CRM');
  });

  it('does not choose a disabled option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Category" options={options} onValueChange={onValueChange} />);
    screen.getByRole('combobox', { name: 'Category' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('option', { name: 'Security' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('describes itself with the error and marks itself invalid', () => {
    render(<Select label="Category" options={options} error="Please select a font" />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveAccessibleDescription('Please select a font');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a controlled value, drawn by renderOption', () => {
    render(
      <Select
        label="Font"
        options={[{ value: 'lora', label: 'Lora' }]}
        value="lora"
        renderOption={(option) => <em>{option.label} preview</em>}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveTextContent('Lora preview');
  });
});
