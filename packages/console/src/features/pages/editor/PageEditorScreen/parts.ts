import styled from 'styled-components';

export const Column = styled.div`
  display: grid;
  gap: var(--space-6);
  align-content: start;
  max-width: 760px;
`;

export const Section = styled.section`
  display: grid;
  gap: var(--space-4);
`;

export const SectionHeading = styled.h2`
  font-size: var(--font-size-h3);
  font-weight: var(--font-weight-semibold);
  color: var(--color-text);
`;

export const Muted = styled.p`
  color: var(--color-text-muted);
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(140px, 1fr) auto auto;
  gap: var(--space-3);
  align-items: end;
`;

export const List = styled.ul`
  display: grid;
  gap: var(--space-3);
  padding: 0;
  margin: 0;
  list-style: none;
`;

export const ListItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-2) var(--space-3);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
`;
