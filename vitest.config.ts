import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/setup/sequencer.ts';

const root = import.meta.dirname;

/** Debian's Chromium, never a test tool's own download (TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  // Re-raster whole tiles on repaint: a partial raster leaves anti-aliasing seams at the edge of the
  // repainted area, so a screenshot after a state change could differ by a few pixels run to run.
  '--disable-partial-raster',
];

/**
 * Issue 27 §6: the files of a project share their worker's modules instead of importing React, the
 * ui package, the machines or the server again for each file (a half to three quarters of these
 * projects' time); tests/setup/isolation.ts undoes what a file changed outside its modules
 * (timers, globals, spies) when it ends. A server file builds its own app, database and folders, so the server
 * projects share modules too; a file that mocks a module imports its own copy (login.test.ts).
 */
const sharedModules = { isolate: false, setupFiles: [path.join(root, 'tests/setup/isolation.ts')] };
/** What the two server projects share: Node, both cores, and time for real databases and ffmpeg. */
const serverTests = {
  environment: 'node' as const,
  ...sharedModules,
  sequence: { groupOrder: 1 },
  maxWorkers: 2,
  // @fastify/autoload imports plugin files itself: inlined, those imports go through Vitest's
  // transform (TypeScript, one module graph) instead of Node's own import().
  server: { deps: { inline: ['@fastify/autoload'] } },
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const databaseSnapshots = path.join(root, 'packages/server/test/support/database-snapshots.ts');

/** The server tests that store files (uploads, videos, logos, pictures, PDFs): run on the disk and on a bucket. */
const mediaTests = [
  'packages/server/src/media/app.test.ts',
  'packages/server/src/routes/recording-upload.test.ts',
  'packages/server/src/routes/recording.test.ts',
  'packages/server/src/routes/setting.test.ts',
  'packages/server/src/routes/solo.test.ts',
  'packages/server/src/routes/hero.test.ts',
  'packages/server/src/routes/cyoa.test.ts',
  'packages/server/src/db/seed.test.ts',
  'packages/server/test/quality/attacks-26-media.test.ts',
];

// Each browser project gets its own config object: one object shared by two projects mislabels them.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1024, height: 720 },
  expect: {
    // A changed pixel fails: no tolerance beyond pixelmatch's anti-aliasing detection.
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { allowedMismatchedPixels: 0 },
    },
  },
});

export default defineConfig({
  plugins: [react()],
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'styled-components',
      'radix-ui',
      'xstate',
      '@xstate/react',
      'zod',
    ],
  },
  test: {
    // The longest files first, from the times of a measured run (tests/durations.json).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          // machine-stories.test.ts imports every story file, which renders React: it needs the DOM.
          include: ['packages/{ui,console,widgets}/src/**/*.test.{ts,tsx}', 'tests/machine-stories.test.ts'],
          exclude: ['**/*.browser.test.tsx', '**/node_modules/**'],
          isolate: sharedModules.isolate,
          setupFiles: [...sharedModules.setupFiles, path.join(root, 'tests/setup/unit.ts')],
        },
      },
      {
        extends: true,
        test: {
          // Machines and the contract are React-free by rule, and the other tests/ files read files:
          // none needs a DOM, and jsdom's set-up cost every one of these files about a second.
          name: 'logic',
          environment: 'node',
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          include: ['packages/{machines,contract}/src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
          exclude: ['**/*.browser.test.tsx', '**/node_modules/**', 'tests/machine-stories.test.ts'],
          ...sharedModules,
        },
      },
      {
        extends: true,
        test: {
          ...serverTests,
          name: 'server',
          include: ['packages/server/{src,test}/**/*.test.ts'],
          globalSetup: [databaseSnapshots],
        },
      },
      {
        extends: true,
        test: {
          ...serverTests,
          // Issue 28 §1: the media tests again, with the files in an S3-compatible bucket (s3rver on
          // loopback, started by object-store.ts) instead of on the disk. The database does not
          // change what a store does, so this run stays on PGlite.
          name: 'server-s3',
          include: mediaTests,
          env: { DATABASE_URL: '' },
          globalSetup: [databaseSnapshots, path.join(root, 'packages/server/test/support/object-store.ts')],
          setupFiles: [
            ...sharedModules.setupFiles,
            path.join(root, 'packages/server/test/support/object-store.setup.ts'),
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          sequence: { groupOrder: 2 },
          include: ['packages/**/src/**/*.browser.test.tsx'],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          sequence: { groupOrder: 3 },
          maxWorkers: 2,
          // A story takes 1 to 10 s; the first of a file, or one at a load of 10 and more, neared 17 s.
          testTimeout: 30_000,
          browser: browser(),
          // A worker's story files share one page, so React, the ui package and the machines load
          // once (stories 325 -> 261 s, issue 27 §6). What earlier files left there (their
          // stylesheets, the font faces they loaded) must not change a later screenshot: a story
          // looks as it does in a page of its own, in any order (docs/development.md).
          isolate: false,
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
        },
      },
    ],
  },
});
