import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Credentials the product must keep but never shows (an account demo's password) are sealed
 * with AES-256-GCM: a database dump or backup alone does not give them away, and a changed
 * ciphertext fails to open instead of decrypting to garbage. Format: `v1:<iv>:<tag>:<ciphertext>`,
 * each part base64url, so the key or algorithm can change later under a new version prefix.
 */
export function sealSecret(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

const keyFileName = 'secret-key';

/**
 * SECRET_KEY when configured (production: from a secret store, the same on every replica);
 * otherwise a key made on first start and kept in DATA_DIR with mode 0600, like the seed
 * credentials, so a local install keeps opening what it sealed.
 */
export async function loadSecretKey(options: {
  secretKey: Buffer | undefined;
  dataDir: string;
}): Promise<Buffer> {
  if (options.secretKey) return options.secretKey;
  const file = path.join(options.dataDir, keyFileName);
  try {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  await mkdir(options.dataDir, { recursive: true });
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
  return key;
}
