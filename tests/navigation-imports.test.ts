import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The console's own navigation (packages/console/src/navigation/navigation.tsx: usePlace,
 * useNavigate, AppLink, Redirect) is how the signed-out pages move without react-router in their
 * first load (issue 30, ADR 0016). Under the router it stands for react-router; on a first load of
 * /login, /signup or /reset it is the browser's history until the rep leaves the page, and no
 * signed-in screen ever runs under that. So only the auth pages and their screens, the session
 * guards (which send a rep between those pages and the console), the navigation folder itself and
 * the build's drawing of the first screens may use it; a signed-in screen uses react-router.
 */
const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'packages/console/src');
const navigation = path.join(src, 'navigation/navigation.tsx');

const mayImport = (file: string) => {
  const relative = path.relative(src, file).split(path.sep).join('/');
  return (
    relative.startsWith('features/auth/') ||
    relative.startsWith('navigation/') ||
    relative === 'session/RequireSession.tsx' ||
    relative === 'firstScreen.tsx'
  );
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });

/** Every module `file` imports (static, dynamic, type-only or re-exported), resolved to a path when relative. */
const importsOf = (file: string): string[] =>
  [
    ...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm),
  ].map(([, specifier]) =>
    specifier!.startsWith('.') ? path.resolve(path.dirname(file), specifier!) : specifier!,
  );

const importers = sourceFiles(src).filter((file) => importsOf(file).includes(navigation));

describe('the console navigation (navigation/navigation.tsx)', () => {
  it('is imported by the auth pages, the session guards and the navigation folder only', () => {
    expect(importers.filter((file) => !mayImport(file)).map((file) => path.relative(root, file))).toEqual([]);
  });

  it('is found where it is used, so the check above reads real imports', () => {
    const found = importers.map((file) => path.relative(src, file).split(path.sep).join('/'));
    expect(found).toEqual(
      expect.arrayContaining([
        'features/auth/LoginPage.tsx',
        'session/RequireSession.tsx',
        'navigation/GuardedRouter.tsx',
      ]),
    );
  });
});
