import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/support/fixtures.ts';
import { readMediaFixture, sharedFixture } from '../../test/support/shared-fixtures.ts';
import { configuredStorage } from '../services/configured-storage.ts';
import { diskStorage, type Storage, StorageLimitError } from '../services/storage.ts';
import { buildMediaApp, expiredMessage, parseRange } from './app.ts';
import { configuredSealer, type MediaSealer, mediaSealer } from './sealed.ts';

let mediaDir: string;
// The configured store: the disk, or the bucket when the server-s3 project runs this file.
let storage: Storage;
let app: ReturnType<typeof buildMediaApp>;
let video: Buffer;
let config: ReturnType<typeof testConfig>;
const keys = { mp4: '', jpg: '', gif: '', vtt: '' };

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'showroom-media-origin-'));
  const base = testConfig();
  config = { ...base, media: { ...base.media, dir: mediaDir } };
  storage = configuredStorage(config.media);
  app = buildMediaApp({ config, logger: false });
  const company = randomUUID();
  video = await readMediaFixture('demo-landscape-12s.mp4');
  keys.mp4 = storage.newKey('videos', company, 'mp4');
  // Streamed in, as the upload route and the media job write.
  await storage.writeStream(
    keys.mp4,
    Readable.from([video.subarray(0, 1000), video.subarray(1000)]),
    video.length,
  );
  keys.jpg = storage.newKey('thumbnails', company, 'jpg');
  await storage.put(keys.jpg, await readMediaFixture('thumbnail.jpg'));
  keys.gif = storage.newKey('gifs', company, 'gif');
  await storage.put(keys.gif, Buffer.from('GIF89a'));
  keys.vtt = storage.newKey('captions', company, 'vtt');
  await storage.put(keys.vtt, await readFile(sharedFixture('captions', 'demo-landscape-12s.vtt')));
});

afterAll(async () => {
  await app.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('the media origin', () => {
  it('streams each kind inline with its type, long immutable caching and the safety headers', async () => {
    const expected = {
      mp4: 'video/mp4',
      jpg: 'image/jpeg',
      gif: 'image/gif',
      vtt: 'text/vtt; charset=utf-8',
    } as const;
    for (const [extension, type] of Object.entries(expected)) {
      const response = await app.inject({ url: `/${keys[extension as keyof typeof keys]}` });
      expect([extension, response.statusCode, response.headers['content-type']]).toEqual([
        extension,
        200,
        type,
      ]);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
    }
    const whole = await app.inject({ url: `/${keys.mp4}` });
    expect(whole.rawPayload.equals(video)).toBe(true);
    expect(whole.headers['content-length']).toBe(String(video.length));
  });

  it('serves a sanitised SVG icon as image/svg+xml under a policy that runs nothing', async () => {
    const key = storage.newKey('icons', randomUUID(), 'svg');
    const svg = (await readMediaFixture('icon.svg')).toString('utf8').trim();
    await storage.put(key, Buffer.from(svg));
    const response = await app.inject({ url: `/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.body).toBe(svg);
    // Every other file keeps the stricter policy.
    const jpg = await app.inject({ url: `/${keys.jpg}` });
    expect(jpg.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; sandbox");
  });

  it('lets the console and prospect pages read a file with CORS (captions, Download GIF), and no other site', async () => {
    const config = testConfig();
    const allowed = async (origin: string) =>
      (await app.inject({ url: `/${keys.vtt}`, headers: { origin } })).headers['access-control-allow-origin'];
    expect(await allowed(new URL(config.appUrl).origin)).toBe(new URL(config.appUrl).origin);
    expect(await allowed(new URL(config.audienceUrl).origin)).toBe(new URL(config.audienceUrl).origin);
    expect(await allowed('https://elsewhere.example')).toBeUndefined();
  });

  it('answers byte ranges with 206 and Content-Range, so a player can seek', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, video.length - 1],
      ['bytes=-500', video.length - 500, video.length - 1],
      [`bytes=${video.length - 10}-${video.length + 100}`, video.length - 10, video.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await app.inject({ url: `/${keys.mp4}`, headers: { range } });
      expect([range, response.statusCode]).toEqual([range, 206]);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 with the size for a range past the end, and the whole file for one it does not serve', async () => {
    for (const range of [
      `bytes=${video.length}-`,
      `bytes=${video.length + 5}-${video.length + 9}`,
      'bytes=-0',
    ]) {
      const response = await app.inject({ url: `/${keys.mp4}`, headers: { range } });
      expect([range, response.statusCode]).toEqual([range, 416]);
      expect(response.headers['content-range']).toBe(`bytes */${video.length}`);
    }
    // Several ranges or another unit: RFC 9110 lets a server send the whole file instead.
    for (const range of ['bytes=0-1,5-9', 'items=0-1']) {
      const response = await app.inject({ url: `/${keys.mp4}`, headers: { range } });
      expect([range, response.statusCode, response.rawPayload.length]).toEqual([range, 200, video.length]);
    }
  });

  it('answers 404 for a missing key or a path that is not a key', async () => {
    const company = randomUUID();
    for (const url of [
      `/${storage.newKey('videos', company, 'mp4')}`,
      '/../../etc/passwd',
      '/videos/x.mp4',
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('parses ranges as RFC 9110 says', () => {
    expect(parseRange(undefined, 10)).toBeUndefined();
    expect(parseRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 });
    expect(parseRange('bytes=4-2', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=-20', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});

describe('sealed addresses (issue 26, item 5)', () => {
  let sealer: MediaSealer;
  beforeAll(async () => {
    sealer = await configuredSealer(config);
  });
  const pathOf = (address: string) => new URL(address).pathname;

  it("seals a demo's video and captions, never its pictures, and hides the key", () => {
    const video = sealer.seal(`${config.media.url}/${keys.mp4}`);
    expect(video).toMatch(new RegExp(`^${config.media.url}/sealed/[A-Za-z0-9_-]{60,}\\.mp4$`));
    expect(video).not.toContain(keys.mp4.split('/')[2]!.replace('.mp4', ''));
    expect(video).not.toContain(keys.mp4.split('/')[1]!);
    expect(sealer.seal(`${config.media.url}/${keys.vtt}`)).toMatch(/\/sealed\/[A-Za-z0-9_-]+\.vtt$/);
    for (const key of [keys.jpg, keys.gif]) {
      expect(sealer.seal(`${config.media.url}/${key}`)).toBe(`${config.media.url}/${key}`);
    }
    // Another address, or none, is answered as it is.
    for (const address of ['', 'https://videos.example/tour.mp4', video])
      expect(sealer.seal(address)).toBe(address);
    // The same file seals to the same address for a while: browsers and CDNs cache it.
    expect(sealer.seal(`${config.media.url}/${keys.mp4}`)).toBe(video);
  });

  it('serves a sealed address until it expires, byte ranges too, cached no longer than it lasts', async () => {
    const url = pathOf(sealer.seal(`${config.media.url}/${keys.mp4}`));
    const whole = await app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(whole.headers['cache-control']))?.[1]);
    const ttl = config.prospectMedia.addressTtlMinutes * 60;
    expect(maxAge).toBeGreaterThanOrEqual(ttl - 5);
    expect(maxAge).toBeLessThanOrEqual(ttl + 300);
    const part = await app.inject({ url, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 1100))).toBe(true);
    const captions = await app.inject({ url: pathOf(sealer.seal(`${config.media.url}/${keys.vtt}`)) });
    expect([captions.statusCode, captions.headers['content-type']]).toEqual([200, 'text/vtt; charset=utf-8']);
  });

  it('refuses an expired address (403, saying so), and one altered, of another server or made up (404)', async () => {
    const secret = config.secretKey!;
    const ttlSeconds = config.prospectMedia.addressTtlMinutes * 60;
    const past = mediaSealer({
      secret,
      mediaUrl: config.media.url,
      ttlSeconds,
      now: () => Date.now() - ttlSeconds * 1000 - 600_000,
    });
    const expired = await app.inject({ url: pathOf(past.seal(`${config.media.url}/${keys.mp4}`)) });
    expect([expired.statusCode, expired.json().message]).toEqual([403, expiredMessage]);
    expect(expired.headers['cache-control']).toBe('no-store');

    const good = pathOf(sealer.seal(`${config.media.url}/${keys.mp4}`));
    const token = good.slice('/sealed/'.length, -'.mp4'.length);
    const flipped = `${token.slice(0, 40)}${token[40] === 'A' ? 'B' : 'A'}${token.slice(41)}`;
    const other = mediaSealer({ secret: Buffer.alloc(32, 7), mediaUrl: config.media.url, ttlSeconds });
    for (const url of [
      `/sealed/${flipped}.mp4`,
      `/sealed/${token}.vtt`,
      `/sealed/${token}`,
      `/sealed/${token.slice(0, -1)}.mp4`,
      pathOf(other.seal(`${config.media.url}/${keys.mp4}`)),
      '/sealed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.mp4',
      '/sealed/',
    ]) {
      expect([url, (await app.inject({ url })).statusCode]).toEqual([url, 404]);
    }
  });
});

describe('disk storage streaming', () => {
  it('refuses a stream over its limit and leaves nothing behind', async () => {
    // The disk store's own files (the bucket's side is in services/storage.contract.ts).
    const storage = diskStorage(mediaDir);
    const key = storage.newKey('uploads', randomUUID(), 'bin');
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(100));
    await expect(storage.writeStream(key, Readable.from(chunks), 999)).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await storage.size(key)).toBeUndefined();
    const directory = path.join(mediaDir, ...key.split('/').slice(0, 2));
    expect(await import('node:fs/promises').then((fs) => fs.readdir(directory))).toEqual([]);
    expect(await storage.writeStream(key, Readable.from(chunks), 1000)).toBe(1000);
    expect(await storage.size(key)).toBe(1000);
    await storage.remove(key);
    expect(await storage.read(key)).toBeUndefined();
  });
});
