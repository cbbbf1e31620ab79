import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import {
  type ByteRange,
  isCompanyIdOfKeys,
  isStorageKey,
  type LocalFile,
  newStorageKey,
  type Storage,
  StorageLimitError,
} from './storage.ts';

/** Where the objects live: STORAGE_URL and the S3_* variables (config.ts, docs/configuration.md). */
export interface S3Settings {
  bucket: string;
  /** Put before every key: '' or a path ending in '/'. */
  prefix: string;
  /** S3_ENDPOINT: MinIO, Ceph, R2…; undefined: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO, Ceph). */
  forcePathStyle: boolean;
  /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; undefined: the SDK's own chain (an instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

/** S3's smallest part but the last; and its most parts in one upload. */
const minPartBytes = 5 * 1024 * 1024;
const maxParts = 10_000;
/**
 * Parts sent at once by one upload. Its memory is this many part buffers plus the one being
 * filled, each `partSizeFor` the upload (5 MiB up to 50 GB): 15 MiB.
 */
const partsInFlight = 2;

/** How a part size fits `bytes` into S3's 10,000 parts. */
const partSizeFor = (bytes: number) => Math.max(minPartBytes, Math.ceil(bytes / maxParts));

/** A downloaded copy's folder is touched this often, so the leftovers sweep (services/leftovers.ts) leaves it. */
const keepFreshMs = 60_000;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: the SDK's newer default (CRC32 trailers on every
    // upload) is not understood by every S3-compatible store (older MinIO and Ceph, test servers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An endpoint that does not answer fails in seconds rather than hanging a request; a player's
    // range reads are streams that each hold a connection while they play.
    requestHandler: {
      connectionTimeout: 10_000,
      httpAgent: { maxSockets: 256 },
      httpsAgent: { maxSockets: 256 },
    },
  });
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error).name);

/** `length` bytes of `stream` after its first `skip`; the rest is not read. */
async function* exactly(stream: Readable, skip: number, length: number) {
  let toSkip = skip;
  let left = length;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let part = chunk;
      if (toSkip > 0) {
        const skipped = Math.min(toSkip, part.length);
        toSkip -= skipped;
        part = part.subarray(skipped);
      }
      if (part.length === 0) continue;
      yield part.subarray(0, left);
      left -= Math.min(left, part.length);
      if (left === 0) return;
    }
  } finally {
    stream.destroy();
  }
}

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  prefix: string;
  /** A local folder for `localCopy`'s downloads (DATA_DIR/media/.work, which the leftovers sweep cleans). */
  workDir: string;
}

/**
 * The media store on an S3-compatible object store (issue 28 §1; ADR 0018). Same keys and same
 * contract as the disk store (services/storage.contract.ts); the object name is `prefix + key`.
 * An object appears whole or not at all (S3 completes an upload at once), as the disk store's
 * rename gives. The media origin (media/app.ts) keeps serving the bytes, with its own headers,
 * through `size` and `read` (Range GETs).
 */
export function s3Storage({ client, bucket, prefix, workDir }: S3StorageOptions) {
  /**
   * A key `<area>/<companyId>/<file>` is the object `<prefix><companyId>/<area>/<file>`: one
   * prefix per company, so that its usage is one listing and its data one prefix to delete.
   */
  const objectOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('not a storage key');
    const [area, companyId, file] = key.split('/');
    return `${prefix}${companyId}/${area}/${file}`;
  };

  /**
   * Streams `source` into `key`: one PUT when it is smaller than a part, else a multipart upload
   * of `partSize` parts, `partsInFlight` at once. The bytes are copied into part buffers that are
   * used again for the next parts (never a new buffer per part, as lib-storage's Upload makes by
   * concatenating the chunks of each: 1 GiB made 200 buffers of 5 MiB that only a garbage
   * collection gives back, and the bench's RSS grew by 85-95 MB). A failure, the source's or the
   * store's, waits for the parts in flight and aborts the upload, so that no part stays (and costs)
   * in the bucket, and no object appears.
   */
  async function upload(key: string, source: AsyncIterable<Uint8Array>, partSize: number) {
    const Key = objectOf(key);
    const free: Buffer[] = [];
    const inFlight = new Set<Promise<void>>();
    const parts: CompletedPart[] = [];
    let uploadId: string | undefined;
    let failure: { error: unknown } | undefined;
    let part: Buffer | undefined;
    let filled = 0;
    // Counted here, not from `parts` and `inFlight`: a part's reply lands in `parts` a microtask
    // before it leaves `inFlight`, and a number read in between would be given twice.
    let partNumber = 0;

    const send = (bytes: Buffer, length: number, number: number) => {
      const sent = client
        .send(
          new UploadPartCommand({
            Bucket: bucket,
            Key,
            UploadId: uploadId,
            PartNumber: number,
            Body: bytes.subarray(0, length),
            ContentLength: length,
          }),
        )
        .then(
          (reply) => {
            parts.push({ PartNumber: number, ETag: reply.ETag });
            free.push(bytes);
          },
          (error: unknown) => {
            failure ??= { error };
          },
        )
        .finally(() => inFlight.delete(sent));
      inFlight.add(sent);
    };
    /** The part just filled goes out; waits while `partsInFlight` are out already. */
    const flush = async () => {
      uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key }))).UploadId;
      send(part!, filled, ++partNumber);
      part = undefined;
      filled = 0;
      while (inFlight.size >= partsInFlight && !failure) await Promise.race(inFlight);
      if (failure) throw failure.error;
    };

    try {
      for await (const chunk of source) {
        let offset = 0;
        while (offset < chunk.length) {
          part ??= free.pop() ?? Buffer.allocUnsafeSlow(partSize);
          const taken = Math.min(chunk.length - offset, partSize - filled);
          part.set(chunk.subarray(offset, offset + taken), filled);
          filled += taken;
          offset += taken;
          if (filled === partSize) await flush();
        }
      }
      if (uploadId === undefined) {
        // Smaller than a part (or empty): one PUT.
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: part ? part.subarray(0, filled) : Buffer.alloc(0),
            ContentLength: filled,
          }),
        );
        return;
      }
      if (filled > 0) await flush();
      await Promise.all(inFlight);
      if (failure) throw failure.error;
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.sort((a, b) => a.PartNumber! - b.PartNumber!) },
        }),
      );
    } catch (error) {
      await Promise.allSettled(inFlight);
      if (uploadId !== undefined) {
        // Its own failure (a store without AbortMultipartUpload) must not hide the reason.
        await client
          .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId: uploadId }))
          .catch(() => {});
      }
      throw error;
    }
  }

  /** Every object under `under`, page by page. */
  async function* listed(under: string) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: under, ContinuationToken: token }),
      );
      yield page;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  const sizeOf = async (key: string) => {
    if (!isStorageKey(key)) return undefined;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  const getObject = async (key: string, range?: ByteRange) => {
    if (!isStorageKey(key)) return undefined;
    try {
      const reply = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectOf(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const body = reply.Body as Readable | undefined;
      if (!body || !range || reply.ContentRange?.startsWith(`bytes ${range.start}-${range.end}/`))
        return body;
      // A store that answered more than the range (some S3-compatible servers read `bytes=0-0` as
      // `bytes=0-`, or ignore Range): cut it to the range, so the media origin's Content-Length holds.
      const skip = reply.ContentRange?.startsWith(`bytes ${range.start}-`) ? 0 : range.start;
      return Readable.from(exactly(body, skip, range.end - range.start + 1));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  return {
    bucket,
    prefix,
    newKey: newStorageKey,
    async put(key: string, bytes: Uint8Array): Promise<void> {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectOf(key),
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
    },
    async get(key: string): Promise<Buffer | undefined> {
      const body = await getObject(key);
      return body && buffer(body);
    },
    async writeStream(key: string, source: Readable | AsyncIterable<Uint8Array>, maxBytes: number) {
      objectOf(key);
      let written = 0;
      // Counted as the bytes pass, so a body without a length (chunked) is cut off at the limit;
      // the upload then aborts and no object appears.
      async function* capped(chunks: AsyncIterable<Uint8Array>) {
        for await (const chunk of chunks) {
          written += chunk.length;
          if (written > maxBytes) throw new StorageLimitError(maxBytes);
          yield chunk;
        }
      }
      await upload(key, capped(source), partSizeFor(maxBytes));
      return written;
    },
    /** Uploads a finished local file into `key`, then removes the file (the disk store moves it). */
    async putFile(key: string, file: string): Promise<void> {
      objectOf(key);
      const { size } = await stat(file);
      await upload(key, createReadStream(file, { highWaterMark: 1024 * 1024 }), partSizeFor(size));
      await rm(file, { force: true });
    },
    async read(key: string, range?: ByteRange): Promise<Readable | undefined> {
      return getObject(key, range);
    },
    size: sizeOf,
    /** Downloads `key` to a file of its own in `workDir` (ffmpeg reads files); `release` removes it. */
    async localCopy(key: string): Promise<LocalFile | undefined> {
      if (!isStorageKey(key)) return undefined;
      const folder = path.join(workDir, `s3-${randomBytes(8).toString('hex')}`);
      const file = path.join(folder, path.basename(key));
      await mkdir(folder, { recursive: true });
      try {
        const body = await getObject(key);
        if (!body) {
          await rm(folder, { recursive: true, force: true });
          return undefined;
        }
        await pipeline(body, createWriteStream(file, { mode: 0o600 }));
      } catch (error) {
        await rm(folder, { recursive: true, force: true });
        throw error;
      }
      // A long transcode reads the copy for longer than the sweep's idle time; a process killed
      // meanwhile stops touching it, and the sweep removes it.
      const fresh = setInterval(() => {
        const now = new Date();
        utimes(folder, now, now).catch(() => {});
      }, keepFreshMs);
      fresh.unref();
      return {
        path: file,
        release: async () => {
          clearInterval(fresh);
          await rm(folder, { recursive: true, force: true });
        },
      };
    },
    async remove(key: string): Promise<void> {
      if (!isStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
    },
    /** The company's objects in every area: one listing of its prefix, summed. */
    async usage(companyId: string): Promise<number> {
      if (!isCompanyIdOfKeys(companyId)) return 0;
      let total = 0;
      for await (const page of listed(`${prefix}${companyId}/`)) {
        for (const object of page.Contents ?? []) total += object.Size ?? 0;
      }
      return total;
    },
    /** Start-up: the bucket exists and these credentials reach it. */
    async check(): Promise<void> {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  } satisfies Storage & { bucket: string; prefix: string; check(): Promise<void> };
}
