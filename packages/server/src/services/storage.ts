import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A key is what the database keeps: `<area>/<companyId>/<random>.<ext>`, nothing from the user. */
const keyPattern = /^[a-z]+\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{22,64}\.[a-z0-9]{1,8}$/;

export const isStorageKey = (key: string) => keyPattern.test(key);

/** A new key in `area` for `companyId`: random, so no caller ever chooses a path or an object name. */
export const newStorageKey = (area: string, companyId: string, extension: string) =>
  `${area}/${companyId}/${randomBytes(16).toString('base64url')}.${extension}`;

const companyIdPattern = /^[0-9a-f-]{36}$/;

/** Whether `companyId` can be the company part of a key (what `usage` counts under). */
export const isCompanyIdOfKeys = (companyId: string) => companyIdPattern.test(companyId);

/** A write went over its byte limit; nothing of it is left behind. */
export class StorageLimitError extends Error {
  override name = 'StorageLimitError';
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`More than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

/** A byte range, both ends included (as HTTP's Range header counts). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A file of the store on local disk, for a tool that needs a path (ffmpeg); `release` when done. */
export interface LocalFile {
  path: string;
  release(): Promise<void>;
}

/**
 * Where media lives: the local disk (`diskStorage`, below) or an S3-compatible object store
 * (`s3Storage`, services/s3-storage.ts; STORAGE_URL picks: services/configured-storage.ts). Every
 * method takes a key the store made (`newKey`), never a path or name from a user. `localCopy` and
 * `putFile` exist for ffmpeg, which reads and writes files: on disk they hand out the file itself;
 * the object store downloads to, and uploads from, a temporary file. Both pass one contract suite
 * (services/storage.contract.ts).
 */
export interface Storage {
  newKey(area: string, companyId: string, extension: string): string;
  /** Small files (a logo): the whole bytes at once. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /**
   * Streams `source` into `key`, refusing (StorageLimitError, nothing kept) once more than
   * `maxBytes` have come; answers the bytes written. Never holds the whole file in memory.
   */
  writeStream(key: string, source: Readable | AsyncIterable<Uint8Array>, maxBytes: number): Promise<number>;
  /** Moves (or uploads) a finished local file into `key`. */
  putFile(key: string, file: string): Promise<void>;
  /** A readable of `key` (or of `range` of it), undefined when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  size(key: string): Promise<number | undefined>;
  localCopy(key: string): Promise<LocalFile | undefined>;
  remove(key: string): Promise<void>;
  /**
   * Bytes the company stores, every area together (videos, thumbnails, GIFs, uploads waiting,
   * captions, logos), half-written files included: what its storage quota counts (issue 26.2).
   */
  usage(companyId: string): Promise<number>;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root` (DATA_DIR/media). Keys are made here from random bytes, so a caller can
 * never choose a path; a key that does not match the pattern is refused before touching disk.
 * Writes go to a temporary name first and are renamed, so a reader never sees half a file.
 */
export function diskStorage(root: string) {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('not a storage key');
    return path.join(root, ...key.split('/'));
  };
  const temporaryFor = async (key: string) => {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    return { file, temporary: `${file}.${randomBytes(6).toString('hex')}.part` };
  };
  const sizeOf = async (key: string) => {
    if (!isStorageKey(key)) return undefined;
    try {
      const info = await stat(fileOf(key));
      return info.isFile() ? info.size : undefined;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  };

  return {
    root,
    newKey: newStorageKey,
    async put(key: string, bytes: Uint8Array): Promise<void> {
      const { file, temporary } = await temporaryFor(key);
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
    },
    /** The bytes of `key`, or undefined when there is no such file (or no such key). */
    async get(key: string): Promise<Buffer | undefined> {
      if ((await sizeOf(key)) === undefined) return undefined;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async writeStream(key: string, source: Readable | AsyncIterable<Uint8Array>, maxBytes: number) {
      const { file, temporary } = await temporaryFor(key);
      let written = 0;
      // Counted as the bytes pass, so a body without a length (chunked) is cut off at the limit.
      async function* capped(chunks: AsyncIterable<Uint8Array>) {
        for await (const chunk of chunks) {
          written += chunk.length;
          if (written > maxBytes) throw new StorageLimitError(maxBytes);
          yield chunk;
        }
      }
      const sink = createWriteStream(temporary, { mode: 0o600 });
      try {
        await pipeline(source, capped, sink);
        await rename(temporary, file);
        return written;
      } catch (error) {
        // The pipeline fails as soon as a part does, while the file may still be opening: removed
        // before its open ends, it would be created after and left behind. Wait for its close.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async putFile(key: string, source: string): Promise<void> {
      const { file, temporary } = await temporaryFor(key);
      try {
        await rename(source, file);
      } catch (error) {
        // Another file system (a temporary directory elsewhere): copy, then swap in.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(source, temporary);
        await rename(temporary, file);
        await rm(source, { force: true });
      }
    },
    async read(key: string, range?: ByteRange): Promise<Readable | undefined> {
      if ((await sizeOf(key)) === undefined) return undefined;
      const stream = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      // Opened now, so that a file removed meanwhile answers undefined rather than a broken stream.
      return new Promise((resolve, reject) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', (error) => (missing(error) ? resolve(undefined) : reject(error)));
      });
    },
    size: sizeOf,
    async localCopy(key: string): Promise<LocalFile | undefined> {
      if ((await sizeOf(key)) === undefined) return undefined;
      return { path: fileOf(key), release: async () => {} };
    },
    async remove(key: string): Promise<void> {
      if (isStorageKey(key)) await rm(fileOf(key), { force: true });
    },
    async usage(companyId: string): Promise<number> {
      if (!isCompanyIdOfKeys(companyId)) return 0;
      let total = 0;
      const areas = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const area of areas) {
        // Keys' areas are lowercase words; '.work' and the like are not a company's.
        if (!area.isDirectory() || !/^[a-z]+$/.test(area.name)) continue;
        const folder = path.join(root, area.name, companyId);
        const files = await readdir(folder, { withFileTypes: true }).catch(() => []);
        for (const file of files) {
          if (!file.isFile()) continue;
          try {
            total += (await stat(path.join(folder, file.name))).size;
          } catch (error) {
            if (!missing(error)) throw error;
          }
        }
      }
      return total;
    },
  } satisfies Storage & { root: string };
}
