import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os, { hostname } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupAlive, signalGroup, sweepOrphanGroups } from './children.ts';

let work: string;
const started: number[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'showroom-children-'));
});
afterAll(async () => {
  for (const pgid of started) signalGroup(pgid, 'SIGKILL');
  await rm(work, { recursive: true, force: true });
});

/** A program in a group of its own, as the media pipeline starts ffmpeg. */
function detached(binary: string, args: string[]) {
  const child = spawn(binary, args, { detached: true, stdio: 'ignore' });
  child.unref();
  started.push(child.pid!);
  return child.pid!;
}

/** The pid of a process that has ended (an owner that died). */
async function deadPid() {
  const child = spawn('true');
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const record = (dir: string, fields: { ownerPid: number; pgid: number; binary: string; host?: string }) =>
  writeFile(
    path.join(dir, `${fields.host ?? hostname()}.${fields.ownerPid}.${fields.pgid}.json`),
    JSON.stringify({ host: hostname(), startedAt: Date.now(), ...fields }),
  );

describe('sweepOrphanGroups (issue 26.2: what a kill -9 left running)', () => {
  it("kills a dead server's group, and leaves a live server's group and a reused pid alone", async () => {
    const dir = path.join(work, 'registry');
    await mkdir(dir, { recursive: true });
    const orphan = detached('sleep', ['60']);
    const ofLiveServer = detached('sleep', ['61']);
    const reused = detached('sleep', ['62']);
    const dead = await deadPid();
    await record(dir, { ownerPid: dead, pgid: orphan, binary: '/usr/bin/sleep' });
    // Another server on this host, still running (a replica sharing DATA_DIR): its groups are its own.
    await record(dir, { ownerPid: process.ppid, pgid: ofLiveServer, binary: 'sleep' });
    // The recorded group id now leads another program (the pid was reused): not ours to kill.
    await record(dir, { ownerPid: dead, pgid: reused, binary: 'ffmpeg' });

    expect(await sweepOrphanGroups(dir, 200)).toEqual([orphan]);
    expect(groupAlive(orphan)).toBe(false);
    expect(groupAlive(ofLiveServer)).toBe(true);
    expect(groupAlive(reused)).toBe(true);
    // The live server's record stays; the others are gone.
    expect(await readdir(dir)).toEqual([`${hostname()}.${process.ppid}.${ofLiveServer}.json`]);
  });

  it('removes the half-written record of a server killed while writing it, and no other', async () => {
    const dir = path.join(work, 'partial');
    await mkdir(dir, { recursive: true });
    const dead = await deadPid();
    const ofDead = `${hostname()}.${dead}.4242.json.partial`;
    const ofLive = `${hostname()}.${process.ppid}.4243.json.partial`;
    await writeFile(path.join(dir, ofDead), '');
    await writeFile(path.join(dir, ofLive), '');

    expect(await sweepOrphanGroups(dir, 200)).toEqual([]);
    expect(await readdir(dir)).toEqual([ofLive]);
  });
});
