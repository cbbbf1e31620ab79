import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { whenFileChanges } from './when-file-changes.ts';

describe('whenFileChanges: a value made from a built file, made again when the file changes', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'showroom-when-file-changes-'));
    file = path.join(dir, 'manifest.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  // Each write sets its mtime (in seconds): two writes within the file system's mtime
  // granularity would otherwise share one.
  const write = (text: string, seconds: number) => {
    writeFileSync(file, text);
    utimesSync(file, seconds, seconds);
  };

  /** The file's text, made by whenFileChanges; `reads`: the mtime each read was given. */
  const textSource = () => {
    const reads: number[] = [];
    const current = whenFileChanges(
      file,
      (mtime) => {
        reads.push(mtime);
        return readFileSync(file, 'utf8');
      },
      'missing',
    );
    return { current, reads };
  };

  it('reads the file once while its mtime stays the same', () => {
    write('build 1', 1_000);
    const { current, reads } = textSource();
    expect(current()).toBe('build 1');
    expect(current()).toBe('build 1');
    expect(reads).toEqual([1_000_000]);
    // Only the mtime is looked at: new text under the same mtime is not read.
    write('build 2', 1_000);
    expect(current()).toBe('build 1');
    expect(reads).toEqual([1_000_000]);
  });

  it('reads it again once it changes on disk, given the new mtime, and then keeps that', () => {
    write('build 1', 1_000);
    const { current, reads } = textSource();
    expect(current()).toBe('build 1');
    write('build 2', 2_000);
    expect(current()).toBe('build 2');
    expect(current()).toBe('build 2');
    expect(reads).toEqual([1_000_000, 2_000_000]);
  });

  it('gives `missing` without reading while there is no file, reads it once it appears, and gives `missing` again once it is gone', () => {
    const { current, reads } = textSource();
    expect(current()).toBe('missing');
    expect(current()).toBe('missing');
    expect(reads).toEqual([]);
    write('build 1', 1_000);
    expect(current()).toBe('build 1');
    rmSync(file);
    expect(current()).toBe('missing');
    expect(reads).toEqual([1_000_000]);
  });

  it('keeps what `read` made, not a new one per call (the first screen keeps one import promise per build)', () => {
    write('build 1', 1_000);
    const current = whenFileChanges(file, (mtime) => Promise.resolve(mtime), Promise.resolve(0));
    expect(current()).toBe(current());
  });
});
