import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { buildAudienceApp } from '../../src/audience/app.ts';
import { firstScreenModule } from '../../src/audience/first-screen.ts';
import type { Config } from '../../src/config.ts';
import type { DatabaseContext } from './databases.ts';

/**
 * A build as Vite writes it, with the page's and the frame's views as dynamic entries importing shared chunks:
 * the pages must not depend on whether someone built the audience app.
 */
async function fakePageBuild(dir: string) {
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  const manifest = {
    'src/audience/main.tsx': { file: 'assets/main-AbC123.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-XyZ789.js' },
    'src/audience/page/index.ts': {
      file: 'assets/page-PaGe01.js',
      isDynamicEntry: true,
      imports: ['_vendor.js', '_player.js'],
    },
    '_player.js': { file: 'assets/player-PlA001.js' },
    'src/audience/frameView.tsx': {
      file: 'assets/frameView-FrA001.js',
      isDynamicEntry: true,
      imports: ['_vendor.js'],
    },
  };
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

/**
 * The first screen's module beside the fake build (audience/first-screen.ts `firstScreenModule`): it
 * draws the page's title as text with the nonce it is given, and fails for a page titled 'Throw'.
 */
async function fakeFirstScreen(audienceDist: string) {
  const file = firstScreenModule(audienceDist);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    `export function renderFirstScreen(data, nonce) {
      if (data.title === 'Throw') throw new Error('a drawing that fails');
      const text = data.title.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
      return { html: '<h1 data-drawn>' + text + '</h1>', styles: '<style nonce="' + nonce + '" data-first-screen>h1{margin:0}</style>' };
    }\n`,
  );
}

/** The audience app of the prospect page tests (issue 13), on a fake build of its own (removed by `close`). */
export async function pagesAudienceApp(ctx: DatabaseContext, config: Config) {
  const folder = await mkdtemp(path.join(tmpdir(), 'showroom-page-'));
  const dist = path.join(folder, 'audience');
  await fakePageBuild(dist);
  await fakeFirstScreen(dist);
  const app = buildAudienceApp({ config, database: ctx.database, logger: false, audienceDist: dist });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The value of one directive of a Content-Security-Policy. */
export const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

/** The page data element's text, as a browser's parser would end it: at the first `</script`. */
export const pageDataText = (page: string) => {
  const start = page.indexOf('id="showroom-page-data"');
  expect(start).toBeGreaterThan(0);
  const open = page.indexOf('>', start) + 1;
  return page.slice(open, page.toLowerCase().indexOf('</script', open));
};
