import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { embedKinds, loaderAudienceToken } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabases } from '../../../test/support/databases.ts';
import { testConfig } from '../../../test/support/fixtures.ts';
import { loaderFile, loadersBuildHint, widgetLoaders } from '../../services/widget-loaders.ts';
import { buildAudienceApp } from '../app.ts';

const audienceUrl = 'https://audience.example.test';

describeDatabases('the widget loaders on the audience host', (ctx) => {
  let audience: FastifyInstance;
  const config = testConfig({ audienceUrl, dataDir: mkdtempSync(path.join(tmpdir(), 'showroom-loaders-')) });

  beforeAll(async () => {
    audience = buildAudienceApp({
      config,
      database: ctx.database,
      logger: false,
    });
    await audience.ready();
  });
  afterAll(() => audience.close());

  it('serves each kind as JavaScript with the audience address written in, open to any origin, its integrity that of the bytes', async () => {
    const loaders = await widgetLoaders(audienceUrl);
    if (!loaders) throw new Error(loadersBuildHint);
    for (const kind of embedKinds) {
      const reply = await audience.inject({ method: 'GET', url: `/${kind}/loader.js` });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(reply.headers['access-control-allow-origin']).toBe('*');
      expect(reply.headers['content-encoding']).toBeUndefined();
      // Unversioned: a short cache, so a snippet without ?v= still gets a new loader soon.
      expect(reply.headers['cache-control']).toBe('public, max-age=300');
      const body = reply.rawPayload;
      expect(body.toString()).toContain(`"${audienceUrl}"`);
      expect(body.toString()).not.toContain(loaderAudienceToken);
      expect(body.toString()).toContain(`"${kind}"`);
      // The loader as built now: it shows the snippet's own picture through a slot of its Shadow
      // DOM (contract snippetPicture) and still draws the thumbnail itself for a snippet without.
      expect(body.toString()).toContain('"slot"');
      expect(body.toString()).toContain('.thumbnail');
      const integrity = `sha384-${createHash('sha384').update(body).digest('base64')}`;
      expect(loaders[kind].integrity).toBe(integrity);
      expect(loaders[kind].version).toMatch(/^[A-Za-z0-9_-]{16}$/);

      const versioned = await audience.inject({
        method: 'GET',
        url: `/${kind}/loader.js?v=${loaders[kind].version}`,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(versioned.headers['content-encoding']).toBe('br');
      expect(versioned.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(versioned.rawPayload).equals(body)).toBe(true);
      const gzip = await audience.inject({
        method: 'GET',
        url: `/${kind}/loader.js?v=${loaders[kind].version}`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).equals(body)).toBe(true);

      // An old version is not cached for long: the current bytes, for five minutes.
      const stale = await audience.inject({ method: 'GET', url: `/${kind}/loader.js?v=AAAAAAAAAAAAAAAA` });
      expect(stale.headers['cache-control']).toBe('public, max-age=300');
    }
    // The four differ (each draws its own kind), and nothing else is a loader.
    expect(new Set(embedKinds.map((kind) => loaders[kind].integrity)).size).toBe(4);
    expect((await audience.inject({ method: 'GET', url: '/page/loader.js' })).statusCode).toBe(404);
  });

  it('keeps serving a version it served before an upgrade, so a snippet pasted with its integrity keeps working', async () => {
    const loaders = await widgetLoaders(audienceUrl);
    if (!loaders) throw new Error(loadersBuildHint);
    // The current build is kept by version once the host is ready.
    const archived = path.join(config.dataDir, 'loaders', `hero-${loaders.hero.version}.js`);
    expect(readFileSync(archived).equals(loaders.hero.body)).toBe(true);
    // Last month's hero loader, as an earlier server archived it.
    const earlier = loaderFile(`(()=>{boot("hero","${loaderAudienceToken}",1)})();`, audienceUrl);
    writeFileSync(path.join(config.dataDir, 'loaders', `hero-${earlier.version}.js`), earlier.body);
    const reply = await audience.inject({ method: 'GET', url: `/hero/loader.js?v=${earlier.version}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.equals(earlier.body)).toBe(true);
    expect(`sha384-${createHash('sha384').update(reply.rawPayload).digest('base64')}`).toBe(
      earlier.integrity,
    );
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Only for its own kind, and a file that no longer hashes to its name is not served.
    const otherKind = await audience.inject({ method: 'GET', url: `/cyoa/loader.js?v=${earlier.version}` });
    expect(otherKind.rawPayload.equals(loaders.cyoa.body)).toBe(true);
    const tampered = loaderFile(`(()=>{boot("hero","${loaderAudienceToken}",2)})();`, audienceUrl);
    writeFileSync(path.join(config.dataDir, 'loaders', `hero-${tampered.version}.js`), earlier.body);
    const refused = await audience.inject({ method: 'GET', url: `/hero/loader.js?v=${tampered.version}` });
    expect(refused.rawPayload.equals(loaders.hero.body)).toBe(true);
    expect(refused.headers['cache-control']).toBe('public, max-age=300');
    // Nothing outside the archive: a version is 16 base64url characters.
    const walk = await audience.inject({ method: 'GET', url: '/hero/loader.js?v=../../../etc/passwd' });
    expect(walk.rawPayload.equals(loaders.hero.body)).toBe(true);
  });
});

describe('the served form of a loader', () => {
  it('writes the address in as a string literal, never as code, and hashes the result', () => {
    const built = `(()=>{boot("hero","${loaderAudienceToken}")})();`;
    const file = loaderFile(built, 'https://a.example/"+alert(1)+"/');
    expect(file.body.toString()).toBe('(()=>{boot("hero","https://a.example/\\"+alert(1)+\\"")})();');
    expect(file.integrity).toBe(`sha384-${createHash('sha384').update(file.body).digest('base64')}`);
    expect(() => loaderFile('(()=>{})();', 'https://a.example')).toThrow(loaderAudienceToken);
  });

  it('has nothing to serve while the build is missing, and reads a build made meanwhile', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'showroom-loaders-'));
    expect(await widgetLoaders(audienceUrl, dir)).toBeUndefined();
    for (const kind of embedKinds)
      writeFileSync(path.join(dir, `${kind}.js`), `boot("${kind}","${loaderAudienceToken}")`);
    const loaders = await widgetLoaders(audienceUrl, dir);
    expect(loaders?.cyoa.body.toString()).toBe(`boot("cyoa","${audienceUrl}")`);
    expect(loadersBuildHint).toContain('npm run build:loaders -w @showroom/widgets');
  });
});
