import * as React from 'react';
import styled from 'styled-components';

export type PaginationProps = Omit<React.ComponentPropsWithoutRef<'nav'>, 'onChange'> & {
  ref?: React.Ref<HTMLElement>;
  /** The current page, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  /**
   * Whether a next page may exist. Lists that fetch page by page know only that the current page
   * is full (spec 3 §2, spec 2: next is blocked when fewer than a page came back).
   */
  hasNextPage?: boolean;
  /** Alternatively: rows on this page and the page size; next is disabled when the page is not full. */
  itemsOnPage?: number;
  pageSize?: number;
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?: string;
};

const Root = styled.nav`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
`;

const Arrow = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: var(--border-width) solid var(--color-border-strong);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.04);
  cursor: pointer;
  transition: background-color var(--motion-fast) var(--motion-ease-out), border-color var(--motion-fast);

  &:hover:not(:disabled) { background: var(--color-surface-hover); border-color: var(--color-border-hover); }
  &:active:not(:disabled) { background: var(--color-surface-pressed); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 2px; }
  &:disabled { opacity: 0.5; cursor: not-allowed; box-shadow: none; }
`;

const Box = styled.input`
  width: 48px;
  height: 32px;
  padding: 0 var(--space-2);
  border: var(--border-width) solid var(--color-border-strong);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
  text-align: center;
  font-variant-numeric: tabular-nums;
  transition: border-color var(--motion-fast), box-shadow var(--motion-fast);

  &:hover { border-color: var(--color-border-hover); }
  &:focus-visible { outline: none; border-color: var(--color-accent); box-shadow: 0 0 0 3px var(--blue-a5); }
`;

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M10 3.5 5.5 8l4.5 4.5' : 'M6 3.5 10.5 8 6 12.5'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Previous and next arrows around a page-number box (spec 3 §2): the box takes digits only, and
 * an empty box means page 1. The page is applied on Enter or when the box loses focus.
 */
export function Pagination({
  page,
  onPageChange,
  hasNextPage,
  itemsOnPage,
  pageSize,
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = 'Page',
  'aria-label': ariaLabel = 'Pagination',
  ref,
  ...props
}: PaginationProps) {
  const [draft, setDraft] = React.useState(String(page));
  const [shown, setShown] = React.useState(page);
  // The box follows the page when it changes from outside (arrows, a reset after filtering).
  if (shown !== page) {
    setShown(page);
    setDraft(String(page));
  }

  const canNext =
    hasNextPage ?? (itemsOnPage !== undefined && pageSize !== undefined ? itemsOnPage >= pageSize : true);

  const commit = () => {
    const next = draft === '' ? 1 : Math.max(1, Number.parseInt(draft, 10));
    setDraft(String(next));
    if (next !== page) onPageChange(next);
  };

  return (
    <Root ref={ref} aria-label={ariaLabel} {...props}>
      <Arrow
        type="button"
        aria-label={previousLabel}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ArrowIcon direction="left" />
      </Arrow>
      <Box
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={pageLabel}
        value={draft}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        onBlur={commit}
      />
      <Arrow type="button" aria-label={nextLabel} disabled={!canNext} onClick={() => onPageChange(page + 1)}>
        <ArrowIcon direction="right" />
      </Arrow>
    </Root>
  );
}
