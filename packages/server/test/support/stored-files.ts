import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { Config } from '../../src/config.ts';
import { configuredStorage } from '../../src/services/configured-storage.ts';
import { s3Client } from '../../src/services/s3-storage.ts';
import { isStorageKey, type LocalFile } from '../../src/services/storage.ts';

/**
 * Every key the configured store holds (issue 28 §1): the files under the media folder, or the
 * objects of the bucket, each as the key the database keeps (`<area>/<companyId>/<file>`). What
 * the media tests check to see that nothing was left behind, on the disk and on S3 alike.
 */
export async function storedKeys(media: Config['media']): Promise<string[]> {
  const keys: string[] = [];
  if (!media.objectStore) {
    const entries = await readdir(media.dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const key = path.relative(media.dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (entry.isFile() && isStorageKey(key)) keys.push(key);
    }
  } else {
    const { bucket, prefix } = media.objectStore;
    const client = s3Client(media.objectStore);
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        // The object `<prefix><companyId>/<area>/<file>` is the key `<area>/<companyId>/<file>`.
        const [companyId, area, file] = object.Key!.slice(prefix.length).split('/');
        keys.push(`${area}/${companyId}/${file}`);
      }
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
    client.destroy();
  }
  return keys.sort();
}

/** A stored file on local disk for ffprobe and friends, from either store; `release` when done. */
export async function storedFile(media: Config['media'], key: string): Promise<LocalFile> {
  const file = await configuredStorage(media).localCopy(key);
  if (!file) throw new Error(`${key} is not stored`);
  return file;
}
