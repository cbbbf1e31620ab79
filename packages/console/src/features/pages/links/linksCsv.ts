import { pageMessages, type Relationship } from '@showroom/contract';
import { contactListFileName, neutraliseFormula } from '../../contacts/csv/contactListCsv.ts';
import { linkLabels } from './messages.ts';

/** RFC 4180, every field quoted, formula cells neutralised the contacts' way (OWASP CSV injection). */
const field = (cell: string) => `"${neutraliseFormula(cell).replaceAll('"', '""')}"`;

/**
 * spec 3 §2.8 Download URLs: the ticked links' name, email, date created and URL, as a CSV for
 * spreadsheets (UTF-8 with a BOM, CRLF, every field quoted), a prospect's name or e-mail that a
 * spreadsheet would run as a formula shown as text.
 */
export function prospectLinksCsv(links: readonly Relationship[]): string {
  const rows = [
    [
      pageMessages.columnProspectName,
      pageMessages.columnEmail,
      linkLabels.dateCreated,
      pageMessages.columnUrl,
    ],
    ...links.map((link) => [link.name, link.email, link.date_created, link.url]),
  ];
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** The file is named after the page's title (made safe as the contacts' file names are). */
export const prospectLinksFileName = (title: string) => contactListFileName(title.trim() || 'prospect-links');
