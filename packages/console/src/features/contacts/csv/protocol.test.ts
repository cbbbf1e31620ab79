import { describe, expect, it } from 'vitest';
import { decodeRows, encodeRows } from './protocol.ts';

describe("the worker's 'rows' message", () => {
  it('carries rows exactly: every cell as typed, and no cell a row did not have', () => {
    const headers = ['Name', 'Email', 'Note'];
    const rows: Record<string, string>[] = [
      { Name: 'Ada', Email: 'ada@example.com', Note: '=HYPERLINK("x")' },
      { Name: '"Grace"\nHopper', Email: '', Note: '<script>alert(1)</script>' },
      { Name: 'No note', Email: 'n@example.com' },
      { Name: 'null', Email: '\u0000?', Note: 'ünïcödé 😀' },
    ];
    const back = decodeRows(headers, encodeRows(headers, rows));
    expect(back).toEqual(rows);
    expect(Object.keys(back[2]!)).toEqual(['Name', 'Email']);
  });
});
