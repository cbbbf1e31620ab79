import type { EmbedSettings, GatingOptionName, GatingValues } from '@showroom/contract';
import { gatingView } from '@showroom/machines';
import { Switch, UpgradeOverlay } from '@showroom/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { embedMessages, sharedLabels } from '../../messages.ts';

export type GatingPanelProps = {
  values: GatingValues;
  /** The company's plan flags (spec 2 §6): what is shown, enabled and editable. */
  settings: EmbedSettings;
  /** The rep turned one option on or off; the editor applies the dependencies (toggleGating). */
  onToggle: (option: GatingOptionName, on: boolean) => void;
};

const Section = styled.section`
  display: grid;
  gap: var(--space-3);
`;

const Heading = styled.h3`
  font-size: var(--font-size-body);
  font-weight: var(--font-weight-semibold);
  color: var(--color-text);
`;

const Options = styled.div`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-4);
  border-left: 2px solid var(--color-border);
`;

/** An option that depends on the one above it (redirect on blocklist, two-factor on domain). */
const Dependent = styled.div`
  padding-left: var(--space-6);
`;

/**
 * spec 2 §2 Gating options panel, a pure picture of the values and the plan's flags: the main
 * 'Verify identity' toggle and, when it is on, its options. It only reports what the rep
 * toggles; the dependencies of §4 are the editor's (toggleGating), so a redirect turned on
 * comes back with the blocklist on. Hidden without gating.show; an option hidden or disabled by
 * its own flags; without gating.edit the options are locked behind the Upgrade message, which
 * shows on hover and on keyboard focus alike (UpgradeOverlay).
 */
export function GatingPanel({ values, settings, onToggle }: GatingPanelProps) {
  const headingId = useId();
  const view = gatingView(settings);
  if (!view.show) return null;
  const option = (name: GatingOptionName) => {
    const { show, enable } = view.options[name];
    if (!show) return null;
    return (
      <Switch
        label={sharedLabels.gatingOptions[name]}
        checked={values[name] === 1}
        disabled={!enable}
        onCheckedChange={(on) => onToggle(name, on)}
      />
    );
  };
  const gated = values.is_gated === 1;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{sharedLabels.gatingTitle}</Heading>
      {option('is_gated')}
      {gated && (
        <UpgradeOverlay locked={view.locked} message={embedMessages.gatingUpgrade}>
          <Options>
            {option('email_required')}
            {option('custom_verification')}
            {option('check_blocklist')}
            {view.options.redirect_to_restricted_domain.show && (
              <Dependent>{option('redirect_to_restricted_domain')}</Dependent>
            )}
            {option('check_domain')}
            {view.options.check_twofactor.show && <Dependent>{option('check_twofactor')}</Dependent>}
          </Options>
        </UpgradeOverlay>
      )}
    </Section>
  );
}
