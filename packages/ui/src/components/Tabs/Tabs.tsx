import { Tabs as RadixTabs } from 'radix-ui';
import type * as React from 'react';
import styled from 'styled-components';

export type TabsProps = React.ComponentPropsWithoutRef<typeof RadixTabs.Root> & {
  ref?: React.Ref<HTMLDivElement>;
};
export type TabListProps = React.ComponentPropsWithoutRef<typeof RadixTabs.List> & {
  ref?: React.Ref<HTMLDivElement>;
};
export type TabProps = React.ComponentPropsWithoutRef<typeof RadixTabs.Trigger> & {
  ref?: React.Ref<HTMLButtonElement>;
};
export type TabPanelProps = React.ComponentPropsWithoutRef<typeof RadixTabs.Content> & {
  ref?: React.Ref<HTMLDivElement>;
};

const Root = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const List = styled(RadixTabs.List)`
  display: flex;
  gap: var(--space-1);
  border-bottom: var(--border-width) solid var(--color-border);
`;

const Trigger = styled(RadixTabs.Trigger)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  height: 36px;
  padding: 0 var(--space-3);
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid transparent;
  border-radius: var(--radius-sm) var(--radius-sm) 0 0;
  background: none;
  color: var(--color-text-muted);
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  font-weight: var(--font-weight-medium);
  cursor: pointer;
  transition-property: color, border-color, background-color;
  transition-duration: var(--motion-fast);
  transition-timing-function: var(--motion-ease-out);

  &:hover:not([data-disabled]) { color: var(--color-text); background: var(--color-surface-hover); }
  &[data-state='active'] { color: var(--color-text); border-bottom-color: var(--color-accent); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: -2px; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
`;

const Panel = styled(RadixTabs.Content)`
  border-radius: var(--radius-sm);

  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 2px; }
`;

/** Tabs (radix Tabs): arrow keys move between tabs, Tab moves into the panel. Controlled or not. */
export function Tabs(props: TabsProps) {
  return <Root {...props} />;
}

/** The row of tabs; give it an `aria-label` when no heading names it. */
export function TabList(props: TabListProps) {
  return <List {...props} />;
}

/** One tab; `value` ties it to its TabPanel. */
export function Tab(props: TabProps) {
  return <Trigger {...props} />;
}

/** The content shown while its tab is active. */
export function TabPanel(props: TabPanelProps) {
  return <Panel {...props} />;
}
