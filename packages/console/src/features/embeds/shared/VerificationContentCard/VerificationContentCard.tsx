import { defaultVerificationContent, embedConstants, type VerificationContent } from '@showroom/contract';
import { Card, TextField } from '@showroom/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { sharedLabels } from '../../messages.ts';

export type VerificationContentCardProps = {
  value: VerificationContent;
  onChange: (value: VerificationContent) => void;
};

/** The contract's verificationContent.placeholder limit. */
const placeholderMaxLength = 200;

export const CardHeading = styled.h3`
  margin-bottom: var(--space-4);
  font-size: var(--font-size-body);
  font-weight: var(--font-weight-semibold);
  color: var(--color-text);
`;

export const CardFields = styled.div`
  display: grid;
  gap: var(--space-4);
`;

/**
 * What the e-mail gate says (spec 2 §3 verification_content), shown by the editors when the
 * widget is gated. An emptied field shows the default it falls back to (§9 default title and
 * description) as its placeholder.
 */
export function VerificationContentCard({ value, onChange }: VerificationContentCardProps) {
  const headingId = useId();
  const field = (key: keyof VerificationContent, label: string, maxLength: number) => (
    <TextField
      label={label}
      value={value[key]}
      placeholder={defaultVerificationContent[key]}
      maxLength={maxLength}
      onChange={(event) => onChange({ ...value, [key]: event.currentTarget.value })}
    />
  );
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <CardHeading id={headingId}>{sharedLabels.verificationTitle}</CardHeading>
        <CardFields>
          {field('title', sharedLabels.verificationHeading, embedConstants.verificationTextMaxLength)}
          {field(
            'description',
            sharedLabels.verificationDescription,
            embedConstants.verificationTextMaxLength,
          )}
          {field('placeholder', sharedLabels.verificationPlaceholder, placeholderMaxLength)}
        </CardFields>
      </section>
    </Card>
  );
}
