import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file's name inside the data folder. */
export const lockFileName = 'server.lock';

/** Who holds a lock: the process id, and the machine (or container) it runs on. */
interface Holder {
  pid: number;
  host: string;
}

/** Another process holds the data folder; the message says which and what to do. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  readonly holderPid: number;
  constructor(dir: string, holder: Holder | undefined) {
    const who = !holder
      ? 'a process that is still starting'
      : holder.host === hostname()
        ? `process ${holder.pid}`
        : `process ${holder.pid} on host ${holder.host}`;
    super(
      `The data folder ${dir} is in use by another Showroom server (${who}). ` +
        'Stop that server, or give this one its own DATA_DIR. ' +
        `If no server uses it any more, delete ${path.join(dir, lockFileName)}.`,
    );
    this.holderPid = holder?.pid ?? 0;
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

/** Whether a process with this id exists here (EPERM: it does, under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const [pidText, host = ''] = readFileSync(file, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(pidText ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, host } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `holder` no longer holds the folder. Only a process on this host can be checked: a
 * holder on another host (two containers on one volume) is taken at its word. Our own pid on our
 * own host is a lock left by an earlier run (a container's server is pid 1 every time).
 */
function isStale(holder: Holder, pid: number): boolean {
  if (holder.host !== hostname()) return false;
  return holder.pid === pid || !isAlive(holder.pid);
}

/**
 * Issue 15.4: PGlite is one process's database. Two servers on one data folder both opened it
 * and one side's confirmed writes were lost, so the folder gets a lock file holding the pid and
 * host of the process that uses it. The file is created exclusively (O_EXCL), so of two
 * processes starting together exactly one wins. A lock left by a process that died (kill -9, a
 * crash) is stale: its pid no longer runs, and the next start takes it over.
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
        writeSync(fd, `${pid} ${hostname()}\n`);
      } finally {
        closeSync(fd);
      }
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const holder = readHolder(file);
          if (holder?.pid === pid && holder.host === hostname()) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    // Empty: its writer may be between creating and writing it this instant; look again once.
    // Still empty after that, it was left by a process that died in between: stale.
    if (!holder && !emptySeen) {
      emptySeen = true;
      waitMs(100);
      continue;
    }
    if (holder && !isStale(holder, pid)) throw new DataDirLockedError(dir, holder);
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(dir, readHolder(file));
}

/** A short synchronous pause (start-up only): Atomics.wait on a private buffer. */
function waitMs(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
