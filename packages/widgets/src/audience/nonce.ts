/**
 * The page's CSP nonce, handed to the libraries that add elements of their own (issue 12). The
 * audience host puts it on `<meta property="csp-nonce" nonce>`; the browser hides a nonce
 * attribute's value from `getAttribute` once the page has loaded, but keeps it on the element's
 * `nonce` property. styled-components tags its style elements with `__webpack_nonce__`, and Vite's
 * preloader reads the same meta for the links it adds. Imported first by main.tsx, so the global
 * is set before the first style is injected.
 */
declare global {
  var __webpack_nonce__: string | undefined;
}

export function readNonce(doc: Document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

if (typeof document !== 'undefined') {
  const nonce = readNonce(document);
  if (nonce) globalThis.__webpack_nonce__ = nonce;
}
