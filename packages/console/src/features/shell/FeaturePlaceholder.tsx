import { EmptyState } from '@showroom/ui';
import styled from 'styled-components';
import { shellLabels } from './messages.ts';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
  padding: var(--space-8) var(--space-6);
`;

/** An honest page for a feature whose screens are not built yet: its title and what is coming. */
export function FeaturePlaceholder({ title }: { title: string }) {
  return (
    <Page aria-labelledby="feature-title">
      <h1 id="feature-title">{title}</h1>
      <EmptyState title={shellLabels.placeholder(title)} description={shellLabels.placeholderBody} />
    </Page>
  );
}
