import type { ContactBankData } from '@showroom/machines';

/**
 * A spreadsheet takes a cell starting with one of these as a formula, which can run commands
 * or send the sheet's data away when the export is opened (=HYPERLINK, =cmd|..., @SUM). The set
 * is the OWASP CSV Injection list (= + - @ tab CR) with NUL from ASVS 1.2.10.
 */
const formulaStart = /^[=+\-@\t\r\0]/;

/**
 * OWASP's rule for CSV injection: a leading single quote makes spreadsheets show the cell as text.
 * Only the export does this; what the rep uploaded is stored and shown as typed.
 */
export const neutraliseFormula = (cell: string) => (formulaStart.test(cell) ? `'${cell}` : cell);

/** RFC 4180 §2.5-2.7: every field in double quotes, a quote inside doubled (OWASP: quote them all). */
const field = (cell: string) => `"${neutraliseFormula(cell).replaceAll('"', '""')}"`;

/**
 * A contact list as a CSV file for spreadsheets: UTF-8 with a BOM (so Excel reads accents right),
 * CRLF line ends, every field quoted, formula cells neutralised. The header row is written when
 * the uploaded file had one (`showHeaders`); otherwise the column names were made up by us
 * ('Column 1'), so the file comes back as it went in.
 */
export function contactListCsv(bank: Pick<ContactBankData, 'headers' | 'bank' | 'showHeaders'>): string {
  const lines: string[] = [];
  if (bank.showHeaders) lines.push(bank.headers.map(field).join(','));
  for (const row of bank.bank) lines.push(bank.headers.map((header) => field(row[header] ?? '')).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The download's file name from the list's title: characters that no file system takes, or that
 * would make it a path, become '-'; a blank title falls back to a plain name.
 */
export function contactListFileName(title: string): string {
  const base = title
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 120);
  return `${base || 'contact-list'}.csv`;
}
