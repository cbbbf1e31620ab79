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
const externalUrl = /url\(\s*(?!['"]?#)/i;

// External references are refused wherever they hide: href and xlink:href (a <use> or <image>
// fetching another document), and url(...) in a presentation attribute or inline style.
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  if ((name === 'href' || name === 'xlink:href') && !internalHref(data.attrValue)) data.keepAttr = false;
  if (externalUrl.test(data.attrValue)) data.keepAttr = false;
});

/**
 * An uploaded SVG icon made safe to store and serve (spec 2 §5: an icon may be an .svg; issue 11:
 * a scripted SVG never runs anywhere). DOMPurify with its SVG profile, on jsdom, keeps drawing
 * elements and drops script, foreignObject (HTML inside the picture), style elements, every event
 * handler and every external reference. Answers the sanitised document as XML, ready to be served
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
