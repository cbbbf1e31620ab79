import { pageMessages } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { sampleLink } from './fixtures.ts';
import { prospectLinksCsv, prospectLinksFileName } from './linksCsv.ts';
import { linkLabels } from './messages.ts';

describe('prospectLinksCsv (spec 3 §2.8 Download URLs)', () => {
  it('writes name, email, date created and URL of each link, every field quoted, CRLF, with a BOM', () => {
    const link = sampleLink(1, { name: 'Ada "The Countess" Lovelace', email: 'ada@analytical.example' });
    const csv = prospectLinksCsv([link]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      `"${pageMessages.columnProspectName}","${pageMessages.columnEmail}","${linkLabels.dateCreated}","${pageMessages.columnUrl}"`,
      `"Ada ""The Countess"" Lovelace","ada@analytical.example","${link.date_created}","${link.url}"`,
      '',
    ]);
  });

  it('neutralises a cell a spreadsheet would run as a formula, as the contacts export does', () => {
    const csv = prospectLinksCsv([
      sampleLink(1, { name: '=HYPERLINK("http://evil.example")', email: '+1@evil.example' }),
      sampleLink(2, { name: ' @SUM(A1)', email: 'ok@example.com' }),
    ]);
    const [, first, second] = csv.slice(1).split('\r\n');
    expect(first).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.example""\)","'\+1@evil.example",/);
    expect(second).toMatch(/^"' @SUM\(A1\)","ok@example.com",/);
  });

  it("names the file after the page's title, made safe; a blank title gets a plain name", () => {
    expect(prospectLinksFileName('Spring pricing: Q2/Q3')).toBe('Spring pricing- Q2-Q3.csv');
    expect(prospectLinksFileName('  ')).toBe('prospect-links.csv');
  });
});
