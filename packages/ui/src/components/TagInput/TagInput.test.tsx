import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TagInput } from './TagInput.tsx';

const domain = (tag: string) => (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(tag) ? undefined : 'Invalid domain');

const tagTexts = () =>
  screen.queryByRole('grid')
    ? within(screen.getByRole('grid'))
        .getAllByRole('row')
        .map((row) => row.textContent)
    : [];

describe('TagInput', () => {
  it('adds a valid tag on Enter and clears the input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TagInput label="Blocked domains" validate={domain} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Blocked domains' });
    await user.type(input, 'gmail.com{Enter}');
    await user.type(input, 'yahoo.com{Enter}');
    expect(input).toHaveValue('');
    expect(tagTexts()).toEqual(['gmail.com', 'yahoo.com']);
    expect(onChange).toHaveBeenLastCalledWith(['gmail.com', 'yahoo.com']);
  });

  it("refuses a tag the rule rejects, with the rule's message, and keeps the text", async () => {
    const user = userEvent.setup();
    render(<TagInput label="Blocked domains" validate={domain} />);
    const input = screen.getByRole('textbox', { name: 'Blocked domains' });
    await user.type(input, 'not a domain{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid domain');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Invalid domain');
    expect(input).toHaveValue('not a domain');
    expect(tagTexts()).toEqual([]);
  });

  it('refuses a duplicate, whatever its case', async () => {
    const user = userEvent.setup();
    render(
      <TagInput
        label="Blocked domains"
        defaultValue={['gmail.com']}
        duplicateMessage="Domain already added"
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Blocked domains' }), 'Gmail.com{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Domain already added');
    expect(tagTexts()).toEqual(['gmail.com']);
  });

  it('removes the last tag with Backspace in the empty input', async () => {
    const user = userEvent.setup();
    render(<TagInput label="Blocked domains" defaultValue={['a.com', 'b.com']} />);
    await user.click(screen.getByRole('textbox', { name: 'Blocked domains' }));
    await user.keyboard('{Backspace}');
    expect(tagTexts()).toEqual(['a.com']);
  });

  it('removes a tag with its remove button', async () => {
    const user = userEvent.setup();
    render(<TagInput label="Blocked domains" defaultValue={['a.com', 'b.com']} />);
    const buttons = within(screen.getByRole('grid')).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    expect(tagTexts()).toEqual(['b.com']);
  });

  it('removes a focused tag with Delete and moves between tags with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<TagInput label="Blocked domains" defaultValue={['a.com', 'b.com', 'c.com']} />);
    await user.tab();
    const rows = within(screen.getByRole('grid')).getAllByRole('row');
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(tagTexts()).toEqual(['a.com', 'c.com']);
    await user.keyboard('{Backspace}');
    expect(tagTexts()).toHaveLength(1);
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TagInput label="Blocked domains" value={['a.com']} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Blocked domains' }), 'b.com{Enter}');
    expect(onChange).toHaveBeenCalledWith(['a.com', 'b.com']);
    expect(tagTexts()).toEqual(['a.com']);
  });
});
