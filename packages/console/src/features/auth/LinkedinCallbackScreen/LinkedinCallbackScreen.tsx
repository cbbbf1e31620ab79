import type { linkedinCallbackMachine } from '@showroom/machines';
import { Spinner } from '@showroom/ui';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { linkedinLabels } from '../messages.ts';

export type LinkedinCallbackScreenProps = {
  snapshot: SnapshotFrom<typeof linkedinCallbackMachine>;
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
 * /linkedin in the provider's popup (ADR 0012 (docs/decisions/0012-social-login-oauth2.md)): a
 * pure function of the callback machine's snapshot, whose one state is `closing`: the answer is
 * already with the opener and the window is going; if a browser keeps it open, this says what it
 * was for.
 */
export function LinkedinCallbackScreen(_: LinkedinCallbackScreenProps) {
  return (
    <Page>
      <Spinner size="sm" label={linkedinLabels.closing} />
      <p>{linkedinLabels.closing}</p>
    </Page>
  );
}
