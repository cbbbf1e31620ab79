import type { ContactBankData } from '@showroom/machines';

/**
 * A spreadsheet takes a cell starting with one of these as a formula, which can run commands
 * or send the sheet's data away when the export is opened (=HYPERLINK, =cmd|..., @SUM): the OWASP
 * CSV Injection list (= + - @ tab CR), NUL from ASVS 1.2.10, and the fullwidth ＝ ＋ － ＠ that
 * spreadsheets in East Asian locales read as their ASCII twins. Before it, a sheet skips what it
 * trims or does not draw: whitespace (`\s` covers the no-break space and the BOM), zero-width and
 * word-joining characters, bidirectional marks. So ' =1+1' and '\u200B=1+1' are formulas too
 * (issue 15 §13).
 */
const formulaStart =
  /^[\s\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069]*[=+\-@\t\r\0\uFF1D\uFF0B\uFF0D\uFF20]/;

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
 * would make it a path, become '-'; bidirectional controls are dropped, so 'invoice\u202Ecod.exe'
 * cannot show as 'invoiceexe.doc' (issue 15 §13); a blank title falls back to a plain name.
 */
export function contactListFileName(title: string): string {
  const base = title
    .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 120);
  return `${base || 'contact-list'}.csv`;
}
