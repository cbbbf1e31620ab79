import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { readVideo } from './browserMedia.ts';

// The shared fixtures sit beside the repository (shared/README.md): read there, never copied.
const media = path.resolve(import.meta.dirname, '../../../../../../../shared/fixtures/media');
const picked = (name: string) => new File([readFileSync(path.join(media, name))], name);
const read = (file: File) => toPromise(createActor(readVideo, { input: { file } }).start());

describe('readVideo (the upload reads a picked file before handing it on)', () => {
  it.each(['demo-landscape-12s.mp4', 'clip-3s.m4v', 'clip-3s.mkv', 'clip-3s.avi', 'clip-3s.wmv'])(
    '%s is a video',
    async (name) => {
      await expect(read(picked(name))).resolves.toBe('video');
    },
  );

  it.each(['not-a-video.mp4', 'zero-byte.mp4'])("%s is not ('Error uploading video')", async (name) => {
    await expect(read(picked(name))).resolves.toBe('unreadable');
  });

  it('a PNG renamed .mp4 is not', async () => {
    const renamed = new File([readFileSync(path.join(media, 'logo.png'))], 'logo.mp4');
    await expect(read(renamed)).resolves.toBe('unreadable');
  });
});
