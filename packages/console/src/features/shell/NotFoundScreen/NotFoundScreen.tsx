import { BrandMark, Link } from '@showroom/ui';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { notFoundLabels } from '../messages.ts';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-4);
  padding: var(--space-10) var(--space-4);
  text-align: center;
  background: var(--color-canvas);
`;

const Body = styled.p`
  max-width: 360px;
  color: var(--color-text-muted);
`;

/** Any address the console has no route for. */
export function NotFoundScreen() {
  return (
    <Page>
      <BrandMark size="lg" wordmark={false} />
      <h1>{notFoundLabels.heading}</h1>
      <Body>{notFoundLabels.body}</Body>
      <Link asChild>
        <RouterLink to="/">{notFoundLabels.home}</RouterLink>
      </Link>
    </Page>
  );
}
