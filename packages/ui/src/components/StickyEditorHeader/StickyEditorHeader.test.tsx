import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StickyEditorHeader } from './StickyEditorHeader.tsx';

function Editor({ onTitleChange }: { onTitleChange: (title: string) => void }) {
  const [title, setTitle] = React.useState('Acme onboarding');
  return (
    <StickyEditorHeader
      title={title}
      onTitleChange={(next) => {
        setTitle(next);
        onTitleChange(next);
      }}
      owner={{ name: 'alex Morgan' }}
      date={new Date(2026, 10, 20, 12)}
      actions={<button type="button">Save</button>}
    />
  );
}

describe('StickyEditorHeader', () => {
  it('edits the title and shows owner, date and actions', async () => {
    const user = userEvent.setup();
    const onTitleChange = vi.fn();
    render(<Editor onTitleChange={onTitleChange} />);
    const box = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(box);
    await user.type(box, 'Globex');
    expect(box).toHaveValue('Globex');
    expect(onTitleChange).toHaveBeenLastCalledWith('Globex');
    expect(screen.getByText('alex Morgan')).toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.getByText('November 20, 2026')).toHaveAttribute(
      'datetime',
      expect.stringMatching(/^2026-11-2/),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('links a title error to the box', () => {
    render(
      <StickyEditorHeader
        title=""
        onTitleChange={() => {}}
        titleError="Title is required"
        owner={{ name: 'Alex' }}
        date={new Date(2026, 10, 20)}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Title' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Title is required');
  });
});
