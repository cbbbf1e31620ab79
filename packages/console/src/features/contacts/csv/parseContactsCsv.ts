import { contactListLimits, contactMessages, contactRefusals } from '@showroom/contract';
import Papa from 'papaparse';
import { csvRefusals } from '../messages.ts';

/** Rows of a contact CSV, every row as long as the first; or the message refusing the file. */
export type CsvParseResult = { status: 'parsed'; rows: string[][] } | { status: 'refused'; message: string };

/**
 * spec 1 §5: "Contact CSV parsing skips empty lines and parses the first row as the header."
 * The rows are kept as read: whether the first is the header is the rep's choice on step 2, so
 * the bank is built after it (contract `contactBankFromRows`). Cells are text, never evaluated:
 * a cell starting with `=` or `<script>` is stored as typed (shared/README.md fixtures).
 */
export function parseContactsCsv(text: string): CsvParseResult {
  // A UTF-8 BOM (HubSpot and Excel exports) must not become part of the first column's name.
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (input.trim() === '') return { status: 'refused', message: contactRefusals.emptyFile };
  // A NUL byte cannot be stored in the database's text (issue 15 §7): refuse the file and say where,
  // rather than let the upload fail on the server. Usually a binary file or a UTF-16 export.
  const nul = input.indexOf('\0');
  if (nul !== -1) {
    const line = input.slice(0, nul).split('\n').length;
    return { status: 'refused', message: csvRefusals.nulCharacter(line) };
  }

  const result = Papa.parse<string[]>(input, {
    // 'greedy' also skips lines of only spaces, and the trailing blank lines of Salesforce reports.
    skipEmptyLines: 'greedy',
    // Papa guesses the delimiter from these when none is given: semicolons for EU exports.
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  // A one-column file has no delimiter to find; that warning is not a fault of the file.
  const errors = result.errors.filter((error) => error.code !== 'UndetectableDelimiter');
  if (errors.length > 0) return { status: 'refused', message: contactMessages.parseError };

  const rows = result.data;
  if (rows.length === 0) return { status: 'refused', message: contactRefusals.emptyFile };
  const width = rows[0]!.length;
  // Ragged rows (too few or too many fields) would shift values into the wrong columns.
  for (const row of rows)
    if (row.length !== width) return { status: 'refused', message: contactMessages.parseError };
  if (width > contactListLimits.maxColumns)
    return { status: 'refused', message: contactRefusals.tooManyColumns };
  // One more row than the limit may be the header.
  if (rows.length > contactListLimits.maxRows + 1)
    return { status: 'refused', message: contactRefusals.tooManyRows };
  return { status: 'parsed', rows };
}
