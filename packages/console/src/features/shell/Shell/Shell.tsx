import { accountMessages, authMessages } from '@showroom/contract';
import type { shellMachine } from '@showroom/machines';
import { BrandMark, Button, EmptyState, SideNav, type SideNavLinkProps, Spinner } from '@showroom/ui';
import type * as React from 'react';
import { useDeferredValue } from 'react';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { shellLabels, visibleFeatures } from '../messages.ts';

export type ShellProps = {
  /** The shell machine's snapshot: loading, ready, failed, logging out. */
  snapshot: SnapshotFrom<typeof shellMachine>;
  send: (event: EventFrom<typeof shellMachine>) => void;
  /** The signed-in rep's name and company (session cookies `name`, `companyName`). */
  name: string;
  companyName: string;
  /** The navigation entry of the current route. */
  activeKey?: string;
  onSettings: () => void;
  onSwitchToMatrix: () => void;
  /** A router link for the navigation entries. */
  renderLink?: (props: SideNavLinkProps) => React.ReactElement;
  /** The feature screen of the current route. */
  children?: React.ReactNode;
};

const Layout = styled.div`
  min-height: 100vh;
  display: flex;
  background: var(--color-canvas);
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Centered = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--space-8);
`;

/** ADR 0007: the address is not confirmed yet; the banner sits above the feature screen. */
const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-4);
  padding: var(--space-2) var(--space-6);
  background: var(--color-warning-subtle);
  border-bottom: 1px solid var(--color-border);
`;

const icon = (d: string) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);

const icons: Record<string, React.ReactNode> = {
  demos: icon('M3 5h14v10H3zM8.5 8v4l3.5-2z'),
  embeds: icon('M7 6 3 10l4 4M13 6l4 4-4 4'),
  pages: icon('M5 3h7l3 3v11H5zM12 3v3h3'),
  contacts: icon('M10 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM4 17c1-3 3.5-4.5 6-4.5s5 1.5 6 4.5'),
  analytics: icon('M4 16V9M10 16V4M16 16v-5'),
};

/**
 * spec 1 §2 Shell: the left navigation (five entries less the company's hidden ones; 214 px or
 * 80 px with 'Hide Navbar'), the user menu (Settings, Switch to Matrix, Logout) and the feature
 * screen. While loading it shows a spinner; a failed load says 'Error Loading Information'. While
 * the rep's e-mail address is unconfirmed, a banner asks to confirm it and offers Resend.
 */
export function Shell({
  snapshot,
  send,
  name,
  companyName,
  activeKey,
  onSettings,
  onSwitchToMatrix,
  renderLink,
  children,
}: ShellProps) {
  const info = snapshot.context.info;
  const items = visibleFeatures(info?.hiddenFeatures ?? []).map((feature) => ({
    key: feature.key,
    label: feature.label,
    href: feature.href,
    icon: icons[feature.key],
  }));

  const ready = snapshot.matches('ready');
  // The feature screen first mounts in a deferred render when the shell's load ends: React renders
  // it in slices of a few milliseconds instead of one long task with the navigation (issue 30,
  // total blocking time); until then the spinner stays. A shell drawn ready shows it at once.
  const featureShown = useDeferredValue(ready);

  return (
    <Layout>
      <SideNav
        items={ready ? items : []}
        activeKey={activeKey}
        expanded={snapshot.context.expanded}
        onExpandedChange={() => send({ type: 'navbar.toggle' })}
        brand={<BrandMark size="sm" wordmark={snapshot.context.expanded} />}
        user={{ name, detail: companyName }}
        userMenu={[
          { label: shellLabels.settings, onSelect: onSettings },
          { label: shellLabels.switchToMatrix, onSelect: onSwitchToMatrix },
          { label: shellLabels.logout, onSelect: () => send({ type: 'logout' }), tone: 'danger' },
        ]}
        renderLink={renderLink}
        toggleLabel={shellLabels.hideNavbar}
      />
      <Content>
        {snapshot.matches({ ready: 'unconfirmed' }) || snapshot.matches({ ready: 'resending' }) ? (
          <Banner role="region" aria-label={shellLabels.confirmBanner}>
            <p>{authMessages.unconfirmedBanner}</p>
            <Button
              size="sm"
              loading={snapshot.matches({ ready: 'resending' })}
              onClick={() => send({ type: 'confirmation.resend' })}
            >
              {authMessages.resendConfirmation}
            </Button>
          </Banner>
        ) : null}
        {ready && featureShown ? (
          children
        ) : snapshot.matches('failed') ? (
          <Centered>
            <EmptyState
              role="alert"
              title={accountMessages.errorLoadingInformation}
              action={<Button onClick={() => send({ type: 'retry' })}>{shellLabels.retry}</Button>}
            />
          </Centered>
        ) : (
          <Centered>
            <Spinner label={shellLabels.loading} />
          </Centered>
        )}
      </Content>
    </Layout>
  );
}
