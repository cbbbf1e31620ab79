import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/build/precompress.ts';
import { zodJitless } from '../../scripts/build/zodJitless.ts';
import { firstScreen } from './firstScreenPlugin.ts';

const root = import.meta.dirname;

/** The modules the three drawn pages share (the 'signed-out' chunk below), by path. */
const signedOut = new RegExp(
  [
    'ui/src/components/(Button|Spinner|Card|Link|BrandMark|TextField|FormError|Field|Checkbox)/',
    'ui/src/components/(Tooltip/LazyTooltip|IconButton/marks)\\.',
    'node_modules/@radix-ui/react-(primitive|visually-hidden|slot|compose-refs)/',
    'contract/src/(auth/messages|rules/auth)\\.',
    'machines/src/(forms/(formActions|formTransitions|validate)|auth/(socialLoginMachine|linkedinProviderMachine))\\.',
    'console/src/(navigation/navigation|session/cookies|features/forms/machineField)\\.',
    'console/src/features/(auth/(authCalls|linkedin|AuthLayout/)|legal/(links|LegalLinks)\\.)',
  ]
    .map((pattern) => pattern.replaceAll('/', String.raw`[\\/]`))
    .join('|'),
);

/**
 * The console's build and dev server. The build goes to packages/console/dist, which the server
 * serves on the app host, each text file with a brotli and a gzip copy beside it (scripts/build/precompress.ts);
 * in dev, /web goes to the server (`npm start`, port 4000).
 */
export default defineConfig({
  root,
  plugins: [react(), zodJitless(), firstScreen(), precompress()],
  // The contacts worker parses with the contract's schemas too.
  worker: { plugins: () => [zodJitless()] },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    // No inline scripts or styles of ours: the console's Content-Security-Policy allows none.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every screen needs, the sign-in pages' first load included, in one file
          // rather than the several Rolldown would cut them into: one brotli stream compresses
          // them better (issue 30: /login 2.4 KB less) and the page has fewer files to fetch.
          // react-router is not one: the sign-in pages load it when the rep leaves them (boot.tsx).
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|xstate|@xstate|use-sync-external-store)[\\/]/,
            },
            // What /login, /signup and /reset share apart from the libraries (the forms' parts,
            // their rules and machines' common pieces, the navigation, the session's cookies) in
            // one file: Rolldown cut them into some 25 files of a few hundred bytes each, and one
            // brotli stream of them is a quarter smaller (issue 30, ADR 0016 fifth pass). Each
            // page's own screen and machine stay in its chunk.
            {
              name: 'signed-out',
              test: signedOut,
              // Its modules' dependencies stay where they were: Vite's preload helper (which the
              // lazy tooltip and the calls' loader use) would otherwise come with them, and the
              // entry would import this chunk and the vendor chunk before the first paint.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/web': { target: process.env.SHOWROOM_API_URL ?? 'http://localhost:4000', changeOrigin: false },
    },
  },
});
