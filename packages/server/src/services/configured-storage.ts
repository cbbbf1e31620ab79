import path from 'node:path';
import type { Config } from '../config.ts';
import { workDirName } from './leftovers.ts';
import { diskStorage, newStorageKey, type Storage } from './storage.ts';

/** What choosing the store needs: the media folder and, when STORAGE_URL is set, the bucket. */
export type StorageSettings = Pick<Config['media'], 'dir' | 'objectStore'>;

/** A store and its start-up check (the bucket exists and the credentials reach it). */
export type ConfiguredStorage = Storage & { check(): Promise<void> };

/**
 * The media store the configuration names (issue 28 §1), the one place that chooses: the local
 * disk under DATA_DIR/media, or the S3-compatible bucket of STORAGE_URL. The AWS SDK takes about
 * a second to load on a busy machine, so it is loaded only when the bucket is configured, at the
 * first call.
 */
export function configuredStorage(settings: StorageSettings): ConfiguredStorage {
  const { objectStore } = settings;
  if (!objectStore) return Object.assign(diskStorage(settings.dir), { check: async () => {} });
  let loading: Promise<ConfiguredStorage> | undefined;
  const store = () => {
    loading ??= import('./s3-storage.ts').then(({ s3Client, s3Storage }) =>
      s3Storage({
        client: s3Client(objectStore),
        bucket: objectStore.bucket,
        prefix: objectStore.prefix,
        workDir: path.join(settings.dir, workDirName),
      }),
    );
    return loading;
  };
  return {
    newKey: newStorageKey,
    put: async (key, bytes) => (await store()).put(key, bytes),
    get: async (key) => (await store()).get(key),
    writeStream: async (key, source, maxBytes) => (await store()).writeStream(key, source, maxBytes),
    putFile: async (key, file) => (await store()).putFile(key, file),
    read: async (key, range) => (await store()).read(key, range),
    size: async (key) => (await store()).size(key),
    localCopy: async (key) => (await store()).localCopy(key),
    remove: async (key) => (await store()).remove(key),
    usage: async (companyId) => (await store()).usage(companyId),
    check: async () => {
      try {
        await (await store()).check();
      } catch (error) {
        throw new Error(
          `STORAGE_URL: the bucket "${objectStore.bucket}" at ${objectStore.endpoint ?? `AWS S3 (${objectStore.region})`} cannot be reached: ${describe(error)}. Check STORAGE_URL, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the credentials (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).`,
          { cause: error },
        );
      }
    },
  };
}

const describe = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as Error).name;
  if (status === 404) return 'no such bucket (404)';
  if (status === 403) return 'access denied (403)';
  if (status === 301) return 'the bucket is in another region (301)';
  return [name, (error as Error).message, status && `(${status})`].filter(Boolean).join(': ');
};
