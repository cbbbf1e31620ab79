import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

/**
 * The prospect page's first screen for the audience host (src/audience/page/firstScreen.tsx): one
 * module for Node (dist/first-screen/firstScreen.js) that the server imports at run time to draw a
 * page's first screen into its HTML. The packages it uses (React, styled-components, zod, XState)
 * are the server's node_modules'; the workspace's own are bundled in, their stylesheet imports
 * (fonts) left out, as a server has no use for them.
 */
export default defineConfig({
  root,
  plugins: [react()],
  // Bundled: Node would load its CommonJS build, whose default export is not `styled`.
  ssr: { noExternal: ['styled-components'] },
  build: {
    outDir: path.join(root, 'dist/first-screen'),
    emptyOutDir: true,
    ssr: path.join(root, 'src/audience/page/firstScreen.tsx'),
    rollupOptions: { output: { entryFileNames: 'firstScreen.js', format: 'es' } },
  },
});
