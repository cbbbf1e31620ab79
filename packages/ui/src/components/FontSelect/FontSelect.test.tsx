import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FontSelect } from './FontSelect.tsx';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

describe('FontSelect', () => {
  it('offers the 21 prospect fonts, each drawn in its own face, and chooses one', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<FontSelect onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Font' });
    expect(select).toHaveTextContent('Select a font');
    select.focus();
    await user.keyboard('{Enter}');
    const fonts = screen.getAllByRole('option');
    expect(fonts).toHaveLength(21);
    expect(screen.getByRole('option', { name: 'Lora' }).querySelector('span[style]')).toHaveStyle({
      fontFamily: "'Lora', Georgia, 'Times New Roman', serif",
    });
    await user.click(screen.getByRole('option', { name: 'Rubik' }));
    expect(onValueChange).toHaveBeenCalledWith('Rubik');
  });

  it("shows the spec's error", () => {
    render(<FontSelect error="Please select a font" />);
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveAccessibleDescription(
      'Please select a font',
    );
  });
});
