import { describe, expect, it } from 'vitest';
import { safeHref } from './links.ts';

describe('safeHref', () => {
  it('keeps web and mail addresses', () => {
    expect(safeHref('https://example.com/book')).toBe('https://example.com/book');
    expect(safeHref('example.com/book')).toBe('https://example.com/book');
    expect(safeHref('mailto:sales@example.com')).toBe('mailto:sales@example.com');
  });

  it('never makes a link of script or data', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
  });
});
