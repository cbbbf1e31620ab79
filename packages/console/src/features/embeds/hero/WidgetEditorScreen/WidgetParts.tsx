import { RestrictedRedirectCard } from '../../shared/RestrictedRedirectCard/index.ts';
import { VerificationContentCard } from '../../shared/VerificationContentCard/index.ts';
import type { WidgetEditorSend, WidgetEditorSnapshot } from './WidgetEditorScreen.tsx';

type PartProps = { snapshot: WidgetEditorSnapshot; send: WidgetEditorSend };

/**
 * The Content tab's gated cards (spec 2 §2): the verification content only when the widget is
 * gated, the restricted-redirect card only when it is gated and redirects restricted domains.
 */
export function GatedCards({ snapshot, send }: PartProps) {
  const { values, demos } = snapshot.context;
  if (values.is_gated !== 1) return null;
  return (
    <>
      <VerificationContentCard
        value={values.verification_content}
        onChange={(value) => send({ type: 'field.change', field: 'verification_content', value })}
      />
      {values.redirect_to_restricted_domain === 1 && (
        <RestrictedRedirectCard
          value={values.restricted_redirect}
          demos={demos}
          onChange={(value) => send({ type: 'field.change', field: 'restricted_redirect', value })}
        />
      )}
    </>
  );
}

/** The Settings tab's Teaser style and Launch button sections. */
export function WidgetTeaser(_: PartProps) {
  return null;
}
