import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecretKey, openSecret, sealSecret } from './secrets.ts';

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and seals the same text differently each time', () => {
    const first = sealSecret(key, 'demo-pässword-1');
    const second = sealSecret(key, 'demo-pässword-1');
    expect(first).not.toBe(second);
    expect(openSecret(key, first)).toBe('demo-pässword-1');
    expect(openSecret(key, second)).toBe('demo-pässword-1');
  });

  it('refuses a changed ciphertext and another key instead of returning garbage', () => {
    const sealed = sealSecret(key, 'demo-password');
    const [version, iv, tag, ciphertext] = sealed.split(':');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => openSecret(key, [version, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
    expect(() => openSecret(key, 'plain text')).toThrow('Not a sealed secret');
  });

  describe('the key', () => {
    let dataDir: string;
    beforeEach(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-secrets-'));
    });
    afterEach(() => rm(dataDir, { recursive: true, force: true }));

    it('is SECRET_KEY when configured, and nothing is written', async () => {
      expect(await loadSecretKey({ secretKey: key, dataDir })).toBe(key);
      await expect(stat(path.join(dataDir, 'secret-key'))).rejects.toThrow();
    });

    it('is made once, kept readable by its owner only, and reused on the next start', async () => {
      const made = await loadSecretKey({ secretKey: undefined, dataDir });
      expect(made).toHaveLength(32);
      const file = path.join(dataDir, 'secret-key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toEqual(made);
      expect(await loadSecretKey({ secretKey: undefined, dataDir })).toEqual(made);
    });
  });
});
