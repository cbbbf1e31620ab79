import { type CyoaEditorEvent, cyoaGatingValues } from '@showroom/machines';
import { Card, Switch } from '@showroom/ui';
import type * as React from 'react';
import styled from 'styled-components';
import { cyoaLabels } from '../../messages.ts';
import { GatingPanel } from '../../shared/GatingPanel/index.ts';
import type { CyoaEditorSnapshot } from './CyoaEditorScreen.tsx';

/** Panels the page mounts with their own machines. */
export type SettingsSlots = {
  /** The marketplace mapping panel (a saved CYOA only). */
  marketplace?: React.ReactNode;
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: var(--space-6);
  align-items: start;
  padding-top: var(--space-4);

  @media (max-width: 1100px) { grid-template-columns: minmax(0, 1fr); }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-width: 0;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);

  & > h2 {
    margin: 0;
    font-size: var(--font-size-h3);
    line-height: var(--line-height-h3);
    font-weight: var(--font-weight-semibold);
  }
`;

/** spec 2 §2 CYOA Settings tab: General, the gating panel, Teaser style, Launch button, marketplace. */
export function SettingsTab({
  snapshot,
  send,
  slots,
}: {
  snapshot: CyoaEditorSnapshot;
  send: (event: CyoaEditorEvent) => void;
  slots?: SettingsSlots | undefined;
}) {
  const { setting } = snapshot.context.content;
  return (
    <Grid>
      <Column>
        <Card>
          <Section aria-labelledby="cyoa-general">
            <h2 id="cyoa-general">{cyoaLabels.general}</h2>
            <Switch
              label={cyoaLabels.mutedOnLaunch}
              labelPosition="start"
              checked={!setting.audioOnLaunch}
              onCheckedChange={(muted) => send({ type: 'setting.change', patch: { audioOnLaunch: !muted } })}
            />
            <Switch
              label={cyoaLabels.showWrapUp}
              labelPosition="start"
              checked={setting.wrapUpScreen}
              onCheckedChange={(on) => send({ type: 'wrapUp.toggle', on })}
            />
            <Switch
              label={cyoaLabels.showControls}
              labelPosition="start"
              checked={setting.showControls}
              onCheckedChange={(on) => send({ type: 'setting.change', patch: { showControls: on } })}
            />
          </Section>
        </Card>
      </Column>
      <Column>
        {snapshot.context.settings?.gating.show && (
          <Card>
            <GatingPanel
              values={cyoaGatingValues(setting)}
              settings={snapshot.context.settings}
              onToggle={(option, on) => send({ type: 'gating.toggle', option, on })}
            />
          </Card>
        )}
        {slots?.marketplace}
      </Column>
    </Grid>
  );
}
