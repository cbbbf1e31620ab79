import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const svgNamespace = 'http://www.w3.org/2000/svg';

/**
 * One window and one DOMPurify for the process: jsdom is slow to start and the sanitiser keeps no
 * state between calls beyond its hooks, which are ours and fixed.
 */
const { window } = new JSDOM('');
const purify = createDOMPurify(window);

/** A reference inside the document (`#id`, `url(#id)`): anything else reaches out of it. */
const internalHref = (value: string) => value.trim().startsWith('#');

/**
 * A value as CSS reads it (CSS Syntax §4.3.7): comments removed and every escape resolved, `\72`
 * or `\000072 ` (hex, one optional space after) and `\l` (any other character stands for
 * itself), so `u\72l(` and `u\rl(` are the `url(` they spell (issue 26, item 12).
 */
export function cssUnescape(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|([^\n\r\f0-9a-f]))/gi, (_match, hex, other) => {
      if (other !== undefined) return other;
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\ufffd'
        : String.fromCodePoint(code);
    })
    .replace(/\\\r?\n|\\[\r\f]/g, '');
}

/** A CSS function that fetches (url, src, image-set, image), unless it names `#id` in the document. */
const externalReference = /(?:url|src|image-set|image|-webkit-image-set)\(\s*(?!['"]?\s*#)/i;
const externalUrl = (value: string) => externalReference.test(cssUnescape(value).replace(/\s+/g, ' '));

// External references are refused wherever they hide: href and xlink:href (a <use> or <image>
// fetching another document), and url(...) in a presentation attribute, read as CSS reads it
// (escapes resolved). Inline `style` attributes go altogether: a CSS declaration list has too many
// ways to spell a fetch, and an icon draws the same with presentation attributes.
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  if (name === 'style') data.keepAttr = false;
  if ((name === 'href' || name === 'xlink:href') && !internalHref(data.attrValue)) data.keepAttr = false;
  if (externalUrl(data.attrValue)) data.keepAttr = false;
});

/**
 * An uploaded SVG icon made safe to store and serve (spec 2 §5: an icon may be an .svg; issue 11:
 * a scripted SVG never runs anywhere). DOMPurify with its SVG profile, on jsdom, keeps drawing
 * elements and drops script, foreignObject (HTML inside the picture), style elements, every event
 * handler, every inline style attribute and every external reference. Answers the sanitised document as XML, ready to be served
 * as image/svg+xml, or undefined when what is left is not one <svg> picture (not an SVG at all).
 */
export function sanitizeSvg(text: string): string | undefined {
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'foreignObject', 'style', 'a'],
    RETURN_DOM_FRAGMENT: true,
  });
  const elements = [...fragment.children];
  const root = elements[0];
  if (elements.length !== 1 || !root || root.namespaceURI !== svgNamespace || root.localName !== 'svg') {
    return undefined;
  }
  // XML, not HTML, serialisation: the file is parsed as XML when served as image/svg+xml.
  return new window.XMLSerializer().serializeToString(root);
}

/** The bytes as UTF-8 text when they are that (an SVG is text), else undefined. */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
