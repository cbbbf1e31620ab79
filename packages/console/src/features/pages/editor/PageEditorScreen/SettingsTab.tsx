import { type EmbedSettings, pageMessages as m, type PageStyle, type Recording } from '@showroom/contract';
import { type PageEditorEvent, pageGatingValues } from '@showroom/machines';
import { Switch, UpgradeOverlay } from '@showroom/ui';
import { useId } from 'react';
import { GatingPanel } from '../../../embeds/shared/GatingPanel/index.ts';
import { RestrictedRedirectCard } from '../../../embeds/shared/RestrictedRedirectCard/index.ts';
import { pageLabels } from '../../messages.ts';
import { Column, Section, SectionHeading } from './parts.ts';

export type SettingsTabProps = {
  style: PageStyle;
  /** The plan's gating flags: what is shown, enabled and editable (spec 3 §6). */
  plan: EmbedSettings | null;
  demos: readonly Pick<Recording, 'id' | 'title' | 'type'>[];
  send: (event: PageEditorEvent) => void;
};

/**
 * spec 3 §2.10 Settings: the e-mail gating of the page (the embeds' gating panel, its §4.5
 * dependencies kept by the editor), the page's own options (outbound only, intended recipient),
 * and the restricted-domain block (a demo to play or a message) when redirect is on.
 */
export function SettingsTab({ style, plan, demos, send }: SettingsTabProps) {
  const headingId = useId();
  const restrictedId = useId();
  const { settings } = style;
  const locked = plan ? !plan.gating.edit : true;
  return (
    <Column>
      <Section aria-labelledby={headingId}>
        <SectionHeading id={headingId}>{pageLabels.settingsSection}</SectionHeading>
        {plan && (
          <GatingPanel
            values={pageGatingValues(style)}
            settings={plan}
            onToggle={(option, on) => send({ type: 'gating.toggle', option, on })}
          />
        )}
        {settings.verifyIdentity && plan?.gating.show && (
          <UpgradeOverlay locked={locked} message={m.upgradeEmailSettings}>
            <Section>
              <Switch
                label={pageLabels.outboundOnly}
                checked={settings.isOutbound}
                disabled={locked}
                onCheckedChange={(on) => send({ type: 'setting.toggle', setting: 'isOutbound', on })}
              />
              <Switch
                label={pageLabels.checkIntended}
                checked={settings.checkIntended}
                disabled={locked}
                onCheckedChange={(on) => send({ type: 'setting.toggle', setting: 'checkIntended', on })}
              />
            </Section>
          </UpgradeOverlay>
        )}
      </Section>
      {style.restrictedRedirect && (
        <Section aria-labelledby={restrictedId}>
          <SectionHeading id={restrictedId}>{pageLabels.restrictedSection}</SectionHeading>
          <RestrictedRedirectCard
            title={pageLabels.restrictedTitle}
            value={style.restrictedRedirect}
            demos={demos}
            onChange={(value) => send({ type: 'restrict.change', value })}
          />
        </Section>
      )}
    </Column>
  );
}
