import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyField } from './CopyField.tsx';

describe('CopyField', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("copies the link: 'Copy Link' turns into 'Copied!', announced, then back", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn(async () => {});
    render(<CopyField label="Share embed link" value="https://a.example/s/1" writeText={writeText} />);
    expect(screen.getByRole('textbox', { name: 'Share embed link' })).toHaveValue('https://a.example/s/1');
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith('https://a.example/s/1');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it("copies the code by clicking it: 'Click to copy this code' turns into 'Code Copied!'", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn(async () => {});
    const onCopied = vi.fn();
    render(
      <CopyField
        variant="code"
        label="Embed code"
        value="<script></script>"
        writeText={writeText}
        onCopied={onCopied}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Click to copy this code' }));
    expect(writeText).toHaveBeenCalledWith('<script></script>');
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Code Copied!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Code Copied!');
  });

  it('copies the code when the snippet itself is clicked', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn(async () => {});
    render(<CopyField variant="code" label="Embed code" value="<div></div>" writeText={writeText} />);
    await user.click(screen.getByText('<div></div>'));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Code Copied!' })).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    render(<CopyField label="Link" value="x" writeText={writeText} failedLabel="Copy failed" />);
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });

  it('shows text as text, never as HTML', () => {
    render(<CopyField variant="code" label="Embed code" value={'<b>bold</b>'} writeText={vi.fn()} />);
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
  });

  it('controlled: a click calls onCopy only, and the status prop says what came of it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn(async () => {});
    const onCopy = vi.fn();
    const { rerender } = render(
      <CopyField
        variant="code"
        label="Embed code"
        value="<div></div>"
        writeText={writeText}
        onCopy={onCopy}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Click to copy this code' }));
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Click to copy this code' })).toBeInTheDocument();
    rerender(
      <CopyField variant="code" label="Embed code" value="<div></div>" onCopy={onCopy} status="copied" />,
    );
    expect(screen.getByRole('button', { name: 'Code Copied!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Code Copied!');
  });
});
