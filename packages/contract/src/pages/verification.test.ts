import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPageVerification, pageConstants } from './constants.ts';
import { embedStyle, layoutStyle, newEmbedStyle, newLayoutStyle, pageVerificationContent } from './style.ts';

const spec = readFileSync(
  path.resolve(import.meta.dirname, '../../../../../shared/spec/3-demos-pages-analytics.md'),
  'utf8',
);

/** Issue 29 D.5: the verification prompt's privacy consent text, and the description's limit. */
describe('the page verification prompt (spec 3 §2.10, §5)', () => {
  it('the spec lists a privacy consent text with the prompt content, and a description max 200', () => {
    expect(spec).toContain(
      'Verification prompt content (title, description, placeholder, privacy consent text)',
    );
    expect(spec).toContain('verification description max 200');
    expect(pageConstants.verificationDescriptionMaxLength).toBe(200);
    // No limit of its own in the spec: the descriptions' 400.
    expect(pageConstants.privacyConsentMaxLength).toBe(pageConstants.descriptionMaxLength);
  });

  it('keeps the privacy consent text through a parse of either page style (it was dropped before)', () => {
    const content = { ...defaultPageVerification, privacyConsentText: 'We keep your address private.' };
    const layout = layoutStyle.parse(
      JSON.parse(JSON.stringify({ ...newLayoutStyle(), verificationContent: content })),
    );
    expect(layout.verificationContent).toEqual(content);
    const embed = embedStyle.parse(
      JSON.parse(JSON.stringify({ ...newEmbedStyle(), verificationContent: content })),
    );
    expect(embed.verificationContent).toEqual(content);
  });

  it('is optional (pages saved before it still read) and limited to 400 characters', () => {
    expect(pageVerificationContent.parse({ ...defaultPageVerification })).toEqual(defaultPageVerification);
    const ok = { ...defaultPageVerification, privacyConsentText: 'c'.repeat(400) };
    expect(pageVerificationContent.safeParse(ok).success).toBe(true);
    expect(pageVerificationContent.safeParse({ ...ok, privacyConsentText: 'c'.repeat(401) }).success).toBe(
      false,
    );
    expect(
      pageVerificationContent.safeParse({ ...defaultPageVerification, description: 'd'.repeat(201) }).success,
    ).toBe(false);
  });
});
