import { css } from 'styled-components';

/**
 * The bare square icon button that sits inside another component (a dialog's or a toast's close,
 * a field's toggle, the calendar's arrows, the navigation's collapse): no chrome until hovered,
 * 28 px, a 16 px icon. Internal to ui; the public, labelled button is IconButton. A part that
 * differs (size, focus-ring offset, a transition) sets only that after it.
 */
export const bareIconButton = css`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm);
  background: none;
  color: var(--color-text-muted);
  cursor: pointer;

  &:hover:not(:disabled) { background: var(--color-surface-hover); color: var(--color-text); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 1px; }
  &:disabled { cursor: not-allowed; }
  & svg { width: 16px; height: 16px; }
`;
