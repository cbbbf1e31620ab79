import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../../test/support/databases.ts';
import { testConfig } from '../../../test/support/fixtures.ts';
import { buildAudienceApp } from '../app.ts';

const consoleIcon = readFileSync(path.resolve(import.meta.dirname, '../../../../console/public/favicon.ico'));

describeDatabases('the audience host favicon', (ctx) => {
  let audience: FastifyInstance;

  beforeAll(async () => {
    audience = buildAudienceApp({ config: testConfig(), database: ctx.database, logger: false });
    await audience.ready();
  });
  afterAll(() => audience.close());

  it("serves the console's icon, compressed as the browser accepts", async () => {
    const plain = await audience.inject({ method: 'GET', url: '/favicon.ico' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('image/x-icon');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.rawPayload.equals(consoleIcon)).toBe(true);

    const br = await audience.inject({
      method: 'GET',
      url: '/favicon.ico',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(consoleIcon)).toBe(true);

    const gz = await audience.inject({
      method: 'GET',
      url: '/favicon.ico',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(consoleIcon)).toBe(true);
  });
});
