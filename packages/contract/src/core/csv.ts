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
