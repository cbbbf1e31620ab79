import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeBlock } from './CodeBlock.tsx';

describe('CodeBlock', () => {
  it('shows the code as text in a focusable region and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    render(<CodeBlock label="Embed code" code={'<script src="x.js"></script>'} writeText={writeText} />);
    expect(screen.getByRole('region', { name: 'Embed code' })).toHaveTextContent(
      '<script src="x.js"></script>',
    );
    await user.click(screen.getByRole('button', { name: 'Copy embed code' }));
    expect(writeText).toHaveBeenCalledWith('<script src="x.js"></script>');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
  });
});
