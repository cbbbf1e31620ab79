import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from './SortableList.tsx';

type Step = { id: string; kind: string; name: string };
const steps: Step[] = [
  { id: 'a', kind: 'Demo', name: 'Welcome' },
  { id: 'b', kind: 'Question', name: 'Team size?' },
  { id: 'c', kind: 'PDF', name: 'Pricing' },
];

const list = (props: Partial<React.ComponentProps<typeof SortableList<Step>>> = {}) => (
  <SortableList
    label="Steps"
    items={steps}
    getId={(step) => step.id}
    itemLabel={(step) => `${step.kind}: ${step.name}`}
    renderItem={(step) => step.name}
    onReorder={() => {}}
    {...props}
  />
);

describe('SortableList', () => {
  it('is a named ordered list whose handles name their item and explain the keys', () => {
    render(list());
    expect(screen.getByRole('list', { name: 'Steps' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const handle = screen.getByRole('button', { name: 'Move Question: Team size?' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAccessibleDescription(/press Space or Enter/);
  });

  it('does not pick up items when disabled (a live embed)', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(list({ disabled: true, onReorder }));
    const handle = screen.getByRole('button', { name: 'Move Demo: Welcome' });
    expect(handle).toHaveAttribute('aria-disabled', 'true');
    handle.focus();
    await user.keyboard(' ');
    expect(screen.queryByText(/Picked up/)).not.toBeInTheDocument();
    expect(onReorder).not.toHaveBeenCalled();
  });

  describe('from the keyboard', () => {
    // jsdom has no layout: dnd-kit measures rows to find the one below, so each row gets the
    // box it would have in a browser (44 px high, 8 px apart). Chromium runs the same moves
    // with real layout in the stories (MovedWithKeyboard, CancelledWithEscape).
    let restore: () => void;
    beforeEach(() => {
      const original = HTMLElement.prototype.getBoundingClientRect;
      HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
        if (this.tagName !== 'LI') return original.call(this);
        const top = Array.from(this.parentElement?.children ?? []).indexOf(this) * 52;
        return DOMRect.fromRect({ x: 0, y: top, width: 320, height: 44 });
      };
      restore = () => {
        HTMLElement.prototype.getBoundingClientRect = original;
      };
    });
    afterEach(() => restore());

    const status = () => screen.getByRole('status');

    it('picks up with Space, moves with ArrowDown, drops with Space, and says each step', async () => {
      const user = userEvent.setup();
      const onReorder = vi.fn();
      render(list({ onReorder }));
      screen.getByRole('button', { name: 'Move Demo: Welcome' }).focus();
      await user.keyboard(' ');
      expect(status()).toHaveTextContent('Picked up Demo: Welcome. It is in position 1 of 3.');
      await user.keyboard('{ArrowDown}');
      expect(status()).toHaveTextContent('Demo: Welcome was moved into position 2 of 3.');
      await user.keyboard(' ');
      expect(status()).toHaveTextContent('Demo: Welcome was dropped at position 2 of 3.');
      expect(onReorder).toHaveBeenCalledExactlyOnceWith([steps[1], steps[0], steps[2]]);
    });

    it('puts the item back on Escape', async () => {
      const user = userEvent.setup();
      const onReorder = vi.fn();
      render(list({ onReorder }));
      screen.getByRole('button', { name: 'Move Question: Team size?' }).focus();
      await user.keyboard(' {ArrowUp}{Escape}');
      expect(status()).toHaveTextContent('Moving was cancelled. Question: Team size? was dropped.');
      expect(onReorder).not.toHaveBeenCalled();
    });
  });
});
