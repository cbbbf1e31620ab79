import { defaultPageVerification, type PageVerificationContent, pageConstants } from '@showroom/contract';
import { Card, TextArea, TextField } from '@showroom/ui';
import { useId } from 'react';
import {
  CardFields,
  CardHeading,
} from '../../../embeds/shared/VerificationContentCard/VerificationContentCard.tsx';
import { pageLabels } from '../../messages.ts';

export type PageVerificationContentCardProps = {
  value: PageVerificationContent;
  onChange: (value: PageVerificationContent) => void;
};

/**
 * The limits of the page's prompt, the ones the server checks (the contract's
 * `pageVerificationContent`): each field's counter says the same number its input stops at.
 */
export const pageVerificationLimits = {
  title: pageConstants.titleMaxLength,
  /** spec 3 §5 / §9: verification description 200. */
  description: pageConstants.verificationDescriptionMaxLength,
  placeholder: 200,
  privacyConsentText: pageConstants.privacyConsentMaxLength,
} as const satisfies Record<keyof PageVerificationContent, number>;

/**
 * What a page's email gate says (spec 3 §2.10 "Verification prompt content (title, description,
 * placeholder, privacy consent text) is customised in Layout when email gating is on"; stored in
 * page_style.verificationContent). An emptied title, description or placeholder shows the §9
 * default it falls back to as its placeholder; the privacy consent text has no default.
 */
export function VerificationContentCard({ value, onChange }: PageVerificationContentCardProps) {
  const headingId = useId();
  const set = (key: keyof PageVerificationContent) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...value, [key]: event.currentTarget.value });
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <CardHeading id={headingId}>{pageLabels.verificationCard}</CardHeading>
        <CardFields>
          <TextField
            label={pageLabels.verificationTitle}
            value={value.title}
            placeholder={defaultPageVerification.title}
            maxLength={pageVerificationLimits.title}
            onChange={set('title')}
          />
          <TextArea
            label={pageLabels.verificationDescription}
            value={value.description}
            placeholder={defaultPageVerification.description}
            maxLength={pageVerificationLimits.description}
            rows={3}
            onChange={set('description')}
          />
          <TextField
            label={pageLabels.verificationPlaceholder}
            value={value.placeholder}
            placeholder={defaultPageVerification.placeholder}
            maxLength={pageVerificationLimits.placeholder}
            onChange={set('placeholder')}
          />
          <TextArea
            label={pageLabels.privacyConsentText}
            helpText={pageLabels.privacyConsentHelp}
            value={value.privacyConsentText ?? ''}
            maxLength={pageVerificationLimits.privacyConsentText}
            rows={3}
            onChange={set('privacyConsentText')}
          />
        </CardFields>
      </section>
    </Card>
  );
}
