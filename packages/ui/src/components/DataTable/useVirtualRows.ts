import { useVirtualizer } from '@tanstack/react-virtual';
import * as React from 'react';
import { ROW_HEIGHT } from './styles.ts';

/**
 * The rows in view (@tanstack/react-virtual: only they are in the DOM) and a roving focus over all
 * rows: one row is the table's tab stop, and keys move it even to rows not yet rendered.
 */
export function useVirtualRows({
  count,
  scrollerRef,
  bodyRef,
}: {
  count: number;
  scrollerRef: React.RefObject<HTMLDivElement | null>;
  bodyRef: React.RefObject<HTMLTableSectionElement | null>;
}) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollPaddingStart: ROW_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();

  const [activeIndex, setActiveIndex] = React.useState(0);
  const pendingFocus = React.useRef<number | null>(null);
  const tabStop = items.some((item) => item.index === activeIndex) ? activeIndex : items[0]?.index;

  // A row moved to may render only after the scroll: focus it once it is in the DOM.
  React.useEffect(() => {
    if (pendingFocus.current === null) return;
    const row = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${pendingFocus.current}"]`);
    if (row) {
      row.focus({ preventScroll: true });
      pendingFocus.current = null;
    }
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActiveIndex(next);
    pendingFocus.current = next;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  /** Arrow keys, Page Up/Down, Home and End from the row at `index`; false for any other key. */
  const moveByKey = (key: string, index: number): boolean => {
    const page = Math.max(1, Math.floor((scrollerRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 1);
    switch (key) {
      case 'ArrowDown':
        moveTo(index + 1);
        return true;
      case 'ArrowUp':
        moveTo(index - 1);
        return true;
      case 'PageDown':
        moveTo(index + page);
        return true;
      case 'PageUp':
        moveTo(index - page);
        return true;
      case 'Home':
        moveTo(0);
        return true;
      case 'End':
        moveTo(count - 1);
        return true;
      default:
        return false;
    }
  };

  return { items, totalSize: virtualizer.getTotalSize(), tabStop, setActiveIndex, moveByKey };
}
