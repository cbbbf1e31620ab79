import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md: console -> ui, machines, contract; widgets -> ui, machines, contract;
 * server -> contract; machines -> the contract's types only (`import type`, ADR 0004), so types flow
 * from the contract to the machines to the screens while no schema reaches a machine's bundle.
 * Machines and ui may import the contract's pure rules (`@showroom/contract/rules`) as values:
 * written once there, free of Zod (checked below). ui and contract import no other package of
 * ours; the server
 * never imports React; no browser package imports the server. Biome's noRestrictedImports says
 * the same in the editor; this test also reads package.json dependencies and dynamic imports.
 */
const allowed: Record<string, string[]> = {
  contract: [],
  machines: [],
  ui: [],
  server: ['contract'],
  // The console's popup plays demos with the prospect side's player (issue 10: built once, in widgets).
  console: ['ui', 'machines', 'contract', 'widgets'],
  widgets: ['ui', 'machines', 'contract'],
};
/** Packages a package may import types from, and nothing else: `import type { ... } from`. */
const typesOnly: Record<string, string[]> = {
  machines: ['contract'],
};
/** Entry points of ours a package may import values from although the package itself is not allowed. */
const rulesEntry = '@showroom/contract/rules';
const valueEntries: Record<string, string[]> = {
  machines: [rulesEntry],
  ui: [rulesEntry],
};
/**
 * A machine's test stands where its page stands: it provides the machine's input, and may give it
 * the contract's own rules and messages (the Add URL form's schema, the spec's strings), so the test
 * proves the machine with what the product really uses; so may its graph-walk model and the fixtures
 * module the two share (`<area>/*.fixtures.ts`). The machine's sources stay types only.
 */
const providesLikeAPage = (file: string) => /\.(test|model|fixtures)\.tsx?$/.test(file);
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

/**
 * A package's Vite config is build tooling and in no bundle: it may use the build helpers both apps
 * share in scripts/build/ (precompress.ts, zodJitless.ts), never another package's files.
 */
const isViteConfig = (file: string) =>
  /^vite(\.[\w-]+)?\.config\.ts$/.test(path.basename(file)) &&
  path.dirname(path.dirname(file)) === packagesDir;
const isBuildHelper = (target: string) => path.dirname(target) === path.join(root, 'scripts', 'build');

const specifiers = (code: string) =>
  [...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((match) => match[1]!);

/**
 * Specifiers a file imports for a value: every import, re-export and dynamic import that is not
 * `import type ... from` / `export type ... from` (under verbatimModuleSyntax, `import { type A }`
 * still leaves an import of the module in the output, so it counts as a value import).
 */
const valueSpecifiers = (code: string) =>
  [
    ...code.matchAll(
      /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/g,
    ),
  ]
    .filter((match) => !match[1])
    .map((match) => (match[2] ?? match[3])!);

describe('import direction between packages', () => {
  it('tells a type import from a value import', () => {
    const code = [
      "import type { Session } from '@showroom/contract';",
      "export type { CallResult } from '@showroom/contract';",
      "import { type login } from '@showroom/ui';",
      "export { x } from './x.ts';",
      "const lazy = import('@showroom/console');",
      "import '@showroom/widgets';",
    ].join('\n');
    expect(valueSpecifiers(code)).toEqual([
      '@showroom/ui',
      './x.ts',
      '@showroom/console',
      '@showroom/widgets',
    ]);
  });

  it('knows every package in packages/', () => {
    expect(readdirSync(packagesDir).sort()).toEqual(Object.keys(allowed).sort());
  });

  for (const [pkg, may] of Object.entries(allowed)) {
    const types = typesOnly[pkg]?.length ? ` (and the types of ${typesOnly[pkg]!.join(', ')})` : '';
    const entries = valueEntries[pkg]?.length ? ` (and ${valueEntries[pkg]!.join(', ')})` : '';
    it(`${pkg} imports only ${may.length ? may.join(', ') : 'no package of ours'}${types}${entries}`, () => {
      const offences: string[] = [];
      for (const file of sourceFiles(path.join(packagesDir, pkg))) {
        for (const spec of specifiers(readFileSync(file, 'utf8'))) {
          const ours = /^@showroom\/([^/]+)/.exec(spec)?.[1];
          if (
            ours &&
            ours !== pkg &&
            !may.includes(ours) &&
            !typesOnly[pkg]?.includes(ours) &&
            !valueEntries[pkg]?.includes(spec)
          )
            offences.push(`${path.relative(root, file)} -> ${spec}`);
          if (
            spec.startsWith('../') &&
            !path.resolve(path.dirname(file), spec).startsWith(path.join(packagesDir, pkg)) &&
            !(isViteConfig(file) && isBuildHelper(path.resolve(path.dirname(file), spec)))
          )
            offences.push(`${path.relative(root, file)} -> ${spec} (reaches outside its package)`);
          if (forbiddenExternals[pkg]?.test(spec)) offences.push(`${path.relative(root, file)} -> ${spec}`);
        }
        for (const spec of valueSpecifiers(readFileSync(file, 'utf8'))) {
          const ours = /^@showroom\/([^/]+)/.exec(spec)?.[1];
          if (
            ours &&
            typesOnly[pkg]?.includes(ours) &&
            !valueEntries[pkg]?.includes(spec) &&
            !providesLikeAPage(file)
          )
            offences.push(`${path.relative(root, file)} -> ${spec} (types only: use import type)`);
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

  it(`${rulesEntry} reaches no schema: its modules import values only from each other, never Zod`, () => {
    const manifest = JSON.parse(readFileSync(path.join(packagesDir, 'contract', 'package.json'), 'utf8'));
    const entry = path.join(packagesDir, 'contract', manifest.exports['./rules']);
    const seen = new Set<string>();
    const offences: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of valueSpecifiers(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
        else offences.push(`${path.relative(root, file)} -> ${spec}`);
      }
    };
    visit(entry);
    expect(seen.size).toBeGreaterThan(1);
    expect(offences).toEqual([]);
  });
});
