import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ProgressToast, ToastProvider, useToast } from './Toast.tsx';

// A caller the way a screen uses the hook: buttons that raise toasts.
function Raiser() {
  const toast = useToast();
  let handle: ProgressToast | undefined;
  return (
    <>
      <button type="button" onClick={() => toast.success('Settings saved')}>
        Save
      </button>
      <button type="button" onClick={() => toast.error('Error Loading Information')}>
        Fail
      </button>
      <button
        type="button"
        onClick={() => {
          handle = toast.progress('Delete in Progress');
        }}
      >
        Delete
      </button>
      <button type="button" onClick={() => handle?.success('Contact list deleted')}>
        Finish
      </button>
      <button type="button" onClick={() => handle?.error('Delete failed')}>
        Break
      </button>
    </>
  );
}

const region = () => screen.getByRole('region', { name: /Notifications/ });
// The region is drawn with the first toast (its code is a chunk of its own); radix then puts the toast in it.
const shown = async () => {
  const found = await screen.findByRole('region', { name: /Notifications/ });
  await within(found).findAllByRole('listitem');
  return found;
};

describe('ToastProvider and useToast', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a success toast in the one notification region and closes it after 3 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <Raiser />
      </ToastProvider>,
    );
    // The clock runs on with real time (shouldAdvanceTime) while the region's chunk loads, which
    // takes long on a busy machine: the toast's 3 s start between these two readings, so it is
    // there 2.9 s after the press and gone 3.1 s after it was seen, however long the load took.
    const pressed = Date.now();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await shown();
    const seen = Date.now();
    expect(within(region()).getByText('Settings saved')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(pressed + 2900 - Date.now()));
    expect(within(region()).getByText('Settings saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(seen + 3100 - Date.now()));
    expect(within(region()).queryByText('Settings saved')).not.toBeInTheDocument();
  });

  it('shows an error toast that also closes after 3 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <Raiser />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await shown();
    expect(within(region()).getByText('Error Loading Information')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3100));
    expect(within(region()).queryByText('Error Loading Information')).not.toBeInTheDocument();
  });

  it('keeps a progress toast until it settles, then shows the result for 3 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <Raiser />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await shown();
    act(() => vi.advanceTimersByTime(10_000));
    expect(within(region()).getByText('Delete in Progress')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(within(region()).queryByText('Delete in Progress')).not.toBeInTheDocument();
    expect(within(region()).getByText('Contact list deleted')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3100));
    expect(within(region()).queryByText('Contact list deleted')).not.toBeInTheDocument();
  });

  it('settles a progress toast only once', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <Raiser />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await shown();
    await user.click(screen.getByRole('button', { name: 'Break' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(within(region()).getByText('Delete failed')).toBeInTheDocument();
    expect(within(region()).queryByText('Contact list deleted')).not.toBeInTheDocument();
  });

  it('is dismissed with its close button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <Raiser />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await shown();
    await user.click(within(region()).getByRole('button', { name: 'Dismiss' }));
    expect(within(region()).queryByText('Settings saved')).not.toBeInTheDocument();
  });

  it('takes another duration', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider duration={Number.POSITIVE_INFINITY}>
        <Raiser />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await shown();
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(region()).getByText('Settings saved')).toBeInTheDocument();
  });

  it('draws no region before the first toast', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <Raiser />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(await shown()).getByText('Settings saved')).toBeInTheDocument();
  });

  it('useToast outside a provider says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Raiser />)).toThrow('useToast must be used inside <ToastProvider>.');
  });
});
