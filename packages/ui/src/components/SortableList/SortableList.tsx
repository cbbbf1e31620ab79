import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import * as React from 'react';
import styled from 'styled-components';

export type SortableListProps<Item> = Omit<React.ComponentPropsWithoutRef<'ol'>, 'children'> & {
  /** Names the list, e.g. 'Steps'. */
  label: string;
  items: readonly Item[];
  getId: (item: Item) => string;
  /** What a screen reader hears for an item ('Demo: Welcome'). */
  itemLabel: (item: Item) => string;
  /** The row's content beside the drag handle. */
  renderItem: (item: Item, index: number) => React.ReactNode;
  /** The new order after a drag or a keyboard move. */
  onReorder: (items: Item[]) => void;
  /** No dragging, e.g. while the embed is live (spec 2 §4: dragging disabled when live). */
  disabled?: boolean;
};

// One styled element for the whole list: a drag re-renders every row (dnd-kit's context), so the
// rows and handles are plain elements styled from here, not a styled component each.
const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    position: relative;
    display: flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 44px;
    padding: var(--space-1) var(--space-3) var(--space-1) var(--space-1);
    background: var(--color-surface);
    border: var(--border-width) solid var(--color-border);
    border-radius: var(--radius-md);
    transition: box-shadow var(--motion-fast) var(--motion-ease-out), border-color var(--motion-fast);
  }
  & > li[data-dragging] {
    z-index: 1;
    border-color: var(--color-accent);
    box-shadow: var(--shadow-elevated);
  }
  & > li > [data-content] { flex: 1; min-width: 0; }

  & > li > [data-handle] {
    display: inline-grid;
    place-items: center;
    width: 28px;
    height: 32px;
    flex: none;
    padding: 0;
    border: 0;
    border-radius: var(--radius-sm);
    background: none;
    color: var(--color-text-disabled);
    cursor: grab;
    touch-action: none;
  }
  & > li > [data-handle]:hover { background: var(--color-surface-hover); color: var(--color-text-muted); }
  & > li > [data-handle]:focus-visible {
    outline: 2px solid var(--color-focus-ring);
    outline-offset: 1px;
    color: var(--color-text);
  }
  & > li[data-dragging] > [data-handle] { cursor: grabbing; color: var(--color-accent); }
  & > li > [data-handle][aria-disabled='true'] { cursor: not-allowed; opacity: 0.4; }
  & > li > [data-handle][aria-disabled='true']:hover { background: none; color: var(--color-text-disabled); }
`;

// One element for every handle: each drag update re-renders every row (dnd-kit's context), and
// React skips an element it has seen before, so the grip is not built again a hundred times.
const grip = (
  <svg width="12" height="16" viewBox="0 0 12 16" aria-hidden="true">
    {[3, 8, 13].map((y) => (
      <g key={y} fill="currentColor">
        <circle cx="3.5" cy={y} r="1.3" />
        <circle cx="8.5" cy={y} r="1.3" />
      </g>
    ))}
  </svg>
);

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: string;
  label: string;
  disabled: boolean;
  children: React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled,
    });
  return (
    <li
      ref={setNodeRef}
      data-dragging={isDragging ? '' : undefined}
      // dnd-kit moves rows with transforms while dragging; this is its one dynamic style.
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        data-handle=""
        {...attributes}
        {...listeners}
        aria-label={`Move ${label}`}
        aria-disabled={disabled || undefined}
      >
        {grip}
      </button>
      <div data-content="">{children}</div>
    </li>
  );
}

/**
 * A list the user reorders by dragging a handle or from the keyboard (Space to pick up, arrows
 * to move, Space to drop, Escape to cancel), with spoken announcements (dnd-kit).
 */
export function SortableList<Item>({
  label,
  items,
  getId,
  itemLabel,
  renderItem,
  onReorder,
  disabled = false,
  ...props
}: SortableListProps<Item>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => getId(item));
  const nameOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => getId(candidate) === id);
    return item === undefined ? String(id) : itemLabel(item);
  };
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  // dnd-kit reports the item as over itself right after a pick-up, in the same render as the
  // pick-up: announcing that ('moved into position 1') replaced 'Picked up ...' before the live
  // region ever showed it. Only a change of position since the last announcement is spoken.
  const lastOver = React.useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)}. It is in position ${position(active.id)} of ${ids.length}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver.current) return undefined;
      lastOver.current = overId;
      return over
        ? `${nameOf(active.id)} was moved into position ${position(over.id)} of ${ids.length}.`
        : `${nameOf(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at position ${position(over.id)} of ${ids.length}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${nameOf(active.id)} was dropped.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To pick up an item, press Space or Enter. Use the arrow keys to move it. Press Space or Enter again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <List aria-label={label} data-disabled={disabled ? '' : undefined} {...props}>
          {items.map((item, index) => (
            <SortableRow key={ids[index]} id={ids[index]!} label={itemLabel(item)} disabled={disabled}>
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
