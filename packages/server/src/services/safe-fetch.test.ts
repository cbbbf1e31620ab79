import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddressPolicy,
  assertFetchable,
  publicAddressesOnly,
  SafeFetchError,
  safeDownload,
  safeFetch,
} from './safe-fetch.ts';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** Real servers on loopback; `hits` counts what reached each, so a refusal is proven by zero. */
const hits = { main: 0, inner: 0 };
let main: http.Server;
let inner: http.Server;
let mainUrl: string;
let innerPort: number;

// Only for these tests: the server on 127.0.0.1 stands in for a public host. 127.0.0.2, where the
// "internal" server listens, stays refused as every other loopback address is.
const testPolicy: AddressPolicy = (address) => address === '127.0.0.1' || publicAddressesOnly(address);
const limits = { maxBytes: 1000, timeoutMs: 2000, addressPolicy: testPolicy };

beforeAll(async () => {
  main = http.createServer((request, response) => {
    hits.main++;
    const to = (location: string) => response.writeHead(302, { location }).end();
    switch (request.url) {
      case '/logo.png':
        return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      case '/moved':
        return to('/logo.png');
      case '/to-internal':
        return to(`http://127.0.0.2:${innerPort}/secret`);
      case '/to-metadata':
        return to('http://169.254.169.254/latest/meta-data/');
      case '/to-ipv6-loopback':
        return to(`http://[::1]:${innerPort}/secret`);
      case '/loop':
        return to('/loop');
      case '/big':
        return response.writeHead(200, { 'content-length': '5000' }).end(Buffer.alloc(5000));
      case '/big-chunked':
        response.writeHead(200);
        for (let i = 0; i < 5; i++) response.write(Buffer.alloc(400));
        return response.end();
      case '/slow':
        return; // never answers
      case '/trickle':
        // Headers at once, then a byte now and then: the deadline must cut the body too.
        response.writeHead(200);
        response.write(Buffer.alloc(10));
        return;
      default:
        return response.writeHead(404).end();
    }
  });
  inner = http.createServer((_request, response) => {
    hits.inner++;
    response.end('internal');
  });
  await new Promise<void>((resolve) => main.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => inner.listen(0, '127.0.0.2', resolve));
  mainUrl = `http://127.0.0.1:${(main.address() as AddressInfo).port}`;
  innerPort = (inner.address() as AddressInfo).port;
});

afterAll(async () => {
  main.closeAllConnections();
  await Promise.all([main, inner].map((server) => new Promise((resolve) => server.close(resolve))));
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error) => (error instanceof SafeFetchError ? error.reason : `unexpected: ${error}`),
  );

describe('safeFetch', () => {
  it('fetches through redirects from a host the policy allows, within the limits', async () => {
    const result = await safeFetch(`${mainUrl}/moved`, limits);
    expect(result.bytes.equals(png)).toBe(true);
    expect(result.url).toBe(`${mainUrl}/logo.png`);
    expect(result.contentType).toBe('image/png');
  });

  it('refuses loopback, private, link-local, CGNAT and metadata targets, IPv4 and IPv6, by default', async () => {
    const before = hits.main;
    const port = new URL(mainUrl).port;
    for (const address of [
      `http://127.0.0.1:${port}/logo.png`, // our own test server, without the test policy
      `http://localhost:${port}/logo.png`, // a name that resolves to loopback
      `http://2130706433:${port}/logo.png`, // 127.0.0.1 written as one number
      'http://10.1.2.3/',
      'http://172.16.0.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/',
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      'http://[::ffff:a9fe:a9fe]/', // 169.254.169.254, IPv4-mapped
      'http://[fd00:ec2::254]/', // AWS metadata over IPv6 (unique local)
      'http://[fe80::1]/',
      'http://[64:ff9b::7f00:1]/', // NAT64 of 127.0.0.1
      'http://[2002:7f00:1::]/', // 6to4 of 127.0.0.1
    ]) {
      expect([address, await failure(safeFetch(address, { maxBytes: 1000, timeoutMs: 2000 }))]).toEqual([
        address,
        'address',
      ]);
    }
    expect(hits.main).toBe(before);
  });

  it('refuses other schemes and addresses with credentials', async () => {
    for (const address of ['file:///etc/passwd', 'ftp://example.com/', 'http://user:pw@example.com/']) {
      expect(await failure(safeFetch(address, limits))).toBe('address');
    }
  });

  it('checks every redirect again: one to loopback, IPv6 loopback or metadata is refused unreached', async () => {
    for (const path of ['/to-internal', '/to-ipv6-loopback', '/to-metadata']) {
      expect(await failure(safeFetch(`${mainUrl}${path}`, limits))).toBe('address');
    }
    expect(hits.inner).toBe(0);
    expect(await failure(safeFetch(`${mainUrl}/loop`, limits))).toBe('redirects');
  });

  it('bounds the size (declared or not) and the time', async () => {
    expect(await failure(safeFetch(`${mainUrl}/big`, limits))).toBe('size');
    expect(await failure(safeFetch(`${mainUrl}/big-chunked`, limits))).toBe('size');
    const started = Date.now();
    expect(await failure(safeFetch(`${mainUrl}/slow`, { ...limits, timeoutMs: 300 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await failure(safeFetch(`${mainUrl}/missing`, limits))).toBe('status');
  });

  it('judges addresses: public IPv4 and IPv6 pass, mapped forms as their IPv4', () => {
    expect(publicAddressesOnly('93.184.216.34')).toBe(true);
    expect(publicAddressesOnly('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    expect(publicAddressesOnly('::ffff:93.184.216.34')).toBe(true);
    expect(publicAddressesOnly('::ffff:10.0.0.1')).toBe(false);
    expect(publicAddressesOnly('::')).toBe(false);
    expect(publicAddressesOnly('ff02::1')).toBe(false);
    expect(publicAddressesOnly('not an address')).toBe(false);
  });
});

/** A sink like storage.writeStream: counts, refuses past `max` with its own error. */
class OverLimit extends Error {}
const sink =
  (max: number, into: Buffer[] = []) =>
  async (body: AsyncIterable<Uint8Array>) => {
    let total = 0;
    for await (const chunk of body) {
      total += chunk.length;
      if (total > max) throw new OverLimit();
      into.push(Buffer.from(chunk));
    }
    return total;
  };
const downloadLimits = { ...limits, isOverLimit: (error: unknown) => error instanceof OverLimit };

describe('safeDownload (a linked video, streamed to storage)', () => {
  it('streams the body to the sink through redirects', async () => {
    const chunks: Buffer[] = [];
    const result = await safeDownload(`${mainUrl}/moved`, downloadLimits, sink(1000, chunks));
    expect(result).toMatchObject({ bytes: png.length, url: `${mainUrl}/logo.png`, contentType: 'image/png' });
    expect(Buffer.concat(chunks).equals(png)).toBe(true);
  });

  it('refuses private targets and redirects to them, unreached, like safeFetch', async () => {
    for (const path of ['/to-internal', '/to-ipv6-loopback', '/to-metadata']) {
      expect(await failure(safeDownload(`${mainUrl}${path}`, downloadLimits, sink(1000)))).toBe('address');
    }
    expect(await failure(safeDownload('http://169.254.169.254/', downloadLimits, sink(1000)))).toBe(
      'address',
    );
    expect(hits.inner).toBe(0);
  });

  it('bounds the size, declared (before reading) or counted, and the time of the body', async () => {
    expect(await failure(safeDownload(`${mainUrl}/big`, downloadLimits, sink(1000)))).toBe('size');
    expect(await failure(safeDownload(`${mainUrl}/big-chunked`, downloadLimits, sink(1000)))).toBe('size');
    const started = Date.now();
    expect(
      await failure(safeDownload(`${mainUrl}/trickle`, { ...downloadLimits, timeoutMs: 300 }, sink(1000))),
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('assertFetchable (the check a route makes before accepting a link)', () => {
  it('admits what the policy admits and refuses loopback and metadata addresses', async () => {
    await expect(assertFetchable(`${mainUrl}/logo.png`, limits)).resolves.toBeUndefined();
    for (const address of [
      `${mainUrl}/logo.png`,
      'http://169.254.169.254/',
      'http://localhost/',
      'gopher://x/',
    ]) {
      expect(await failure(assertFetchable(address, { timeoutMs: 2000 }))).toBe('address');
    }
  });
});
