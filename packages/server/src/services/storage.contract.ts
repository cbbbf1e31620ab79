/**
 * The storage contract (issue 28 §1): what every media store does, one suite run against each
 * (the disk store: disk-storage.test.ts; the S3 store against a real S3-protocol server on
 * loopback: s3-storage.test.ts). Expected bytes are the bytes the test itself wrote, compared
 * whole or by their SHA-256.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorageKey, type Storage, StorageLimitError } from './storage.ts';

export interface StoreUnderTest {
  storage: Storage;
  /**
   * Every name the store holds for `companyId`, whatever its state (a disk `.part` file, an
   * object): what "nothing is left behind" is checked against, beside the store's own answers.
   */
  namesOf(companyId: string): Promise<string[]>;
  close?(): Promise<void>;
}

const MiB = 1024 * 1024;

/** A block of varied bytes, of a length that is no power of two so that parts never line up with it. */
const block = (() => {
  const out = Buffer.alloc(1024 * 1024 + 7);
  for (let at = 0, round = 0; at < out.length; at += 32, round++) {
    createHash('sha256').update(String(round)).digest().copy(out, at);
  }
  return out;
})();

/** `bytes` deterministic bytes (the block, over and over), in chunks of `chunk`, never all in memory. */
async function* pattern(bytes: number, chunk = 256 * 1024): AsyncGenerator<Uint8Array> {
  for (let made = 0; made < bytes; ) {
    const size = Math.min(chunk, bytes - made);
    const out = Buffer.alloc(size);
    for (let at = 0; at < size; ) {
      const from = (made + at) % block.length;
      at += block.copy(out, at, from, Math.min(block.length, from + size - at));
    }
    made += size;
    yield out;
  }
}

async function patternBytes(bytes: number) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of pattern(bytes)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function sha256Of(stream: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  let length = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    length += chunk.length;
  }
  return { sha256: hash.digest('hex'), length };
}

/** The bytes of `stream` as hex (a failure then shows which bytes differ, not a list of numbers). */
const readAll = async (stream: Readable | undefined) => {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('hex');
};

const hex = (bytes: Uint8Array | undefined) => bytes && Buffer.from(bytes).toString('hex');

export function storageContract(name: string, open: () => Promise<StoreUnderTest>) {
  describe(`storage contract: ${name}`, () => {
    let store: StoreUnderTest;
    let storage: Storage;
    let scratch: string;

    beforeAll(async () => {
      store = await open();
      storage = store.storage;
      scratch = await mkdtemp(path.join(tmpdir(), 'showroom-storage-contract-'));
    });
    afterAll(async () => {
      await store?.close?.();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    it('makes keys of its own shape, and refuses to write under any other name', async () => {
      const company = randomUUID();
      const key = storage.newKey('logos', company, 'png');
      expect(isStorageKey(key)).toBe(true);
      expect(key.startsWith(`logos/${company}/`)).toBe(true);
      expect(storage.newKey('logos', company, 'png')).not.toBe(key);
      await expect(storage.put(`logos/${company}/../../etc.png`, Buffer.from('x'))).rejects.toThrow(
        'not a storage key',
      );
      expect(await storage.get('../outside.txt')).toBeUndefined();
      expect(await storage.size('logos/not-a-company/x.png')).toBeUndefined();
      expect(await storage.read('../outside.txt')).toBeUndefined();
      expect(await storage.localCopy('../outside.txt')).toBeUndefined();
      await storage.remove('../outside.txt');
    });

    it('puts bytes and gets them back; a key never written gets nothing', async () => {
      const company = randomUUID();
      const key = storage.newKey('logos', company, 'png');
      const bytes = Buffer.from('a small logo, byte for byte \u00e9\u0000\u00ff');
      await storage.put(key, bytes);
      expect(hex(await storage.get(key))).toBe(hex(bytes));
      expect(await storage.size(key)).toBe(bytes.length);
      const other = storage.newKey('logos', company, 'png');
      expect(await storage.get(other)).toBeUndefined();
      expect(await storage.size(other)).toBeUndefined();
      expect(await storage.read(other)).toBeUndefined();
      expect(await storage.read(other, { start: 0, end: 0 })).toBeUndefined();
      // A second put replaces the first.
      await storage.put(key, Buffer.from('replaced'));
      expect((await storage.get(key))?.toString()).toBe('replaced');
    });

    it('reads the whole file or a byte range of it: the first bytes, the middle, the last byte', async () => {
      const company = randomUUID();
      const key = storage.newKey('videos', company, 'mp4');
      const bytes = await patternBytes(100_000);
      await storage.put(key, bytes);
      expect(await readAll(await storage.read(key))).toEqual(hex(bytes));
      expect(await readAll(await storage.read(key, { start: 0, end: 0 }))).toEqual(hex(bytes.subarray(0, 1)));
      expect(await readAll(await storage.read(key, { start: 0, end: 1023 }))).toEqual(
        hex(bytes.subarray(0, 1024)),
      );
      expect(await readAll(await storage.read(key, { start: 40_000, end: 59_999 }))).toEqual(
        hex(bytes.subarray(40_000, 60_000)),
      );
      expect(await readAll(await storage.read(key, { start: 99_999, end: 99_999 }))).toEqual(
        hex(bytes.subarray(99_999)),
      );
      expect(await readAll(await storage.read(key, { start: 99_000, end: 99_999 }))).toEqual(
        hex(bytes.subarray(99_000)),
      );
    });

    it('streams a file larger than a multipart part (12 MiB) and reads it back whole and across part ends', async () => {
      const company = randomUUID();
      const key = storage.newKey('uploads', company, 'mp4');
      const size = 12 * MiB + 12_345;
      const written = await storage.writeStream(key, pattern(size), 64 * MiB);
      expect(written).toBe(size);
      expect(await storage.size(key)).toBe(size);
      const expected = await sha256Of(pattern(size));
      const stream = await storage.read(key);
      expect(stream).toBeDefined();
      expect(await sha256Of(stream as Readable)).toEqual(expected);
      // Across the end of the first 5 MiB part, and the file's last bytes.
      const whole = await patternBytes(size);
      expect(await readAll(await storage.read(key, { start: 5 * MiB - 3, end: 5 * MiB + 2 }))).toEqual(
        hex(whole.subarray(5 * MiB - 3, 5 * MiB + 3)),
      );
      expect(await readAll(await storage.read(key, { start: size - 1, end: size - 1 }))).toEqual(
        hex(whole.subarray(size - 1)),
      );
      expect(await storage.usage(company)).toBe(size);
    });

    it('streams from a Node Readable, and an empty stream makes an empty file', async () => {
      const company = randomUUID();
      const key = storage.newKey('captions', company, 'vtt');
      const body = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n';
      expect(await storage.writeStream(key, Readable.from([Buffer.from(body)]), 1024)).toBe(body.length);
      expect(await text((await storage.read(key)) as Readable)).toBe(body);
      const empty = storage.newKey('captions', company, 'vtt');
      expect(await storage.writeStream(empty, Readable.from([]), 1024)).toBe(0);
      expect(await storage.size(empty)).toBe(0);
      expect(await storage.get(empty)).toEqual(Buffer.alloc(0));
    });

    it('refuses a stream over its limit (StorageLimitError) and leaves nothing behind, small or multipart', async () => {
      const company = randomUUID();
      const small = storage.newKey('uploads', company, 'mp4');
      const refusedSmall = storage.writeStream(small, pattern(2000, 100), 1000);
      await expect(refusedSmall).rejects.toBeInstanceOf(StorageLimitError);
      await expect(refusedSmall).rejects.toMatchObject({ maxBytes: 1000 });

      // Past the first part: parts were uploaded before the limit was reached.
      const large = storage.newKey('uploads', company, 'mp4');
      const source = Readable.from(pattern(20 * MiB));
      await expect(storage.writeStream(large, source, 11 * MiB)).rejects.toBeInstanceOf(StorageLimitError);
      // The source is not read to its end once refused.
      expect(source.destroyed).toBe(true);

      for (const key of [small, large]) {
        expect(await storage.size(key)).toBeUndefined();
        expect(await storage.read(key)).toBeUndefined();
      }
      expect(await storage.usage(company)).toBe(0);
      expect(await store.namesOf(company)).toEqual([]);

      // The same key can be written afterwards, within the limit.
      expect(await storage.writeStream(large, pattern(1000), 11 * MiB)).toBe(1000);
      expect(await storage.size(large)).toBe(1000);
    });

    it('a stream that fails on its own keeps its error and leaves nothing behind', async () => {
      const company = randomUUID();
      const key = storage.newKey('uploads', company, 'mp4');
      async function* broken() {
        yield* pattern(6 * MiB);
        throw new Error('the client went away');
      }
      await expect(storage.writeStream(key, broken(), 64 * MiB)).rejects.toThrow('the client went away');
      expect(await storage.size(key)).toBeUndefined();
      expect(await store.namesOf(company)).toEqual([]);
    });

    it('puts a finished local file (ffmpeg output) and takes it away from where it was', async () => {
      const company = randomUUID();
      const file = path.join(scratch, `video-${randomUUID()}.mp4`);
      const bytes = await patternBytes(7 * MiB + 1);
      await writeFile(file, bytes);
      const key = storage.newKey('videos', company, 'mp4');
      await storage.putFile(key, file);
      expect(existsSync(file)).toBe(false);
      expect(await storage.size(key)).toBe(bytes.length);
      expect(hex(await storage.get(key))).toBe(hex(bytes));

      const thumbnail = path.join(scratch, `thumbnail-${randomUUID()}.jpg`);
      await writeFile(thumbnail, 'jpeg bytes');
      const thumbnailKey = storage.newKey('thumbnails', company, 'jpg');
      await storage.putFile(thumbnailKey, thumbnail);
      expect((await storage.get(thumbnailKey))?.toString()).toBe('jpeg bytes');
    });

    it('hands out a local file with the bytes (for ffmpeg) until released; the stored file stays', async () => {
      const company = randomUUID();
      const key = storage.newKey('uploads', company, 'mov');
      const bytes = await patternBytes(300_000);
      await storage.put(key, bytes);
      const local = await storage.localCopy(key);
      expect(local).toBeDefined();
      expect(path.isAbsolute(local?.path ?? '')).toBe(true);
      expect(path.extname(local?.path ?? '')).toBe('.mov');
      expect(hex(await readFile(local?.path ?? ''))).toBe(hex(bytes));
      await local?.release();
      expect(hex(await storage.get(key))).toBe(hex(bytes));
      expect(await storage.localCopy(storage.newKey('uploads', company, 'mov'))).toBeUndefined();
    });

    it('removes a file for good; removing one that is gone is not an error', async () => {
      const company = randomUUID();
      const key = storage.newKey('gifs', company, 'gif');
      await storage.put(key, Buffer.from('GIF89a'));
      const kept = storage.newKey('gifs', company, 'gif');
      await storage.put(kept, Buffer.from('GIF89a kept'));
      await storage.remove(key);
      expect(await storage.size(key)).toBeUndefined();
      expect(await storage.get(key)).toBeUndefined();
      expect(await storage.read(key)).toBeUndefined();
      await storage.remove(key);
      expect((await storage.get(kept))?.toString()).toBe('GIF89a kept');
      expect(await store.namesOf(company)).toHaveLength(1);
    });

    it("counts each company's bytes over every area, and only its own", async () => {
      const [first, second, none] = [randomUUID(), randomUUID(), randomUUID()];
      await storage.put(storage.newKey('logos', first, 'png'), Buffer.alloc(1000, 1));
      await storage.put(storage.newKey('videos', first, 'mp4'), Buffer.alloc(20_000, 2));
      await storage.writeStream(storage.newKey('captions', first, 'vtt'), pattern(3000), 10_000);
      await storage.put(storage.newKey('videos', second, 'mp4'), Buffer.alloc(700, 3));
      expect(await storage.usage(first)).toBe(24_000);
      expect(await storage.usage(second)).toBe(700);
      expect(await storage.usage(none)).toBe(0);
      expect(await storage.usage('../..')).toBe(0);
      const gone = storage.newKey('thumbnails', second, 'jpg');
      await storage.put(gone, Buffer.alloc(50));
      expect(await storage.usage(second)).toBe(750);
      await storage.remove(gone);
      expect(await storage.usage(second)).toBe(700);
    });
  });
}
