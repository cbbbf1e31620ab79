import { Spinner } from '@showroom/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { storeLinkedinCallback } from './linkedin.ts';
import { linkedinLabels } from './messages.ts';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
  color: var(--color-text-muted);
`;

/**
 * spec 1 §2 /linkedin: the provider's redirect lands here in the popup. The code (with its OAuth
 * state) goes to local storage for the opener, a storage event fires, and the window closes.
 */
export function LinkedinCallbackPage() {
  useEffect(() => {
    storeLinkedinCallback(window.location.search);
    window.close();
  }, []);
  return (
    <Page>
      <Spinner size="sm" label={linkedinLabels.closing} />
      <p>{linkedinLabels.closing}</p>
    </Page>
  );
}
