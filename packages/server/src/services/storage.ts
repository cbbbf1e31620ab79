import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A key is what the database keeps: `<area>/<companyId>/<random>.<ext>`, nothing from the user. */
const keyPattern = /^[a-z]+\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{22,64}\.[a-z0-9]{1,8}$/;

const isStorageKey = (key: string) => keyPattern.test(key);

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
  return {
    root,
    newKey(area: string, companyId: string, extension: string) {
      return `${area}/${companyId}/${randomBytes(16).toString('base64url')}.${extension}`;
    },
    async put(key: string, bytes: Uint8Array): Promise<void> {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
    },
    /** The bytes of `key`, or undefined when there is no such file (or no such key). */
    async get(key: string): Promise<Buffer | undefined> {
      if (!isStorageKey(key)) return undefined;
      try {
        const file = fileOf(key);
        if (!(await stat(file)).isFile()) return undefined;
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key: string): Promise<void> {
      if (isStorageKey(key)) await rm(fileOf(key), { force: true });
    },
  };
}

export type Storage = ReturnType<typeof diskStorage>;
