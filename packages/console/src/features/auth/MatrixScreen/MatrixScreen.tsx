import type { matrixLoginMachine } from '@showroom/machines';
import { Spinner } from '@showroom/ui';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { matrixLabels } from '../messages.ts';

export type MatrixScreenProps = {
  snapshot: SnapshotFrom<typeof matrixLoginMachine>;
};

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
  color: var(--color-text-muted);
`;

/**
 * /matrix (ADR 0014 (docs/decisions/0014-tokens-in-addresses.md)): a pure function of the matrix
 * login machine's snapshot. Every state is a moment on the way in or out (checking the token,
 * then the console or /login), so the screen says it is signing the rep in while it is busy.
 */
export function MatrixScreen({ snapshot }: MatrixScreenProps) {
  return (
    <Page aria-busy={snapshot.hasTag('busy')}>
      <Spinner size="sm" label={matrixLabels.signingIn} />
      <p>{matrixLabels.signingIn}</p>
    </Page>
  );
}
