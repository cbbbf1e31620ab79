import { describe, expect, it } from 'vitest';
import { heroForm, newHeroForm } from './hero.ts';
import { embedServerMessages } from './messages.ts';
import { defaultRestrictedRedirect, isRedirectUrl } from './shared.ts';

describe("the restricted-domain button's address (issue 26, item 11)", () => {
  it('is empty or an http(s) web address', () => {
    for (const good of [
      '',
      '   ',
      'https://acme.example/contact',
      'http://acme.example',
      'HTTPS://Acme.Example/x?y=1',
    ])
      expect([good, isRedirectUrl(good)]).toEqual([good, true]);
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      'acme.example/contact',
      '//acme.example',
      'https://',
      'mailto:sales@acme.example',
    ])
      expect([bad, isRedirectUrl(bad)]).toEqual([bad, false]);
  });

  it('is refused in a saved form with its message', () => {
    const form = (URL: string) => ({
      ...newHeroForm(),
      name: 'Tour',
      recording_id: '6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e3f',
      headline: 'See it',
      description: 'A tour',
      action_label: 'Book',
      action_link: 'https://example.com/book',
      restricted_redirect: {
        ...defaultRestrictedRedirect(),
        restrictType: 'message' as const,
        message: { title: 'T', description: '', primaryButton: true, buttonLabel: 'Go', URL },
      },
    });
    const refused = heroForm.safeParse(form('javascript:alert(1)'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toContain(
      embedServerMessages.redirectUrlInvalid,
    );
    expect(heroForm.safeParse(form('https://acme.example')).success).toBe(true);
  });
});
