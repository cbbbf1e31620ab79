import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
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
  return counted(chosenStorage(settings));
}

/** Failed calls of every store of this process, by method (GET /metrics: showroom_storage_errors_total). */
const failures = new Map<string, number>();

/** How many calls of each store method failed in this process so far. */
export const storageErrorCounts = (): ReadonlyMap<string, number> => failures;

/**
 * `store` counting its failures: a method that throws (a disk full, a bucket that refuses). An
 * upload over its limit is the uploader's refusal, not the store's, and is not counted.
 */
function counted(store: ConfiguredStorage): ConfiguredStorage {
  const count =
    <A extends unknown[], R>(method: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        // By name: the class may be loaded twice (Vitest and @fastify/autoload), as HttpError's note says.
        if ((error as Error).name !== 'StorageLimitError')
          failures.set(method, (failures.get(method) ?? 0) + 1);
        throw error;
      }
    };
  return {
    newKey: store.newKey,
    put: count('put', store.put),
    get: count('get', store.get),
    writeStream: count('writeStream', store.writeStream),
    putFile: count('putFile', store.putFile),
    read: count('read', store.read),
    size: count('size', store.size),
    localCopy: count('localCopy', store.localCopy),
    remove: count('remove', store.remove),
    usage: count('usage', store.usage),
    check: count('check', store.check),
  };
}

function chosenStorage(settings: StorageSettings): ConfiguredStorage {
  const { objectStore } = settings;
  if (!objectStore) {
    return Object.assign(diskStorage(settings.dir), {
      // The media folder is there (made if need be) and this process may write in it.
      check: async () => {
        try {
          await mkdir(settings.dir, { recursive: true });
          await access(settings.dir, constants.R_OK | constants.W_OK);
        } catch (error) {
          throw new Error(
            `the media folder ${settings.dir} (DATA_DIR/media) is not writable: ${(error as Error).message}`,
            {
              cause: error,
            },
          );
        }
      },
    });
  }
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
