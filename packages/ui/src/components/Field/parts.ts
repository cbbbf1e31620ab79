// The chrome every labelled control shares (label, help or error line, counter), so text inputs,
// pickers and selects line up and change together. Internal to ui: not exported from the index.
import styled from 'styled-components';

/** The column a labelled control sits in. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

/** The visible label above a control. */
export const Label = styled.label`
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  font-weight: var(--font-weight-medium);
  color: var(--color-text);
`;

/** The row under a control: help or error message, and a counter. */
export const Footer = styled.div`
  display: flex;
  gap: var(--space-3);
  align-items: flex-start;
`;

/** Help text under a control; `data-tone="error"` turns it into the error. */
export const Message = styled.p`
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  color: var(--color-text-muted);

  &[data-tone='error'] { color: var(--color-danger-text); }
`;

/** Characters used against a maximum; `data-full` when at the limit. */
export const Counter = styled.span`
  margin-left: auto;
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  color: var(--color-text-muted);
  font-variant-numeric: tabular-nums;

  &[data-full] { color: var(--color-danger-text); }
`;
