import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pdfOrigins } from './pages.ts';

/** The frame data of a CYOA whose steps are `steps`, as the wire carries them (JSON text). */
const cyoaFrame = (steps: unknown) =>
  ({ widget: { kind: 'cyoa', cyoa: { episodes: JSON.stringify(steps) } } }) as unknown as Parameters<
    typeof pdfOrigins
  >[0];
const pdf = (link: string) => ({ type: 'pdf', pdf: { link, title: 'Brochure' } });

describe('the PDF origins a CYOA frame may fetch (issue 12)', () => {
  it('takes the https origins of its PDF steps and rules, once each', () => {
    expect(
      pdfOrigins(
        cyoaFrame([
          { index: 0, ...pdf(' https://Docs.Example/pricing.pdf ') },
          { index: 1, type: 'rule', condition: null, result: pdf('https://docs.example:443/b.pdf') },
          { index: 2, type: 'rule', condition: null, result: pdf('https://cdn.example:8443/c.pdf') },
        ]),
      ),
    ).toEqual(['https://docs.example', 'https://cdn.example:8443']);
  });

  it('leaves out what is not an https origin, so nothing a rep typed reaches the policy as written', () => {
    expect(
      pdfOrigins(
        cyoaFrame([
          pdf('http://plain.example/a.pdf'),
          pdf('javascript:alert(1)'),
          pdf('data:application/pdf;base64,AAAA'),
          pdf("https://a.example;script-src 'unsafe-inline'/x.pdf"),
          pdf('https://*.example/x.pdf'),
          pdf('not an address'),
          { type: 'pdf', pdf: { link: 42 } },
          { type: 'rule', result: null },
          null,
        ]),
      ),
    ).toEqual([]);
  });

  it('finds none for other widgets, pages, or steps that are not JSON', () => {
    expect(pdfOrigins(undefined)).toEqual([]);
    expect(pdfOrigins({ look: {} } as unknown as Parameters<typeof pdfOrigins>[0])).toEqual([]);
    expect(
      pdfOrigins({ widget: { kind: 'hero', hero: {} } } as unknown as Parameters<typeof pdfOrigins>[0]),
    ).toEqual([]);
    expect(
      pdfOrigins({ widget: { kind: 'cyoa', cyoa: { episodes: '[' } } } as unknown as Parameters<
        typeof pdfOrigins
      >[0]),
    ).toEqual([]);
  });

  it('adds them to connect-src and frame-src and allows workers from the host only', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n0nce',
      mediaOrigin: 'https://media.example',
      frameAncestors: '*',
      connect: ['https://docs.example', 'https://docs.example'],
      frames: ['https://docs.example', 'https://docs.example'],
    });
    expect(policy).toContain("connect-src 'self' https://docs.example;");
    expect(policy).toContain('frame-src https://media.example https://docs.example;');
    expect(policy).toContain("worker-src 'self';");
    expect(policy).toContain("default-src 'none';");
    expect(policy).toContain("script-src 'nonce-n0nce' 'strict-dynamic';");
  });
});
