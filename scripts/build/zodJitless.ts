import type { Plugin } from 'vite';

/** Zod's own module that holds its global configuration (zod 4: `globalConfig`, `config()`). */
const zodCore = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;

/**
 * Makes Zod jitless in every bundle of the console, the page's and the workers'. Zod compiles a
 * fast parser with `new Function` and, to know whether it may, probes once when the first object
 * schema is made. The console's Content-Security-Policy allows no eval (security-headers.ts), so the
 * probe is refused and reported as a `script-src` violation on every load. Jitless, Zod never probes.
 *
 * Why not `z.config({ jitless: true })` in main.tsx: the contract's schemas are made when their
 * modules load, and the bundler runs the shared chunk that holds them (and Zod) before the entry
 * chunk's own code; a worker has no main.tsx at all. Setting it at the end of Zod's core module
 * runs before any schema exists, in every bundle, whatever the chunks.
 */
export function zodJitless(): Plugin {
  return {
    name: 'showroom-zod-jitless',
    transform(code, id) {
      if (!zodCore.test(id)) return null;
      // Fail the build, not the page, if a Zod upgrade moves its configuration.
      if (!code.includes('export function config(')) this.error(`zod's core module has no config(): ${id}`);
      return { code: `${code}\nconfig({ jitless: true });\n`, map: null };
    },
  };
}
