import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A running S3-protocol server on loopback, and the settings that reach it. */
export interface S3TestServer {
  /** `http://127.0.0.1:<port>`. */
  endpoint: string;
  bucket: string;
  /** s3rver's own account: any S3 client signs with it. */
  accessKeyId: string;
  secretAccessKey: string;
  /** The server's variables (docs/configuration.md) for a store under `prefix` of the bucket. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts s3rver (the S3 REST API served from a folder; issue 28 §1) on 127.0.0.1 at `port` (a free
 * one by default), in a temporary folder, with `bucket` made; `close` stops it and removes the
 * folder. The AWS SDK speaks real, signed HTTP to it, path-style, as to MinIO.
 */
export async function startS3Server(bucket = 'showroom-media', port = 0): Promise<S3TestServer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'showroom-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: folder,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  let address: Awaited<ReturnType<S3rver['run']>>;
  try {
    address = await server.run();
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: accessKeyId,
      AWS_SECRET_ACCESS_KEY: secretAccessKey,
    }),
    async close() {
      await server.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
