import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { missingOptionalEntries } from '../scripts/complete-lockfile.mjs';

describe('package-lock.json', () => {
  it('has an entry for every optional platform package, so `npm ci` accepts it (run scripts/complete-lockfile.mjs)', () => {
    const lock = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package-lock.json'), 'utf8'));
    expect(missingOptionalEntries(lock).map((entry: { name: string }) => entry.name)).toEqual([]);
  });
});
