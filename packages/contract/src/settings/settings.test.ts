import { describe, expect, it } from 'vitest';
import { settingsMessages, settingsServerMessages } from './messages.ts';
import { blocklistEntry, companySettings, emailBlockList, websiteStyleInput } from './settings.ts';

const style = {
  textColor: '#000',
  bgColor: '#FFFFFF',
  buttonBgHoverColor: '#1E3B8A',
  buttonBgColor: '#1E41AFCC',
  headerColor: '#fff',
  borderColor: '#D1D5DB',
  fontName: 'Open Sans',
  showCompanyName: true,
};

describe('settings rules', () => {
  it("requires a font with 'Please select a font' (spec 1 §5)", () => {
    expect(websiteStyleInput.safeParse(style).success).toBe(true);
    const result = websiteStyleInput.safeParse({ ...style, fontName: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please select a font']);
  });

  it('takes only one of the 21 prospect fonts (issue 9), with the same message', () => {
    for (const name of ['Lora', ' Inter ', 'Source Sans 3'])
      expect(websiteStyleInput.safeParse({ ...style, fontName: name }).success, name).toBe(true);
    for (const name of ['Comic Sans MS', 'inter', 'Arial', 'x'.repeat(10_000)]) {
      const result = websiteStyleInput.safeParse({ ...style, fontName: name });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please select a font']);
    }
  });

  it('takes colours only as #hex, so nothing else reaches prospect CSS', () => {
    for (const bad of ['red', '#12', 'rgb(0,0,0)', '#000; background:url(x)', '#GGGGGG'])
      expect(websiteStyleInput.safeParse({ ...style, bgColor: bad }).success, bad).toBe(false);
  });

  it('accepts a domain or a web address as a block-list entry (spec 1 §2)', () => {
    for (const good of ['competitor.com', 'mail.rival.co.uk', 'https://rival.example/path'])
      expect(blocklistEntry.safeParse(good).success, good).toBe(true);
    for (const bad of ['', '   ', 'not a domain', 'javascript:alert(1)', 'localhost'])
      expect(blocklistEntry.safeParse(bad).error?.issues[0]?.message, bad).toBe(
        settingsServerMessages.blocklistEntry,
      );
  });

  it('refuses duplicates whatever their case', () => {
    const result = emailBlockList.safeParse(['a.com', 'b.com', 'A.com']);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: [2], message: 'This domain is already in the list' }),
    ]);
  });

  it('keeps the spec strings letter for letter', () => {
    expect(settingsMessages.subtitle).toBe('Customize the look and feel of prospect client');
    expect(settingsMessages.errorLogoImage).toBe('Error Encountered While Adding/Updating Logo Image');
    expect(settingsMessages.settingsUpdated).toBe('Settings Updated');
    expect(settingsMessages.logoUpdated).toBe('Logo Updated');
  });
});

describe('company settings as the client reads them (spec 1 §3)', () => {
  const style = {
    textColor: '#000000',
    bgColor: '#FFFFFF',
    buttonBgHoverColor: '#1E3B8A',
    buttonBgColor: '#1E41AF',
    headerColor: '#FFFFFF',
    borderColor: '#D1D5DB',
    fontName: 'Inter',
    showCompanyName: true,
  };

  it('website_style and email_block_list arrive as JSON text and leave the client as values', () => {
    expect(
      companySettings.parse({
        companyId: 'company-1',
        website_style: JSON.stringify(style),
        email_block_list: '["rival.example"]',
      }),
    ).toEqual({ companyId: 'company-1', website_style: style, email_block_list: ['rival.example'] });
  });

  it('a text that does not hold the model is outside the contract', () => {
    const refused = companySettings.safeParse({
      companyId: 'company-1',
      website_style: JSON.stringify({ ...style, showCompanyName: 'yes' }),
      email_block_list: '[',
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['website_style.showCompanyName', expect.any(String)],
      ['email_block_list', 'Expected JSON text'],
    ]);
  });
});
