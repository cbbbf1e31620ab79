import { statSync } from 'node:fs';

/**
 * What the server makes of a file the widgets' build writes (the audience app's manifest, read;
 * the first screen's module, imported), made once and again only when the file's mtime changes:
 * a build made while the server runs is picked up by the next page, with no restart. `load` is
 * given that mtime (an import adds it to the address, so Node's module cache keeps builds apart).
 * While the file is missing it gives `missing` and loads nothing, until the file appears.
 */
export function whenFileChanges<T>(file: string, load: (mtimeMs: number) => T, missing: T): () => T {
  let cached: { mtime: number | undefined; value: T } | undefined;
  return () => {
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (!cached || cached.mtime !== mtime) {
      cached = { mtime, value: mtime === undefined ? missing : load(mtime) };
    }
    return cached.value;
  };
}
