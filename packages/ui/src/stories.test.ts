import { describe, expect, it } from 'vitest';
import * as ui from './index.ts';

// Every component the package exports must have a stories file in its own folder (CONVENTIONS.md).
const folders = import.meta.glob<Record<string, unknown>>(['./components/*/index.ts', './theme/index.ts'], {
  eager: true,
});
const stories = Object.keys(import.meta.glob(['./components/*/*.stories.tsx', './theme/*.stories.tsx']));

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

const isComponent = (name: string, value: unknown) =>
  /^[A-Z]/.test(name) &&
  (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value));

const components = Object.entries(ui).filter(([name, value]) => isComponent(name, value));

describe('every exported component has stories', () => {
  it('finds the exported components', () => {
    expect(components.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Button', 'TextField', 'Link', 'ToastProvider', 'BrandMark', 'ThemeProvider']),
    );
  });

  it.each(components)('%s', (name, value) => {
    const home = Object.entries(folders).find(([, exports]) => exports[name] === value)?.[0];
    expect(home, `${name} is not exported from a component folder's index.ts`).toBeDefined();
    const folder = folderOf(home!);
    expect(
      stories.some((story) => folderOf(story) === folder),
      `${folder} has no *.stories.tsx`,
    ).toBe(true);
  });
});
