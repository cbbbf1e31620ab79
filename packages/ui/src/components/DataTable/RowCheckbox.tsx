import { Checkbox } from 'radix-ui';
import styled from 'styled-components';

// Smaller and tighter than the ui Checkbox (no label beside it, 10 px marks) to fit a 40 px row.
const Box = styled(Checkbox.Root)`
  display: inline-grid;
  place-items: center;
  width: 16px;
  height: 16px;
  flex: none;
  padding: 0;
  border: var(--border-width) solid var(--color-border-hover);
  border-radius: 4px;
  background: var(--color-surface);
  color: var(--color-accent-contrast);
  cursor: pointer;
  transition: background-color var(--motion-fast), border-color var(--motion-fast);

  &:hover { border-color: var(--color-text-muted); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 2px; }
  &[data-state='checked'], &[data-state='indeterminate'] {
    background: var(--color-accent);
    border-color: var(--color-accent);
  }
`;

/** The select-all box in the header and the box of each row, named by `label`. */
export function RowCheckbox({
  checked,
  onCheckedChange,
  label,
  focusable = true,
}: {
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  label: string;
  focusable?: boolean;
}) {
  return (
    <Box
      checked={checked}
      onCheckedChange={(value) => onCheckedChange(value === true)}
      aria-label={label}
      tabIndex={focusable ? undefined : -1}
      // The row's own click and keys (activate, move, select) must not also fire.
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <Checkbox.Indicator>
        {checked === 'indeterminate' ? (
          <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
            <path d="M2 5h6" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        ) : (
          <svg width="10" height="10" viewBox="0 0 10 10" fill="none" aria-hidden="true">
            <path
              d="m2 5.2 2 2L8 3"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        )}
      </Checkbox.Indicator>
    </Box>
  );
}
