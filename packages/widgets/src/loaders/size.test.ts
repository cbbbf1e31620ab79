import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 12: each loader at most 2 KB gzip, built exactly as it ships (scripts/build-loaders.mjs,
 * run as its own process: esbuild does not run under jsdom), measured with a production-length
 * audience address written in as the audience host does. The size budgets (bench/size.bench.ts,
 * 'widgets.loader') fail above 3 KB; 2 KB is the goal this test holds.
 */
const goalBytes = 2 * 1024;
const address = 'https://audience.showroom-customer.example';
const script = path.resolve(import.meta.dirname, '../../scripts/build-loaders.mjs');
const dist = path.resolve(import.meta.dirname, '../../dist/loaders');
const kinds = ['hero', 'solo', 'sneakpeek', 'cyoa'] as const;

describe('the widget loaders, as built', () => {
  let built: Record<string, { raw: number; gzip: number }>;
  beforeAll(() => {
    built = JSON.parse(execFileSync(process.execPath, [script, '--json'], { encoding: 'utf8' }));
  }, 60_000);

  for (const kind of kinds) {
    it(`${kind}: at most 2 KB gzip`, () => {
      const code = readFileSync(path.join(dist, `${kind}.js`), 'utf8');
      expect(Buffer.byteLength(code)).toBe(built[kind]?.raw);
      const served = code.replace('__SHOWROOM_AUDIENCE_URL__', address);
      const gzip = gzipSync(served, { level: 9 }).length;
      console.log(
        `widgets.loader.${kind}: ${(gzip / 1024).toFixed(2)} KB gzip as served (${served.length} B raw; goal 2 KB; bench/budgets.ts fails above 3 KB)`,
      );
      expect(gzip).toBeLessThanOrEqual(goalBytes);
      // Plain DOM: no framework, no schema library reaches a host page.
      expect(code).not.toMatch(/react|zod|styled-components|xstate/i);
      // Cookieless: the loader reads and writes no cookie and no storage.
      expect(code).not.toMatch(/document\.cookie|localStorage|sessionStorage|indexedDB/);
    });
  }
});
