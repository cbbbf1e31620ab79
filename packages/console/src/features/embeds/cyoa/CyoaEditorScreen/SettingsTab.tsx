import { teaserStyles } from '@showroom/contract';
import { type CyoaEditorEvent, cyoaGatingValues, cyoaTeaser } from '@showroom/machines';
import { Card, Switch } from '@showroom/ui';
import type * as React from 'react';
import styled from 'styled-components';
import { cyoaLabels } from '../../messages.ts';
import { EmbedPreview } from '../../shared/EmbedPreview/index.ts';
import { GatingPanel } from '../../shared/GatingPanel/index.ts';
import { LaunchButtonSettings } from '../../shared/LaunchButtonSettings/index.ts';
import { TeaserSettings } from '../../shared/TeaserSettings/index.ts';
import { useFileAddress } from '../../shared/useFileAddress.ts';
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

  & > h3 {
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
  const { context } = snapshot;
  const { setting } = context.content;
  const thumbnail = useFileAddress(context.thumbnail) ?? (context.saved?.customThumbnail || null);
  const icon = useFileAddress(context.icon) ?? (context.saved?.customBlinker || null);
  const teaser = cyoaTeaser(setting);
  // The teaser shows the first demo step's demo (spec 2 §2: Animation only when it is recorded).
  const firstDemo = context.content.data.find((step) => step.type === 'demo');
  const demo =
    firstDemo?.type === 'demo'
      ? context.demos.find((candidate) => candidate.id === firstDemo.value)
      : undefined;
  const cta = { type: setting.ctaType, text: setting.ctaText };
  const launch = {
    style: setting.blinkerStyle,
    size: setting.blinkerSize,
    colours: {
      triangle_color: setting.launchTriangleColor,
      circle_color: setting.launchCircleColor,
      hover_color: setting.launchHoverColor,
      hotspot_color: setting.launchHotspotColor,
    },
    icon,
  };
  return (
    <Grid>
      <Column>
        <Card>
          <Section aria-labelledby="cyoa-general">
            <h3 id="cyoa-general">{cyoaLabels.general}</h3>
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
        <Card>
          <Section aria-labelledby="cyoa-teaser">
            <h3 id="cyoa-teaser">{cyoaLabels.teaser}</h3>
            <TeaserSettings
              teasers={teaserStyles}
              teaser={teaser}
              onTeaserChange={(style) => send({ type: 'teaser.change', style })}
              demoType={demo?.type}
              customThumbnail={setting.showCustomThumbnail}
              onCustomThumbnailChange={(on) =>
                send(
                  on
                    ? { type: 'setting.change', patch: { showCustomThumbnail: true } }
                    : { type: 'thumbnail.clear' },
                )
              }
              thumbnailPreview={thumbnail}
              onThumbnailFile={(file) => send({ type: 'thumbnail.select', file })}
              onThumbnailClear={() => send({ type: 'thumbnail.clear' })}
              cta={cta}
              onCtaChange={(next) =>
                send({ type: 'setting.change', patch: { ctaType: next.type, ctaText: next.text } })
              }
            />
          </Section>
        </Card>
        {/* No launch button with the CTA teaser (spec 2 §2). */}
        {teaser !== 'cta' && (
          <Card>
            <Section aria-labelledby="cyoa-launch">
              <h3 id="cyoa-launch">{cyoaLabels.launchButton}</h3>
              <LaunchButtonSettings
                style={setting.blinkerStyle}
                onStyleChange={(style) => send({ type: 'setting.change', patch: { blinkerStyle: style } })}
                size={setting.blinkerSize}
                onSizeChange={(size) => send({ type: 'setting.change', patch: { blinkerSize: size } })}
                colours={launch.colours}
                onColoursChange={(colours) =>
                  send({
                    type: 'setting.change',
                    patch: {
                      launchTriangleColor: colours.triangle_color,
                      launchCircleColor: colours.circle_color,
                      launchHoverColor: colours.hover_color,
                      launchHotspotColor: colours.hotspot_color,
                    },
                  })
                }
                icon={icon}
                onIconFile={(file) => send({ type: 'icon.select', file })}
              />
            </Section>
          </Card>
        )}
      </Column>
      <Column>
        <EmbedPreview
          teaser={teaser}
          demo={demo ? { title: demo.title, thumbnail: demo.thumbnail, preview: demo.preview } : null}
          customThumbnail={setting.showCustomThumbnail ? thumbnail : null}
          cta={cta}
          launch={launch}
        />
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
