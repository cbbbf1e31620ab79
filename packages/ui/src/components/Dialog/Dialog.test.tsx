import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogClose } from './Dialog.tsx';

function Share({
  onOpenChange,
  dismissible,
}: {
  onOpenChange?: (open: boolean) => void;
  dismissible?: boolean;
}) {
  return (
    <Dialog
      trigger={<button type="button">Share</button>}
      title="Share in a page"
      description="Prospects see this widget"
      onOpenChange={onOpenChange}
      dismissible={dismissible}
      footer={
        <DialogClose asChild>
          <button type="button">Cancel</button>
        </DialogClose>
      }
    >
      <input aria-label="Page title" />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named and described, and traps focus inside', async () => {
    const user = userEvent.setup();
    render(<Share />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share in a page' });
    expect(dialog).toHaveAccessibleDescription('Prospects see this widget');
    expect(within(dialog).getByRole('textbox', { name: 'Page title' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape, the close button and a footer DialogClose, returning focus', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Share onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Share' });

    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false], [true], [false]]);
  });

  it('stays open on Escape when not dismissible', async () => {
    const user = userEvent.setup();
    render(<Share dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Share in a page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('can be controlled', () => {
    render(<Dialog open title="Confirm Save" />);
    expect(screen.getByRole('dialog', { name: 'Confirm Save' })).toBeInTheDocument();
  });
});
