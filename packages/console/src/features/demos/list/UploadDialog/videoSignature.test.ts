import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { looksLikeVideo, signatureLength } from './videoSignature.ts';

// The shared fixtures sit beside the repository (shared/README.md): read there, never copied.
// Real files made with ffmpeg, and two that only pretend.
const media = path.resolve(import.meta.dirname, '../../../../../../../../shared/fixtures/media');
const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(media, name))).subarray(0, signatureLength);

describe('looksLikeVideo', () => {
  it.each([
    'demo-landscape-12s.mp4',
    'demo-portrait-8s.mp4',
    'clip-3s.m4v',
    'clip-3s.mkv',
    'clip-3s.avi',
    'clip-3s.wmv',
    'recording-3s.webm',
  ])('%s is a video', (name) => {
    expect(looksLikeVideo(fixture(name))).toBe(true);
  });

  it.each(['not-a-video.mp4', 'zero-byte.mp4', 'logo.png', 'thumbnail.jpg', 'icon.svg'])(
    '%s is not',
    (name) => {
      expect(looksLikeVideo(fixture(name))).toBe(false);
    },
  );

  it('a RIFF file of another form (WAVE audio) is not', () => {
    const wave = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt ');
    expect(looksLikeVideo(wave)).toBe(false);
  });
});
