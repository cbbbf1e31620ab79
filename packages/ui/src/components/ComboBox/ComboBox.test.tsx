import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ComboBox } from './ComboBox.tsx';

// jsdom lays nothing out; give the virtual list's scroll box a height so it renders rows.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 288 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});

const demos = Array.from({ length: 1000 }, (_, i) => ({ id: `demo-${i + 1}`, label: `Demo ${i + 1}` }));

describe('ComboBox', () => {
  it('filters 1000 items as you type, rendering only a window of them', async () => {
    const user = userEvent.setup();
    render(<ComboBox label="Demo" items={demos} />);
    const input = screen.getByRole('combobox', { name: 'Demo' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    const rows = within(listbox).getAllByRole('option');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-setsize', '1000');

    await user.type(input, '99');
    const matches = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(matches[0]).toHaveTextContent('Demo 99');
    expect(matches.every((option) => option.textContent?.includes('99'))).toBe(true);
  });

  it('chooses with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<ComboBox label="Demo" items={demos} onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Demo' });
    await user.click(input);
    await user.type(input, 'Demo 12');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('demo-120');
    expect(input).toHaveValue('Demo 120');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('chooses with a click', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<ComboBox label="Demo" items={demos.slice(0, 5)} onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Demo' }));
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: 'Demo 3' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('demo-3');
  });

  it('says so when nothing matches and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<ComboBox label="Demo" items={demos.slice(0, 5)} emptyMessage="No demos found" />);
    const input = screen.getByRole('combobox', { name: 'Demo' });
    await user.type(input, 'zzz');
    expect(screen.getByText('No demos found')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No demos found')).not.toBeInTheDocument();
  });

  it('shows a selected value and describes an error', () => {
    render(
      <ComboBox label="Demo" items={demos.slice(0, 5)} selectedKey="demo-2" error="Please select a demo" />,
    );
    const input = screen.getByRole('combobox', { name: 'Demo' });
    expect(input).toHaveValue('Demo 2');
    expect(input).toHaveAccessibleDescription('Please select a demo');
    expect(input).toBeInvalid();
  });
});
