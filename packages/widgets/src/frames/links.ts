/**
 * A rep's link as an address a prospect may follow: http(s) and mailto only, so a typed
 * `javascript:` never becomes a link (rep text is text). `undefined` for anything else.
 */
export const safeHref = (value: string) => {
  const text = value.trim();
  if (!text) return undefined;
  // 'example.com/book' as reps type it: the web address it means.
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
};
