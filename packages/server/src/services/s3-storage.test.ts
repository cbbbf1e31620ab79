/**
 * The S3 store (issue 28 §1) against the storage contract, on a real S3-protocol server (s3rver,
 * which serves the S3 REST API from a folder) that this file starts on loopback and stops: the AWS
 * SDK speaks HTTP to it, signed, as to any S3-compatible store. Also: what only the object store
 * does (multipart uploads, downloaded copies, the prefix, the start-up check) and its settings.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/support/fixtures.ts';
import { type S3TestServer, startS3Server } from '../../test/support/s3-server.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { buildMediaApp } from '../media/app.ts';
import { configuredStorage } from './configured-storage.ts';
import { type S3Settings, s3Client, s3Storage } from './s3-storage.ts';
import { storageContract } from './storage.contract.ts';
import { StorageLimitError } from './storage.ts';

const MiB = 1024 * 1024;

let server: S3TestServer;
let bucket: string;
let endpoint: string;
let work: string;

beforeAll(async () => {
  server = await startS3Server();
  ({ bucket, endpoint } = server);
  work = await mkdtemp(path.join(tmpdir(), 'showroom-s3-work-'));
});

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** The test server's own account (s3rver's defaults), path-style, as for MinIO. */
const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  bucket,
  prefix: 'media/',
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  ...overrides,
});

/** Every object name in the bucket (under any prefix). */
async function objectNames(client: S3Client) {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    names.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

/** A client that notes the name of every command it sends over HTTP. */
function recordingClient(overrides: Partial<S3Settings> = {}) {
  const client = s3Client(settings(overrides));
  const sent: string[] = [];
  client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(context.commandName ?? '');
      return next(args);
    },
    { step: 'initialize' },
  );
  return { client, sent };
}

storageContract('S3 (s3rver on loopback)', async () => {
  const client = s3Client(settings());
  return {
    storage: s3Storage({ client, bucket, prefix: 'media/', workDir: work }),
    namesOf: async (companyId) => (await objectNames(client)).filter((name) => name.includes(companyId)),
  };
});

describe('S3 store', () => {
  it('streams a large upload as a multipart upload of 5 MiB parts, and one PUT when small', async () => {
    const { client, sent } = recordingClient();
    const storage = s3Storage({ client, bucket, prefix: 'media/', workDir: work });
    const key = storage.newKey('uploads', randomUUID(), 'mp4');
    async function* chunks(total: number) {
      for (let made = 0; made < total; made += MiB)
        yield Buffer.alloc(Math.min(MiB, total - made), made % 251);
    }
    expect(await storage.writeStream(key, chunks(12 * MiB), 2 * 1024 * MiB)).toBe(12 * MiB);
    expect(sent.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
    expect(sent).toContain('CreateMultipartUploadCommand');
    expect(sent).toContain('CompleteMultipartUploadCommand');
    expect(sent).not.toContain('PutObjectCommand');
    expect(await storage.size(key)).toBe(12 * MiB);

    sent.length = 0;
    const small = storage.newKey('captions', randomUUID(), 'vtt');
    expect(await storage.writeStream(small, chunks(1000), 10_000)).toBe(1000);
    expect(sent).toEqual(['PutObjectCommand']);
  });

  it('aborts the multipart upload of a stream over its limit', async () => {
    const { client, sent } = recordingClient();
    const storage = s3Storage({ client, bucket, prefix: 'media/', workDir: work });
    const company = randomUUID();
    const key = storage.newKey('uploads', company, 'mp4');
    async function* chunks() {
      for (let made = 0; made < 30 * MiB; made += MiB) yield Buffer.alloc(MiB, 7);
    }
    await expect(storage.writeStream(key, chunks(), 12 * MiB)).rejects.toBeInstanceOf(StorageLimitError);
    expect(sent).toContain('UploadPartCommand');
    // S3 drops the parts; s3rver answers 405 to the abort, which must not hide the limit.
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
    expect((await objectNames(client)).filter((name) => name.includes(company))).toEqual([]);
  });

  it('keeps every object under its prefix, and a store on another prefix sees none of them', async () => {
    const client = s3Client(settings());
    const storage = s3Storage({ client, bucket, prefix: 'media/', workDir: work });
    const other = s3Storage({ client, bucket, prefix: 'staging/media/', workDir: work });
    const company = randomUUID();
    const key = storage.newKey('logos', company, 'png');
    await storage.put(key, Buffer.from('logo'));
    // One prefix per company: `<prefix><companyId>/<area>/<file>`.
    expect(await objectNames(client)).toContain(`media/${company}/logos/${path.basename(key)}`);
    expect(await other.get(key)).toBeUndefined();
    expect(await other.usage(company)).toBe(0);
    await other.put(key, Buffer.from('other logo'));
    expect((await storage.get(key))?.toString()).toBe('logo');
    expect(await storage.usage(company)).toBe(4);
  });

  it('downloads a local copy into its work folder and removes it on release', async () => {
    const storage = s3Storage({ client: s3Client(settings()), bucket, prefix: 'media/', workDir: work });
    const key = storage.newKey('uploads', randomUUID(), 'webm');
    await storage.put(key, Buffer.from('webm bytes'));
    const local = await storage.localCopy(key);
    expect(local?.path.startsWith(`${work}${path.sep}`)).toBe(true);
    expect(existsSync(local?.path ?? '')).toBe(true);
    await local?.release();
    expect(existsSync(local?.path ?? '')).toBe(false);
    expect(existsSync(path.dirname(local?.path ?? ''))).toBe(false);
  });

  it('STORAGE_URL and the S3 variables choose the bucket; the configured store works and checks its bucket', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-s3-config-'));
    try {
      const env = { DATA_DIR: dataDir, ...server.env('tenant-a/media/') };
      const config = loadConfig(env);
      expect(config.media.objectStore).toEqual({
        bucket,
        prefix: 'tenant-a/media/',
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const storage = configuredStorage(config.media);
      await storage.check();
      const company = randomUUID();
      const key = storage.newKey('logos', company, 'png');
      await storage.put(key, Buffer.from('configured'));
      expect(await objectNames(s3Client(settings()))).toContain(
        `tenant-a/media/${company}/logos/${path.basename(key)}`,
      );
      expect((await storage.get(key))?.toString()).toBe('configured');
      // The local copy goes to DATA_DIR/media/.work, where the leftovers sweep looks.
      const local = await storage.localCopy(key);
      expect(local?.path.startsWith(path.join(dataDir, 'media', '.work') + path.sep)).toBe(true);
      await local?.release();

      const missing = configuredStorage(loadConfig({ ...env, STORAGE_URL: 's3://no-such-bucket' }).media);
      await expect(missing.check()).rejects.toThrow(
        /STORAGE_URL: the bucket "no-such-bucket" .*no such bucket \(404\)/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('STORAGE_URL unset: the disk store, as before; bad or half settings stop the start with the variable named', () => {
    expect(loadConfig({}).media.objectStore).toBeUndefined();
    expect(loadConfig({ STORAGE_URL: 's3://bucket-1' }).media.objectStore).toMatchObject({
      bucket: 'bucket-1',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(() => loadConfig({ STORAGE_URL: 'https://bucket-1/media' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_URL: 's3://Bucket_1' })).toThrow(
      /STORAGE_URL: must be s3:\/\/<bucket>/,
    );
    expect(() => loadConfig({ STORAGE_URL: 's3://bucket-1/../x y' })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({ STORAGE_URL: 's3://bucket-1', AWS_ACCESS_KEY_ID: 'key' })).toThrow(
      /AWS_SECRET_ACCESS_KEY is needed with AWS_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT is set without STORAGE_URL/,
    );
    expect(() => loadConfig({ STORAGE_URL: 's3://bucket-1', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  it('the media origin serves a bucket as it serves the disk: the same headers, byte ranges, 404 and 416', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-s3-origin-'));
    const base = testConfig();
    const config = {
      ...base,
      media: { ...base.media, ...loadConfig({ DATA_DIR: dataDir, ...server.env('origin/') }).media },
    };
    // The origin as the server builds it: its store is the configured one, the bucket.
    const origin = buildMediaApp({ config, logger: false });
    try {
      const storage = configuredStorage(config.media);
      const company = randomUUID();
      const video = Buffer.alloc(70_000);
      for (let at = 0; at < video.length; at++) video[at] = (at * 7) % 256;
      const key = storage.newKey('videos', company, 'mp4');
      await storage.put(key, video);

      const whole = await origin.inject({ url: `/${key}` });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(video)).toBe(true);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.headers['content-length']).toBe(String(video.length));
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.headers['x-content-type-options']).toBe('nosniff');
      expect(whole.headers['content-security-policy']).toContain('sandbox');

      for (const [range, start, end] of [
        ['bytes=0-1', 0, 1],
        ['bytes=0-0', 0, 0],
        ['bytes=30000-30999', 30_000, 30_999],
        ['bytes=-1', 69_999, 69_999],
        ['bytes=69000-', 69_000, 69_999],
      ] as const) {
        const part = await origin.inject({ url: `/${key}`, headers: { range } });
        expect([range, part.statusCode, part.headers['content-range']]).toEqual([
          range,
          206,
          `bytes ${start}-${end}/${video.length}`,
        ]);
        expect(part.headers['content-length']).toBe(String(end - start + 1));
        expect(part.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
      }
      const past = await origin.inject({ url: `/${key}`, headers: { range: 'bytes=70000-70001' } });
      expect(past.statusCode).toBe(416);
      expect((await origin.inject({ url: `/${storage.newKey('videos', company, 'mp4')}` })).statusCode).toBe(
        404,
      );

      // A file that is not a medium goes out as a download, as from the disk.
      const other = storage.newKey('uploads', company, 'mov');
      await storage.put(other, Buffer.from('raw upload'));
      const download = await origin.inject({ url: `/${other}` });
      expect(download.headers['content-type']).toBe('application/octet-stream');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename=/);
    } finally {
      await origin.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
