/**
 * An address a rep typed (a modal's link, a PDF), if it is one a prospect may be sent to: http(s)
 * only, so a `javascript:` or `data:` address typed into the editor never runs in the frame.
 */
export function openableUrl(address: string): string | null {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
