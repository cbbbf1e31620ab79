import { describe, expect, it } from 'vitest';
import { readMediaFixture } from '../../test/support/shared-fixtures.ts';
import { cssUnescape, sanitizeSvg, utf8Text } from './svg.ts';

describe('sanitizeSvg', () => {
  it('keeps the drawing of a scripted icon and drops its script and its onload', async () => {
    const scripted = (await readMediaFixture('icon-with-script.svg')).toString('utf8');
    expect(scripted).toContain('<script>');
    expect(scripted).toContain('onload=');
    const clean = sanitizeSvg(scripted)!;
    expect(clean).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="22" fill="#DF0046"/></svg>',
    );
  });

  it('keeps a safe icon as it was drawn', async () => {
    const safe = (await readMediaFixture('icon.svg')).toString('utf8').trim();
    expect(sanitizeSvg(safe)).toBe(safe);
  });

  it('drops foreignObject, event handlers, links, animations and every external reference', () => {
    const clean = sanitizeSvg(
      `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
        <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
        <rect width="10" height="10" fill="url(#g)" onclick="alert(1)"/>
        <rect width="5" height="5" fill="url(https://evil.example/#g)" style="fill:url(http://evil.example/x)"/>
        <image href="https://evil.example/track.png" width="1" height="1"/>
        <image xlink:href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;" width="1" height="1"/>
        <foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><script>alert(2)</script></div></foreignObject>
        <a href="javascript:alert(3)"><text>x &amp; y</text></a>
        <set attributeName="onmouseover" to="alert(4)"/>
        <style>@import url(https://evil.example/a.css);</style>
      </svg>`,
    )!;
    expect(clean.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // The internal gradient reference stays; the shapes and the text stay.
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<text>x &amp; y</text>');
    for (const gone of [
      'onclick',
      'evil.example',
      'data:',
      'foreignObject',
      'script',
      'javascript:',
      '<set',
      '<style',
      '@import',
      '<a ',
    ]) {
      expect(clean).not.toContain(gone);
    }
  });

  it('drops CSS-escaped references (issue 26, item 12): every spelling of url( in a style or a presentation attribute', () => {
    const spellings = [
      'u\\72l(https://evil.example/x)',
      'u\\000072l(https://evil.example/x)',
      'u\\72 l(https://evil.example/x)',
      '\\75\\72\\6c(https://evil.example/x)',
      'u\\rl(https://evil.example/x)',
      'U\\52L(https://evil.example/x)',
      'u/**/rl(https://evil.example/x)',
      'url(\\68ttps://evil.example/x)',
      'image-set("https://evil.example/x" 1x)',
    ];
    for (const value of spellings) {
      const clean = sanitizeSvg(
        `<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5" style="fill:${value}"/><circle r="2" fill="${value}"/><path d="M0 0" stroke="red"/></svg>`,
      )!;
      expect([value, clean]).toEqual([
        value,
        '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/><circle r="2"/><path d="M0 0" stroke="red"/></svg>',
      ]);
    }
    // Every inline style goes, a harmless one too; presentation attributes carry an icon's look.
    expect(
      sanitizeSvg(
        '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5" style="fill:red"/></svg>',
      ),
    ).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>');
    // An escaped reference to the document itself stays.
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect fill="u\\72l(#g)"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="u\\72l(#g)"/></svg>',
    );
  });

  it('reads CSS escapes as CSS does', () => {
    expect(cssUnescape('u\\72l(')).toBe('url(');
    expect(cssUnescape('u\\000072 l(')).toBe('url(');
    expect(cssUnescape('\\75\\72\\6c(')).toBe('url(');
    expect(cssUnescape('u\\rl(')).toBe('url(');
    expect(cssUnescape('u/* c */rl(')).toBe('url(');
    expect(cssUnescape('\\0 a')).toBe('\ufffda');
  });

  it('answers undefined for what is not one SVG picture', () => {
    expect(sanitizeSvg('just text')).toBeUndefined();
    expect(sanitizeSvg('<p>an HTML paragraph</p>')).toBeUndefined();
    expect(
      sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>'),
    ).toBeUndefined();
    expect(sanitizeSvg('<script>alert(1)</script>')).toBeUndefined();
  });
});

describe('utf8Text', () => {
  it('reads UTF-8 and refuses bytes that are not', async () => {
    expect(utf8Text(Buffer.from('<svg>é</svg>'))).toBe('<svg>é</svg>');
    expect(utf8Text(await readMediaFixture('thumbnail.png'))).toBeUndefined();
  });
});
