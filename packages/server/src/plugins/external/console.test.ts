import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../../test/support/databases.ts';
import { testConfig } from '../../../test/support/fixtures.ts';
import { buildApp } from '../../app.ts';

const consoleJs = `console.log(${JSON.stringify('console '.repeat(200))})`;
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
// The pages the console's build draws (its firstScreenPlugin.ts); this stand-in has no login.html.
const drawn = (title: string) =>
  indexHtml.replace('<div id="root"></div>', `<div id="root" inert><h1>${title}</h1></div>`);
const signupHtml = drawn('Sign up');
const resetHtml = drawn('Reset');

describeDatabases('the console on the app host', (ctx) => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    // A stand-in for `vite build` output: the console package builds its own.
    dist = await mkdtemp(path.join(tmpdir(), 'showroom-console-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), consoleJs);
    // The build's brotli and gzip copies (scripts/build/precompress.ts).
    await writeFile(path.join(dist, 'signup.html'), signupHtml);
    await writeFile(path.join(dist, 'reset.html'), resetHtml);
    for (const [file, text] of [
      ['index.html', indexHtml],
      ['signup.html', signupHtml],
      ['reset.html', resetHtml],
      ['assets/index-abc123.js', consoleJs],
    ] as const) {
      await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
      await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
    }
    app = buildApp({
      config: testConfig({ consoleDist: dist, audienceUrl: 'http://localhost:4001' }),
      database: ctx.database,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at / with a strict Content-Security-Policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(indexHtml);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-src 'self' http://localhost:4001");
    // Demo videos play from the media origin (issue 10).
    expect(csp).toContain("media-src 'self' blob: http://127.0.0.1:4002");
    // Download GIF fetches the GIF from there (spec 3 §2.2).
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4002");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for console routes, so the router can take over', async () => {
    for (const url of ['/login', '/feature/settings', '/feature/contact/view/123?tab=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('sends a signed-out page its drawn first screen, compressed, when the build drew it (issue 30)', async () => {
    for (const [url, html] of [
      ['/signup', signupHtml],
      ['/signup?from=mail', signupHtml],
      ['/reset', resetHtml],
      // A mailed reset link opens the new-password screen, not the one drawn.
      ['/reset?email=a%40b.example&code=1&secret=2', indexHtml],
      // No login.html in this build: the page the router draws.
      ['/login', indexHtml],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(html);
    }
  });

  it('serves hashed assets as immutable, and a missing file as 404 rather than the page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await app.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', payload: null, message: 'Not found' });
  });

  it('sends the precompressed copy the browser accepts, brotli first, and says it varies', async () => {
    const asset = '/assets/index-abc123.js';
    const br = await app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(consoleJs);
    expect(br.rawPayload.length).toBeLessThan(consoleJs.length / 4);

    const gz = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(consoleJs);

    const plain = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(consoleJs);
  });

  it('sends the page compressed too, at / and at a console route, with its policy', async () => {
    for (const url of ['/', '/login']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('keeps /web as the API: unknown calls get the 404 envelope, not the page', async () => {
    const health = await app.inject({ method: 'GET', url: '/web/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('success');

    const unknown = await app.inject({ method: 'GET', url: '/web/not-a-call' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', payload: null, message: 'Not found' });
  });

  it('does not serve the page for other methods', async () => {
    const response = await app.inject({ method: 'POST', url: '/feature/settings', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', payload: null, message: 'Not found' });
  });
});
