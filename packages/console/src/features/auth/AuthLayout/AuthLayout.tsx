import { BrandMark, Card } from '@showroom/ui';
import type * as React from 'react';
import styled from 'styled-components';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-6);
  padding: var(--space-10) var(--space-4);
  background: var(--color-canvas);
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 420px;
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
`;

const Subheading = styled.p`
  color: var(--color-text-muted);
`;

export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

export const AuthActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);

  & > * { width: 100%; }
`;

export const AuthDivider = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: var(--border-width);
    background: var(--color-border);
  }
`;

export const AuthFooter = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-2);
  color: var(--color-text-muted);
`;

export const AuthLine = styled.p`
  display: flex;
  gap: var(--space-1);
`;

export const AuthNote = styled.p`
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
`;

/** A notice above a form: why the rep is here (a session that ended), or what a link did. */
export const AuthNotice = styled.p`
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-sm);
  background: var(--color-warning-subtle);
  color: var(--color-text);
`;

/** The card every auth screen sits in: login, sign-up and reset. */
export function AuthLayout({
  heading,
  subheading,
  children,
  footer,
}: {
  heading: string;
  subheading?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <Page>
      <Panel padding="lg" elevation="raised">
        <Header>
          <BrandMark size="lg" />
          <Titles>
            <h1>{heading}</h1>
            {subheading ? <Subheading>{subheading}</Subheading> : null}
          </Titles>
        </Header>
        {children}
      </Panel>
      {footer ? <AuthFooter>{footer}</AuthFooter> : null}
    </Page>
  );
}
