import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The console's build helpers, shared rather than copied (tests/import-direction.test.ts lets a
// package's Vite config use another package's root-level build helpers; no source imports them).
import { precompress } from '../../scripts/build/precompress.ts';
import { zodJitless } from '../../scripts/build/zodJitless.ts';

const root = import.meta.dirname;

/**
 * The audience app (issue 12): the React app of every frame and prospect page on the audience host
 * (packages/server/src/audience/pages.ts writes the HTML). No index.html: the server renders each
 * page with a per-request CSP nonce and the frame data, and finds the entry's script, its chunks
 * and its stylesheets in the manifest (dist/audience/.vite/manifest.json). Assets are named by
 * content hash (served immutable), each text file with a brotli and a gzip copy beside it.
 */
export default defineConfig({
  root,
  // The pages name assets from the host's root: /assets/main-1a2b3c.js.
  base: '/',
  plugins: [react(), zodJitless(), precompress()],
  build: {
    outDir: path.join(root, 'dist/audience'),
    emptyOutDir: true,
    manifest: true,
    // No inline scripts or styles of ours: the audience pages' CSP allows only the nonce's.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rollupOptions: { input: { main: path.join(root, 'src/audience/main.tsx') } },
  },
});
