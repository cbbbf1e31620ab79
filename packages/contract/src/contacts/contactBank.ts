import * as z from 'zod/mini';
import { maxReportedIssues } from '../core/wire.ts';
import { contactRefusals } from './messages.ts';

/**
 * spec 1 §9 and issue 5: how big a contact list may be. A 100,000-row export of a usual CRM
 * (6 to 12 columns) is 15 to 35 MB as the spec's JSON text; the server's body limit for the
 * contact calls is set above that, and anything larger is answered 413.
 */
export const contactListLimits = {
  maxRows: 100_000,
  maxColumns: 200,
  maxCellLength: 10_000,
  maxHeaderLength: 200,
  maxTitleLength: 200,
  maxIdentifierLength: 64,
  /** Body limit of POST and PUT /web/contact: the JSON text of 100,000 rows fits under it. */
  maxBodyBytes: 48 * 1024 * 1024,
} as const;

/** A row of the bank: cell text keyed by column name. */
export type ContactRow = Record<string, string>;

/**
 * Identifiers name a column for placeholders in bulk link generation (document 3: `{{identifier}}`),
 * so braces and angle brackets (document 3's other placeholder syntax) would make them ambiguous.
 */
export const identifier = z
  .string()
  .check(
    z.trim(),
    z.maxLength(contactListLimits.maxIdentifierLength, contactRefusals.invalidIdentifier),
    z.regex(/^[^{}<>]*$/, contactRefusals.invalidIdentifier),
  );

const header = z.string().check(z.minLength(1), z.maxLength(contactListLimits.maxHeaderLength));

/**
 * A row is a plain object of strings. Checked with a plain loop rather than a zod record per row:
 * a list holds up to 100,000 rows, and this check runs on every save and every read (measured
 * here: a zod record per row took 120 to 540 ms for 100,000 rows; this loop takes a few).
 */
const isContactRow = (row: unknown): row is ContactRow => {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return false;
  for (const key in row) {
    const cell = (row as Record<string, unknown>)[key];
    if (typeof cell !== 'string' || cell.length > contactListLimits.maxCellLength) return false;
  }
  return true;
};

const rowMessage = `Expected a row of text cells of at most ${contactListLimits.maxCellLength} characters`;

/**
 * Reports the first few offenders of a check over many items (one fewer than an error reply
 * lists, so the count of the rest is listed too), then how many more there were:
 * 100,000 bad rows made an 8.7 MB reply, 500,000 stray identifiers a 31.9 MB one (issue 15 §1).
 * Counting the rest costs a loop; an issue object per offender cost seconds and a gigabyte.
 */
function reportFirst(
  ctx: z.core.$RefinementCtx,
  first: (string | number)[][],
  message: string,
  total: number,
  path: string[],
) {
  for (const at of first) ctx.addIssue({ code: 'custom', path: at, message });
  if (total > first.length)
    ctx.addIssue({ code: 'custom', path, message: `${total - first.length} more like this` });
}

/** At most one identifier per column: a bigger map is refused before its keys are looked at. */
const identifierMap = z.pipe(
  z.custom<Record<string, unknown>>((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    let count = 0;
    for (const _ in value) if (++count > contactListLimits.maxColumns) return false;
    return true;
  }, `Expected at most ${contactListLimits.maxColumns} identifiers, one per column`),
  z.record(z.string(), identifier),
);

/**
 * spec 1 §3 The contact bank: `headers` (column names), `bank` (rows keyed by header),
 * `showHeaders` (whether the file's first row was its header) and `identifiers` (column name
 * to placeholder identifier). The one model of a contact list's content: the server validates
 * what it stores with it, the console builds it from a CSV, bulk link generation reads it.
 */
export const contactBank = z
  .object({
    headers: z
      .array(header)
      .check(
        z.maxLength(contactListLimits.maxColumns, { message: contactRefusals.tooManyColumns, abort: true }),
        z.minLength(1),
      ),
    bank: z.array(z.custom<ContactRow>(() => true)).check(
      z.maxLength(contactListLimits.maxRows, { message: contactRefusals.tooManyRows, abort: true }),
      z.minLength(1, contactRefusals.headerOnly),
      z.superRefine((rows, ctx) => {
        // One pass; only the first few bad rows become issues.
        const first: number[][] = [];
        let bad = 0;
        for (let index = 0; index < rows.length; index++) {
          if (isContactRow(rows[index])) continue;
          if (++bad < maxReportedIssues) first.push([index]);
        }
        reportFirst(ctx, first, rowMessage, bad, []);
      }),
    ),
    showHeaders: z.boolean(),
    identifiers: identifierMap,
  })
  .check(
    z.superRefine((value, ctx) => {
      const headers = new Set(value.headers);
      if (headers.size !== value.headers.length) {
        ctx.addIssue({ code: 'custom', path: ['headers'], message: 'Column names must be unique' });
      }
      const strays: string[][] = [];
      let strayCount = 0;
      for (const column of Object.keys(value.identifiers)) {
        if (headers.has(column)) continue;
        if (++strayCount < maxReportedIssues) strays.push(['identifiers', column]);
      }
      reportFirst(ctx, strays, 'Not a column of the list', strayCount, ['identifiers']);
      const used = Object.values(value.identifiers)
        .map((name) => name.trim())
        .filter(Boolean);
      if (new Set(used).size !== used.length) {
        ctx.addIssue({ code: 'custom', path: ['identifiers'], message: contactRefusals.duplicateIdentifier });
      }
      // One pass over the rows; a plain loop, since a list may hold 100,000 of them.
      for (let index = 0; index < value.bank.length; index++) {
        for (const column in value.bank[index]) {
          if (!headers.has(column)) {
            ctx.addIssue({
              code: 'custom',
              path: ['bank', index, column],
              message: 'Not a column of the list',
            });
            return;
          }
        }
      }
    }),
  );
export type ContactBank = z.infer<typeof contactBank>;

/**
 * spec 1 §3: "empty identifiers are dropped on save". Trims the rest. The server applies it to
 * whatever it stores; the console applies it before saving so what it shows is what is kept.
 */
export const withoutEmptyIdentifiers = (bank: ContactBank): ContactBank => {
  const identifiers: Record<string, string> = {};
  for (const [column, name] of Object.entries(bank.identifiers)) {
    const trimmed = name.trim();
    if (trimmed) identifiers[column] = trimmed;
  }
  return { ...bank, identifiers };
};

/** Column names for a file whose first row is data (spec 1 §2: the header box unticked). */
export const generatedHeader = (index: number) => `Column ${index + 1}`;

/**
 * Column names from a header row: a blank name becomes `Column n` and a repeated one gets a
 * suffix, so every column keeps its own key in the rows (two "Email" columns must not merge).
 */
export const uniqueHeaders = (names: readonly string[]): string[] => {
  const seen = new Set<string>();
  return names.map((raw, index) => {
    const base = raw.trim().slice(0, contactListLimits.maxHeaderLength) || generatedHeader(index);
    let name = base;
    for (let n = 2; seen.has(name); n++) name = `${base} (${n})`;
    seen.add(name);
    return name;
  });
};

/**
 * Builds the bank from parsed CSV rows (each the same length). With `firstRowIsHeader` the first
 * row names the columns (spec 1 §5: "parses the first row as the header"); otherwise names are
 * generated and every row is data. Identifiers start empty: the rep sets them on the detail screen.
 */
export const contactBankFromRows = (
  rows: readonly (readonly string[])[],
  firstRowIsHeader: boolean,
): ContactBank => {
  const width = rows[0]?.length ?? 0;
  const headers = firstRowIsHeader
    ? uniqueHeaders(rows[0] ?? [])
    : Array.from({ length: width }, (_, index) => generatedHeader(index));
  const bank: ContactRow[] = new Array(Math.max(0, rows.length - (firstRowIsHeader ? 1 : 0)));
  for (let r = firstRowIsHeader ? 1 : 0, i = 0; r < rows.length; r++, i++) {
    const cells = rows[r]!;
    const row: ContactRow = {};
    for (let c = 0; c < headers.length; c++) row[headers[c]!] = cells[c] ?? '';
    bank[i] = row;
  }
  return { headers, bank, showHeaders: firstRowIsHeader, identifiers: {} };
};

/** What the contacts list shows of a bank (spec 1 §2: No of Rows, No of Identifiers). */
export const contactBankCounts = (bank: Pick<ContactBank, 'bank' | 'identifiers'>) => ({
  rows: bank.bank.length,
  identifiers: Object.values(bank.identifiers).filter((name) => name.trim() !== '').length,
});
