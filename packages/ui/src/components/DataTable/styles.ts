import styled from 'styled-components';

/** Every row, the header's included, is this tall: the virtualiser's estimate is exact. */
export const ROW_HEIGHT = 40;

/** The scrolling box; the virtual rows are positioned inside it. */
export const Scroller = styled.div`
  position: relative;
  height: 480px;
  overflow: auto;
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  overscroll-behavior: contain;
  /* Keeps the sticky header above rows that scroll under it when the focused row scrolls into view. */
  scroll-padding-top: ${ROW_HEIGHT}px;

  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 2px; }
`;

/** A grid of rows whose columns come from `--data-table-columns`. */
export const Table = styled.table`
  display: grid;
  min-width: 100%;
  border-collapse: collapse;
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);

  & thead, & tbody { display: grid; }
  & tr {
    display: grid;
    grid-template-columns: var(--data-table-columns);
    align-items: center;
    width: 100%;
  }
  & th, & td {
    display: flex;
    align-items: center;
    min-width: 0;
    height: ${ROW_HEIGHT}px;
    padding: 0 var(--space-3);
    overflow: hidden;
    text-align: left;
  }
  & [data-align='end'] { justify-content: flex-end; text-align: right; }
`;
