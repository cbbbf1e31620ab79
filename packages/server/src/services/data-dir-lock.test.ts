import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockFileName } from './data-dir-lock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'showroom-lock-'));
  dirs.push(dir);
  return dir;
};

/** A real process, and a way to end it; its pid is then a dead one. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return {
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

const refusal = (dir: string) => {
  try {
    lockDataDir(dir).release();
    return 'locked';
  } catch (error) {
    return error instanceof DataDirLockedError ? error.message : `unexpected: ${error}`;
  }
};

it('lets one holder in, refuses the next naming the holder, and frees the folder on release', () => {
  const dir = tempDir();
  const lock = lockDataDir(dir);
  expect(readFileSync(path.join(dir, lockFileName), 'utf8')).toBe(`${process.pid} ${hostname()}\n`);
  // Another process's view: our pid is a live holder.
  expect(() => lockDataDir(dir, process.pid + 1_000_000)).toThrow(`(process ${process.pid})`);
  lock.release();
  expect(existsSync(path.join(dir, lockFileName))).toBe(false);
  lockDataDir(dir).release();
});

it('refuses while another live process holds it; takes the lock over once that process is dead', async () => {
  const dir = tempDir();
  const holder = otherProcess();
  writeFileSync(path.join(dir, lockFileName), `${holder.pid} ${hostname()}\n`);
  expect(refusal(dir)).toContain(`in use by another Showroom server (process ${holder.pid})`);
  await holder.stop();
  const lock = lockDataDir(dir);
  expect(readFileSync(path.join(dir, lockFileName), 'utf8')).toBe(`${process.pid} ${hostname()}\n`);
  lock.release();
});

it('takes a holder on another host at its word, and an empty lock file as stale', () => {
  const dir = tempDir();
  writeFileSync(path.join(dir, lockFileName), '1 other-container\n');
  expect(refusal(dir)).toContain('(process 1 on host other-container)');
  writeFileSync(path.join(dir, lockFileName), '');
  expect(refusal(dir)).toBe('locked');
});
