import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontStack, isProspectFont, loadFont, prospectFonts } from './fontsProspect.ts';

describe('prospect fonts', () => {
  it('lists the 21 fonts a rep can choose, each once', () => {
    expect(prospectFonts).toHaveLength(21);
    expect(new Set(prospectFonts).size).toBe(21);
    expect(prospectFonts).toContain('Source Sans 3');
    expect(isProspectFont('Lora')).toBe(true);
    expect(isProspectFont('Comic Sans')).toBe(false);
  });

  it('self-hosts each from an installed @fontsource package, with a matching family name', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'fontsProspect.ts'), 'utf8');
    const require = createRequire(path.join(import.meta.dirname, 'fontsProspect.ts'));
    for (const name of prospectFonts) {
      const pkg = name.toLowerCase().replace(/ /g, '-');
      expect(source, name).toContain(`import('@fontsource/${pkg}/latin-400.css')`);
      const css = readFileSync(require.resolve(`@fontsource/${pkg}/latin-400.css`), 'utf8');
      expect(css, name).toContain(`font-family: '${name}'`);
    }
  });

  it('loads a listed font once and refuses one that is not listed', async () => {
    const first = loadFont('Lora');
    expect(loadFont('Lora')).toBe(first);
    await expect(first).resolves.toBeUndefined();
    await expect(loadFont('Comic Sans')).rejects.toThrow('Unknown font: Comic Sans');
  });

  it('falls back to a font of the same kind', () => {
    expect(fontStack('Lora')).toMatch(/^'Lora', .*serif$/);
    expect(fontStack('Inter')).toMatch(/^'Inter', .*sans-serif$/);
  });
});
