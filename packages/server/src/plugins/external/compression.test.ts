import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabases } from '../../../test/support/databases.ts';
import { createAccount, testConfig } from '../../../test/support/fixtures.ts';
import { buildApp } from '../../app.ts';
import { negotiateEncoding } from '../../http/content-encoding.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

describe('negotiateEncoding', () => {
  it('prefers brotli, follows q values, and honours a refusal', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describeDatabases('/web replies compressed above the threshold', (ctx) => {
  let app: FastifyInstance;
  let token: string;
  let listUrl: string;
  let listBody: string;

  beforeAll(async () => {
    app = buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await app.ready();
    const account = await createAccount(ctx.db);
    ({ token } = await app.sessions.create(account.repId));
    // A contact list of 200 rows: its reply is some 20 KB of JSON.
    const rows = Array.from({ length: 200 }, (_, i) => ({
      'First Name': `Ada ${i}`,
      Email: `ada.${i}@analytical.example`,
    }));
    const created = await app.inject({
      method: 'POST',
      url: '/web/contact/',
      headers: { token },
      payload: {
        companyId: account.companyId,
        salesRepId: account.repId,
        name: 'Compressed',
        contactBank: JSON.stringify({
          headers: ['First Name', 'Email'],
          bank: rows,
          showHeaders: true,
          identifiers: {},
        }),
        dateCreated: '2026-11-22 09:44:06',
      },
    });
    expect(created.statusCode).toBe(201);
    listUrl = `/web/contact/${created.json().payload.id}`;
    listBody = (await app.inject({ method: 'GET', url: listUrl, headers: { token } })).body;
    expect(listBody.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES * 10);
  });
  afterAll(() => app.close());

  it('sends brotli when accepted, gzip when only that is, each decoding to the same reply', async () => {
    const br = await app.inject({
      method: 'GET',
      url: listUrl,
      headers: { token, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(listBody.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(listBody);

    const gz = await app.inject({
      method: 'GET',
      url: listUrl,
      headers: { token, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(listBody);
  });

  it('sends the reply as it is when no compression is accepted', async () => {
    const response = await app.inject({
      method: 'GET',
      url: listUrl,
      headers: { token, 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(listBody);
  });

  it('leaves replies under the threshold alone', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/web/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.json().status).toBe('success');
  });
});
