import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/build/precompress.ts';
import { zodJitless } from '../../scripts/build/zodJitless.ts';
import { firstScreen } from './firstScreenPlugin.ts';

const root = import.meta.dirname;

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
