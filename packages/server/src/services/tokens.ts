import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the session token handed to the console. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/**
 * What the database keeps instead of the token. A plain SHA-256 is enough: the token has
 * 256 bits of entropy, so there is nothing to brute-force, and lookups stay one index probe.
 */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
