import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  type UniqueIdentifier,
  useDndContext,
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

// dnd-kit's transition for a row making room while a drag is on (its default: 200 ms, ease).
const sortingTransition = 'transform 200ms ease';
// A row at rest: its border and shadow ease in and out as it is picked up and dropped.
const restingTransition =
  'box-shadow var(--motion-fast) var(--motion-ease-out), border-color var(--motion-fast)';

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
    /* dnd-kit's sorting transition and the resting one together; see rowTransition. */
    transition: ${sortingTransition}, ${restingTransition};
    /* A drop renumbers every row: the rows out of view skip their style, layout and paint until
       scrolled to (bench/cyoa.bench.ts), each keeping the height it last showed. */
    content-visibility: auto;
    contain-intrinsic-size: auto 52px;
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

/**
 * The transition a row sets on itself, or none to keep the list's (the sorting and resting ones
 * together). dnd-kit gives every row the sorting transition from the pick-up on; written on a
 * hundred rows, that alone recalculated a hundred rows' styles in the pick-up's task. A
 * transition only matters for a property that changes in the same update, so a row writes
 * dnd-kit's (or the resting one, when dnd-kit gives none) only when one whose transition differs
 * from the list's changes: its transform, or its border and shadow as it is picked up or dropped.
 */
function rowTransition(
  transition: string | undefined,
  movedNow: boolean,
  pickedNow: boolean,
): string | undefined {
  if (transition === sortingTransition) return pickedNow ? transition : undefined;
  if (transition === undefined) return movedNow ? restingTransition : undefined;
  return movedNow || pickedNow ? transition : undefined;
}

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
  // dnd-kit gives every row a zero translation from the pick-up on; a row that has not moved keeps
  // no transform, or picking up would make each row a compositing layer and start a transition on
  // each (a hundred layers painted and a hundred transition events in one task).
  const translate =
    transform !== null && (transform.x !== 0 || transform.y !== 0)
      ? CSS.Translate.toString(transform)
      : undefined;
  // What the row showed last (committed), to tell which of its properties this update changes.
  const shown = React.useRef({ translate, isDragging });
  React.useLayoutEffect(() => {
    shown.current = { translate, isDragging };
  });
  const ownTransition = rowTransition(
    transition ?? undefined,
    translate !== shown.current.translate,
    isDragging !== shown.current.isDragging,
  );
  return (
    <li
      ref={setNodeRef}
      data-dragging={isDragging ? '' : undefined}
      // dnd-kit moves rows with transforms while dragging: the list's one dynamic style.
      style={{ transform: translate, transition: ownTransition }}
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
 * The rows are measured as a handle is pressed (or the pick-up key goes down), not in the pick-up:
 * dnd-kit measures every row, each with a walk up its ancestors, and the pick-up also renders
 * every row twice, so with both in one task a 100-step list's pick-up was a long task
 * (bench/cyoa.bench.ts). Armed (a handle pressed), the list measures with BeforeDragging, which
 * keeps those rects for the drag a few pixels of pointer later; at rest, and from the drop on, with
 * WhileDragging, which measures nothing (BeforeDragging would measure every row again in the
 * drop's task). Measuring with the rows' ids, not with none, leaves dnd-kit's queue empty after,
 * so the pick-up does not measure a second time.
 */
const measuringArmed = { droppable: { strategy: MeasuringStrategy.BeforeDragging } };
const measuringAtRest = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

type Measure = (ids: UniqueIdentifier[]) => void;

/**
 * A pointer drop moves the dropped row in the DOM with its handle focused (a mouse press focuses a
 * button). Moving a focused element makes Chromium recalculate style, and React, finding focus
 * lost in its commit, reads the scroll position of every ancestor (a layout of the whole page) to
 * put it back: together a third of a 100-step list's drop task (bench/cyoa.bench.ts). Blurred
 * before the reorder and focused again in the next task, after the drop has painted, focus ends
 * where it was without either. Keyboard drops keep focus throughout: a screen reader would
 * announce the blur.
 */
function refocusAfterDrop(list: HTMLElement | null) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !list?.contains(focused)) return;
  focused.blur();
  setTimeout(() => {
    if (focused.isConnected && document.activeElement === document.body)
      focused.focus({ preventScroll: true });
  });
}

/** Hands the list dnd-kit's measuring (only a child of the DndContext reaches it) and measures once armed. */
function Measurer({
  into,
  armed,
  ids,
}: {
  into: React.MutableRefObject<Measure | null>;
  armed: boolean;
  ids: UniqueIdentifier[];
}) {
  const { measureDroppableContainers } = useDndContext();
  const latestIds = React.useRef(ids);
  latestIds.current = ids;
  React.useEffect(() => {
    into.current = measureDroppableContainers;
  }, [into, measureDroppableContainers]);
  // Runs before the DndContext's own effects (a child's first), which measure with no ids.
  React.useEffect(() => {
    if (armed) measureDroppableContainers(latestIds.current);
  }, [armed, measureDroppableContainers]);
  return null;
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

  const measure = React.useRef<Measure | null>(null);
  const [armed, setArmed] = React.useState(false);
  const dragging = React.useRef(false);
  // On a handle, before dnd-kit's own listeners (which are on the handle, below the list).
  const measureBeforePickUp = (event: React.SyntheticEvent) => {
    if (disabled || dragging.current) return;
    if (!(event.target instanceof Element) || !event.target.closest('[data-handle]')) return;
    if (armed) measure.current?.(ids);
    else setArmed(true);
  };

  const list = React.useRef<HTMLOListElement>(null);
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    dragging.current = false;
    setArmed(false);
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    if (!(activatorEvent instanceof KeyboardEvent)) refocusAfterDrop(list.current);
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={armed ? measuringArmed : measuringAtRest}
      onDragStart={() => {
        dragging.current = true;
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        dragging.current = false;
        setArmed(false);
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To pick up an item, press Space or Enter. Use the arrow keys to move it. Press Space or Enter again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Measurer into={measure} armed={armed} ids={ids} />
        <List
          ref={list}
          aria-label={label}
          data-disabled={disabled ? '' : undefined}
          onPointerDownCapture={measureBeforePickUp}
          onKeyDownCapture={(event) => {
            if (event.code === 'Space' || event.code === 'Enter') measureBeforePickUp(event);
          }}
          {...props}
        >
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
