/**
 * Writes the console's face, packages/ui/src/theme/inter-latin-wght-400-600.woff2 (fonts.css),
 * from @fontsource-variable/inter's latin file: the same characters (fontsource's latin range),
 * its weight axis cut to the 400-600 the console uses, every OpenType feature kept. 48 KB -> 28 KB
 * (issue 30: every console screen's first paint waits for it). Run it again after updating
 * @fontsource-variable/inter: `node scripts/build/subsetInter.mjs`. Inter is under the SIL Open
 * Font License 1.1, which allows a modified copy under the same licence (its text in the package).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const source = readFileSync(
  require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
);

/** fontsource's latin unicode-range, character by character. */
const ranges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
let text = '';
for (const [from, to] of ranges) for (let code = from; code <= to; code++) text += String.fromCodePoint(code);

const face = await subsetFont(source, text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 600 } },
});
const out = path.join(root, 'packages/ui/src/theme/inter-latin-wght-400-600.woff2');
writeFileSync(out, face);
console.log(
  `${path.relative(root, out)}: ${(face.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`,
);
