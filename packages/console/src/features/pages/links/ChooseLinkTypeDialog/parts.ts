import styled from 'styled-components';

/** The pieces the dialog's forms share. */
export const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

export const Fields = styled.fieldset`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-bottom: var(--space-2);
  font-size: var(--font-size-body);
  font-weight: var(--font-weight-medium);
  color: var(--color-text);
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const Status = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

/** A note the rep should read before making links (a placeholder some visitors have no value for). */
export const Warning = styled.p`
  margin: 0;
  padding: var(--space-2) var(--space-3);
  border-left: 3px solid var(--color-warning);
  border-radius: var(--radius-sm, 4px);
  background: var(--color-warning-subtle);
  color: var(--color-text);
`;
