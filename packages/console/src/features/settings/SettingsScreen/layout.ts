import { Card } from '@showroom/ui';
import styled from 'styled-components';

/** The settings screen's frame and the cards its parts sit in. */
export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
  padding: var(--space-8) var(--space-6);
  max-width: 880px;
`;

export const Titles = styled.header`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  & p { color: var(--color-text-muted); }
`;

export const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: var(--space-4);
`;

export const Actions = styled.div`
  display: flex;
  gap: var(--space-2);
`;
