import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { lockFileName } from './data-dir-lock.ts';

/**
 * Issue 26 item 14: what a process killed mid-way leaves on disk. An upload (or a fetched link)
 * streams into `<key>.<random>.part` beside its final file (services/storage.ts) and a loader is
 * written as `<file>.<pid>.part` (widget-loaders.ts); a transcode works in `media/.work/<random>/`
 * (media/process.ts). A kill -9 leaves them for good. The sweep removes the ones no live process
 * can still be writing: not modified since `before`.
 */
export interface LeftoverPlaces {
  /** DATA_DIR/media: `.part` files anywhere under it, and the work folders in its `.work`. */
  mediaDir: string;
  /** DATA_DIR/loaders: `.part` files directly in it. */
  loadersDir?: string;
}

export interface SweepCounts {
  /** `.part` files removed. */
  parts: number;
  /** Work folders removed. */
  workDirs: number;
}

export const workDirName = '.work';
const partSuffix = '.part';

const absent = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

async function entriesOf(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (absent(error)) return [];
    throw error;
  }
}

async function modifiedAt(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    if (absent(error)) return undefined;
    throw error;
  }
}

/** The latest change in a work folder: the folder itself or anything in it (ffmpeg writes its outputs there). */
async function lastChangeIn(dir: string): Promise<number | undefined> {
  let latest = await modifiedAt(dir);
  if (latest === undefined) return undefined;
  for (const entry of await entriesOf(dir)) {
    const inside = path.join(dir, entry.name);
    const at = entry.isDirectory() ? await lastChangeIn(inside) : await modifiedAt(inside);
    if (at !== undefined && at > latest) latest = at;
  }
  return latest;
}

/** A pause between folders, so a large media tree never holds the event loop. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Removes the `.part` files and work folders under `places` last modified before `before` (a
 * time in ms). A writer touches its file with every write, so a file being written is newer.
 */
export async function sweepLeftovers(places: LeftoverPlaces, before: number): Promise<SweepCounts> {
  const counts: SweepCounts = { parts: 0, workDirs: 0 };
  const removePart = async (file: string) => {
    const at = await modifiedAt(file);
    if (at === undefined || at >= before) return;
    await rm(file, { force: true });
    counts.parts += 1;
  };
  const partsIn = async (dir: string, deep: boolean): Promise<void> => {
    for (const entry of await entriesOf(dir)) {
      const inside = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (deep && !(dir === places.mediaDir && entry.name === workDirName)) {
          await yieldToOthers();
          await partsIn(inside, deep);
        }
      } else if (entry.isFile() && entry.name.endsWith(partSuffix)) {
        await removePart(inside);
      }
    }
  };
  await partsIn(places.mediaDir, true);
  if (places.loadersDir) await partsIn(places.loadersDir, false);

  const work = path.join(places.mediaDir, workDirName);
  for (const entry of await entriesOf(work)) {
    const inside = path.join(work, entry.name);
    const at = entry.isDirectory() ? await lastChangeIn(inside) : await modifiedAt(inside);
    if (at === undefined || at >= before) continue;
    await rm(inside, { recursive: true, force: true });
    counts.workDirs += 1;
  }
  return counts;
}

/**
 * Whether this process holds the data folder's lock (main.ts takes it for PGlite): then no other
 * process writes there, and whatever was not modified since this process started is a leftover.
 */
export async function holdsDataDir(dataDir: string): Promise<boolean> {
  try {
    const [pid, host] = (await readFile(path.join(dataDir, lockFileName), 'utf8')).trim().split(/\s+/);
    return pid === String(process.pid) && host === hostname();
  } catch {
    return false;
  }
}

export interface StartSweepOptions {
  dataDir: string;
  places: LeftoverPlaces;
  /** On a shared folder (PostgreSQL replicas), only what was idle this long (ms) is a leftover. */
  idleMs: number;
  /** When this process started (ms); what it wrote itself is newer. */
  startedAt?: number;
}

/**
 * The sweep at start: everything older than this process when it holds the data folder alone,
 * otherwise (other servers may be writing on the same folder) what was idle for `idleMs`.
 */
export async function sweepAtStart(options: StartSweepOptions): Promise<SweepCounts & { alone: boolean }> {
  const alone = await holdsDataDir(options.dataDir);
  const startedAt = options.startedAt ?? Date.now() - process.uptime() * 1000;
  const before = alone ? startedAt : Date.now() - options.idleMs;
  return { ...(await sweepLeftovers(options.places, before)), alone };
}
