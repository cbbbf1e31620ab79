import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortableList } from './SortableList';

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
});
