import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md: console -> ui, machines, contract; widgets -> ui, machines, contract;
 * server -> contract. ui, machines and contract import no other package of ours; the server
 * never imports React; no browser package imports the server. Biome's noRestrictedImports says
 * the same in the editor; this test also reads package.json dependencies and dynamic imports.
 */
const allowed: Record<string, string[]> = {
  contract: [],
  machines: [],
  ui: [],
  server: ['contract'],
  console: ['ui', 'machines', 'contract'],
  widgets: ['ui', 'machines', 'contract'],
};
const forbiddenExternals: Record<string, RegExp> = {
  server: /^(react|react-dom|styled-components|radix-ui|react-aria)(\/|$)/,
  machines: /^(react|react-dom|@xstate\/react)(\/|$)/,
  contract: /^(react|react-dom|fastify|drizzle-orm|pg)(\/|$)/,
};

const root = path.resolve(import.meta.dirname, '..');
const packagesDir = path.join(root, 'packages');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(name) ? [full] : [];
  });

const specifiers = (code: string) =>
  [...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((match) => match[1]!);

describe('import direction between packages', () => {
  it('knows every package in packages/', () => {
    expect(readdirSync(packagesDir).sort()).toEqual(Object.keys(allowed).sort());
  });

  for (const [pkg, may] of Object.entries(allowed)) {
    it(`${pkg} imports only ${may.length ? may.join(', ') : 'no package of ours'}`, () => {
      const offences: string[] = [];
      for (const file of sourceFiles(path.join(packagesDir, pkg))) {
        for (const spec of specifiers(readFileSync(file, 'utf8'))) {
          const ours = /^@showroom\/([^/]+)/.exec(spec)?.[1];
          if (ours && ours !== pkg && !may.includes(ours))
            offences.push(`${path.relative(root, file)} -> ${spec}`);
          if (
            spec.startsWith('../') &&
            !path.resolve(path.dirname(file), spec).startsWith(path.join(packagesDir, pkg))
          )
            offences.push(`${path.relative(root, file)} -> ${spec} (reaches outside its package)`);
          if (forbiddenExternals[pkg]?.test(spec)) offences.push(`${path.relative(root, file)} -> ${spec}`);
        }
      }
      expect(offences).toEqual([]);
    });

    it(`${pkg} declares only allowed packages of ours as dependencies`, () => {
      const manifest = JSON.parse(readFileSync(path.join(packagesDir, pkg, 'package.json'), 'utf8'));
      const deps = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
        .filter((name) => name.startsWith('@showroom/'))
        .map((name) => name.slice('@showroom/'.length));
      expect(deps.filter((dep) => !may.includes(dep))).toEqual([]);
    });
  }
});
