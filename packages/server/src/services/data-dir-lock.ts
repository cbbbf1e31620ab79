import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The lock file's name inside the data folder. */
export const lockFileName = 'server.lock';

/** Another live process holds the data folder; the message says which and what to do. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dir} is in use by another Showroom server (process ${holderPid}). ` +
        'Stop that process, or give this one its own DATA_DIR. ' +
        `If process ${holderPid} is not a Showroom server, delete ${path.join(dir, lockFileName)}.`,
    );
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

/** Whether a process with this id exists (EPERM: it does, under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Issue 15.4: PGlite is one process's database. Two servers on one data folder both opened it
 * and one side's confirmed writes were lost, so the folder gets a lock file holding the pid of
 * the process that uses it. The file is created exclusively (O_EXCL), so of two processes
 * starting together exactly one wins. A lock left by a process that died (kill -9, a crash) is
 * stale: its pid no longer runs, and the next start takes it over.
 */
export function lockDataDir(dir: string, pid = process.pid): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, lockFileName);
  let emptySeen = false;
  // A few rounds: a retry follows the removal of a stale lock, or a lock file read empty.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, `${pid}\n`);
      } finally {
        closeSync(fd);
      }
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readHolder(file) === pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    // Empty: its writer may be between creating and writing it this instant; look again once.
    // Still empty after that, it was left by a process that died in between: stale.
    if (holder === undefined && !emptySeen) {
      emptySeen = true;
      waitMs(100);
      continue;
    }
    if (holder !== undefined && holder !== pid && isAlive(holder)) throw new DataDirLockedError(dir, holder);
    // Stale (its process is gone), or our own pid left by an earlier run (pid 1 in a container).
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const holder = readHolder(file);
  throw new DataDirLockedError(dir, holder ?? 0);
}

/** A short synchronous pause (start-up only): Atomics.wait on a private buffer. */
function waitMs(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
