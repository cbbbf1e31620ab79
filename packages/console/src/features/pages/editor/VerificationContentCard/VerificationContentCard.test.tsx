import {
  defaultPageVerification,
  type PageVerificationContent,
  pageVerificationContent,
} from '@showroom/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pageLabels } from '../../messages.ts';
import { pageVerificationLimits, VerificationContentCard } from './VerificationContentCard.tsx';

function Harness({ onChange }: { onChange: (value: PageVerificationContent) => void }) {
  const [value, setValue] = useState<PageVerificationContent>({ ...defaultPageVerification });
  return (
    <VerificationContentCard
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

/** The visible counter ('53/200') of a field, found through its aria-describedby. */
const counterOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-counter'))
    ?.querySelector('[aria-hidden]')?.textContent;

describe("the page's verification prompt card (spec 3 §2.10, §5)", () => {
  it('counts the description against 200, the number the input stops at and the server checks', async () => {
    const seen: PageVerificationContent[] = [];
    render(<Harness onChange={(value) => seen.push(value)} />);
    const description = screen.getByRole('textbox', { name: pageLabels.verificationDescription });
    expect(counterOf(description)).toBe(`${defaultPageVerification.description.length}/200`);
    expect(description).toHaveAttribute('maxlength', '200');

    const user = userEvent.setup();
    await user.clear(description);
    await user.type(description, 'y'.repeat(210));
    expect(description).toHaveValue('y'.repeat(200));
    expect(counterOf(description)).toBe('200/200');
    // What the card hands on is what the server's page schema accepts: 200, not 201.
    const last = seen.at(-1)!;
    expect(pageVerificationContent.safeParse(last).success).toBe(true);
    expect(pageVerificationContent.safeParse({ ...last, description: `${last.description}y` }).success).toBe(
      false,
    );
  });

  it('every counter says the limit of the contract’s page schema', () => {
    render(<Harness onChange={() => {}} />);
    const labels = {
      title: pageLabels.verificationTitle,
      description: pageLabels.verificationDescription,
      placeholder: pageLabels.verificationPlaceholder,
      privacyConsentText: pageLabels.privacyConsentText,
    };
    for (const [key, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
      const field = screen.getByRole('textbox', { name: label });
      const max = pageVerificationLimits[key];
      expect(counterOf(field)?.endsWith(`/${max}`), label).toBe(true);
      const atLimit = { ...defaultPageVerification, [key]: 'z'.repeat(max) };
      const overLimit = { ...defaultPageVerification, [key]: 'z'.repeat(max + 1) };
      expect(pageVerificationContent.safeParse(atLimit).success, label).toBe(true);
      expect(pageVerificationContent.safeParse(overLimit).success, label).toBe(false);
    }
  });

  it("hands on the privacy consent text, labelled 'Privacy consent text'", async () => {
    const seen: PageVerificationContent[] = [];
    render(<Harness onChange={(value) => seen.push(value)} />);
    const consent = screen.getByRole('textbox', { name: 'Privacy consent text' });
    expect(consent).toHaveValue('');
    await userEvent.setup().type(consent, 'We keep it private.');
    expect(seen.at(-1)).toEqual({ ...defaultPageVerification, privacyConsentText: 'We keep it private.' });
    expect(counterOf(consent)).toBe('19/400');
  });
});
