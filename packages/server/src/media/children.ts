import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * Issue 26.2: every ffmpeg and ffprobe runs in a process group of its own (`detached`), so one
 * signal to the group reaches it and anything it started; a stop sends SIGTERM, then SIGKILL
 * after a grace period (ffmpeg busy in a filter loop ignores SIGTERM).
 *
 * A kill -9 of the server cannot kill its children, so each running group is also written down
 * as a small file in a folder of the data directory (DATA_DIR/media-processes): the next start
 * (plugins/app/media.ts, before the job worker starts) kills the groups whose server is
 * gone, then the job runs again alone. The file names the host and the server's pid, so servers
 * sharing one DATA_DIR (PostgreSQL replicas) only sweep what a dead server of their own host left;
 * and the group's leader is checked to still be the program that was started (a pid reused by
 * another program is left alone).
 */

/** How long a group has after SIGTERM before SIGKILL. */
export const defaultGraceMs = 3000;

interface LiveGroup {
  binary: string;
  record: string | undefined;
}

/** This process's running groups (pgid → what ran), for the kill on exit. */
const live = new Map<number, LiveGroup>();

const recordName = (pgid: number) => `${hostname()}.${process.pid}.${pgid}.json`;
/** A record being written; only a complete record carries the `.json` name. */
const partialSuffix = '.partial';

/** Notes a started group; answers the function that forgets it when it has ended. */
export function trackGroup(pgid: number, binary: string, registryDir: string | undefined): () => void {
  let record: string | undefined;
  if (registryDir) {
    try {
      mkdirSync(registryDir, { recursive: true, mode: 0o700 });
      record = path.join(registryDir, recordName(pgid));
      // Written aside, then renamed: a kill -9 between the file's creation and its write would
      // otherwise leave an empty record, which the next start cannot read, and the group alive.
      const partial = `${record}${partialSuffix}`;
      writeFileSync(
        partial,
        JSON.stringify({ host: hostname(), ownerPid: process.pid, pgid, binary, startedAt: Date.now() }),
        { mode: 0o600 },
      );
      renameSync(partial, record);
    } catch {
      // Best effort: the group is still killed on abort and on exit; only a kill -9 would miss it.
      record = undefined;
    }
  }
  live.set(pgid, { binary, record });
  return () => {
    live.delete(pgid);
    if (record) rmSync(record, { force: true });
  };
}

/** Sends `signal` to the whole group; false when no process of it is left. */
export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/**
 * Whether any process of the group is alive. A killed process stays in its group as a zombie
 * until its parent reaps it: on Linux those are not counted (/proc says which they are).
 */
export function groupAlive(pgid: number): boolean {
  if (!signalGroup(pgid, 0)) return false;
  const pids = readdirSafe('/proc').filter((name) => /^\d+$/.test(name));
  if (pids.length === 0) return true;
  return pids.some((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[2]) === pgid && fields[0] !== 'Z';
    } catch {
      return false;
    }
  });
}

/** SIGTERM now, SIGKILL after `graceMs` if the group is still there; answers when it is gone. */
export async function stopGroup(pgid: number, graceMs = defaultGraceMs): Promise<void> {
  if (!signalGroup(pgid, 'SIGTERM')) return;
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (!groupAlive(pgid)) return;
  }
  signalGroup(pgid, 'SIGKILL');
  // SIGKILL is not refused; the moment it takes is waited for, so "stopped" means gone.
  for (let tries = 0; tries < 40 && groupAlive(pgid); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * SIGKILLs every group this process still runs, synchronously: for `process.on('exit')` (a
 * shutdown that timed out, an uncaught error), where nothing asynchronous runs any more.
 */
export function killLiveGroups(): number {
  let killed = 0;
  for (const [pgid, group] of live) {
    if (signalGroup(pgid, 'SIGKILL')) killed++;
    if (group.record) rmSync(group.record, { force: true });
  }
  live.clear();
  return killed;
}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Whether `pgid` still leads a group running `binary` (Linux: /proc). Elsewhere, without /proc,
 * the group is taken to be ours.
 */
function stillOurs(pgid: number, binary: string): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pgid}/stat`, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && readdirSafe('/proc').length > 0) return false;
    return true;
  }
  // pid (comm) state ppid pgrp ...: comm may hold spaces, so read after the last ')'.
  const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const pgrp = Number(fields[2]);
  return pgrp === pgid && path.basename(binary).slice(0, 15) === comm;
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * At start: kills the groups that a server of this host left running when it died (kill -9, a
 * crash), and removes their records. Records of a server still running are left alone. Answers
 * the groups killed.
 */
export async function sweepOrphanGroups(registryDir: string, graceMs = 1000): Promise<number[]> {
  const killed: number[] = [];
  for (const name of readdirSafe(registryDir)) {
    const file = path.join(registryDir, name);
    if (name.endsWith(partialSuffix)) {
      // A server died while writing it (host.pid.pgid.json.partial): nothing of it can be checked.
      const owner = name.slice(0, -`.json${partialSuffix}`.length).split('.');
      const ownerPid = Number(owner.at(-2));
      const host = owner.slice(0, -2).join('.');
      if (host === hostname() && ownerPid > 0 && !processAlive(ownerPid)) rmSync(file, { force: true });
      continue;
    }
    if (!name.endsWith('.json')) continue;
    let record: { host?: string; ownerPid?: number; pgid?: number; binary?: string };
    try {
      record = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      rmSync(file, { force: true });
      continue;
    }
    const { host, ownerPid, pgid, binary } = record;
    if (host !== hostname() || !Number.isInteger(ownerPid) || !Number.isInteger(pgid) || !binary) {
      if (host === hostname()) rmSync(file, { force: true });
      continue;
    }
    if (live.has(pgid!) || (ownerPid !== process.pid && processAlive(ownerPid!))) continue;
    if (pgid! > 1 && groupAlive(pgid!) && stillOurs(pgid!, binary)) {
      await stopGroup(pgid!, graceMs);
      killed.push(pgid!);
    }
    rmSync(file, { force: true });
  }
  return killed;
}
