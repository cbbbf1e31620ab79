/** Content negotiation for compressed replies: the /web compression hook and the favicon of the audience host. */
export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for an `Accept-Encoding` header: the accepted one with the highest q,
 * brotli before gzip when they tie (smaller for JSON), none when neither is accepted (q=0 refuses).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    q[name.trim()] = weight ? Number(weight.slice(2)) || 0 : 1;
  }
  const weightOf = (encoding: Encoding) => q[encoding] ?? q['*'] ?? 0;
  const best = (['br', 'gzip'] as const)
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a))[0];
  return best;
}
