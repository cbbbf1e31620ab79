import { describe, expect, it } from 'vitest';
import { readMediaFixture } from '../../test/support/shared-fixtures.ts';
import { sanitizeSvg, utf8Text } from './svg.ts';

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
