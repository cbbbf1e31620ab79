import { neutraliseFormula } from '@showroom/contract';
import type { ContactBankData } from '@showroom/machines';

// The formula-cell rule (OWASP CSV injection) lives in the contract (core/csv.ts), so every CSV
// the product writes, the analytics' questions CSV among them, neutralises cells alike.
export { neutraliseFormula };

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
