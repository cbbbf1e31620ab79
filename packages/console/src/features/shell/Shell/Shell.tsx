import { BrandMark, Button } from '@showroom/ui';
import type * as React from 'react';
import styled from 'styled-components';
import { shellLabels } from '../messages.ts';

export type ShellProps = {
  /** The signed-in rep's name (session cookie `name`). */
  name: string;
  /** The rep's company (session cookie `companyName`). */
  companyName: string;
  onLogout: () => void;
  /** The feature screen; until the feature issues land, a short placeholder. */
  children?: React.ReactNode;
};

const Layout = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: var(--color-canvas);
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: var(--space-4);
  height: 56px;
  padding: 0 var(--space-6);
  border-bottom: var(--border-width) solid var(--color-border);
  background: var(--color-surface);
`;

const Identity = styled.div`
  margin-left: auto;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: var(--font-weight-medium);
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 320px;
`;

const Company = styled.span`
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 320px;
`;

const Content = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding: var(--space-8) var(--space-6);
`;

const Muted = styled.p`
  color: var(--color-text-muted);
`;

/**
 * spec 1 §2 Shell, minimal: who is signed in, for which company, and Logout. The navigation,
 * user menu and consent popup come with the full shell.
 */
export function Shell({ name, companyName, onLogout, children }: ShellProps) {
  return (
    <Layout>
      <TopBar>
        <BrandMark size="sm" />
        <Identity>
          <Name>{name}</Name>
          <Company>{companyName}</Company>
        </Identity>
        <Button size="sm" onClick={onLogout}>
          {shellLabels.logout}
        </Button>
      </TopBar>
      <Content>
        {children ?? (
          <>
            <h1>{shellLabels.welcome(name)}</h1>
            <Muted>{shellLabels.comingSoon}</Muted>
          </>
        )}
      </Content>
    </Layout>
  );
}
