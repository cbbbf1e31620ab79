import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import path from 'node:path';
import { loadSecretKey } from '../services/secrets.ts';

/**
 * Sealed media addresses (issue 26, item 5): how a prospect is given a demo's video and captions.
 *
 * The media origin serves every file by its storage key (`{MEDIA_URL}/videos/{company}/{random}.mp4`),
 * and the console shows those plain addresses to the company's reps. A prospect never gets one: the
 * audience host hands out `{MEDIA_URL}/sealed/{token}.{ext}` instead, where the token is the key and an
 * expiry (Unix seconds) sealed with AES-256-GCM under a key derived from the server's secret
 * (SECRET_KEY, or the one kept in DATA_DIR). GCM's tag authenticates key and expiry together (an
 * HMAC would too), and the encryption hides the key, so a sealed address cannot be turned back
 * into the plain one, nor its expiry moved, nor another file named with it; once it has expired
 * the media origin refuses it (403). The IV is derived from the sealed text (an HMAC of it), so
 * the same file and expiry seal to the same address: expiries are rounded up to `bucketSeconds`,
 * and a browser or CDN can cache a sealed address until it expires.
 *
 * Which files are sealed: the areas a demo plays from (`sealedAreas`: its video, its captions,
 * and never-served uploads). Thumbnails and GIFs stay plain: a widget's teaser shows them to any
 * visitor of the host page before any gate, by design (the loader's placeholder, the snippet's
 * picture). A gated page or widget withholds even those from its HTML until the gate passes
 * (audience/media-grant.ts).
 */

/** Storage areas whose files a prospect only ever gets by a sealed address. */
export const sealedAreas = ['videos', 'captions', 'uploads'] as const;

/** The path prefix of a sealed address on the media origin. */
export const sealedPrefix = 'sealed/';

/** A sealed address's expiry is rounded up to this, so it repeats (and caches) for a while. */
export const bucketSeconds = 300;

const isSealedArea = (key: string) => sealedAreas.some((area) => key.startsWith(`${area}/`));

/** The two keys of the scheme, derived from the server's secret (never the secret itself). */
function derive(secret: Buffer) {
  const sub = (label: string) =>
    createHmac('sha256', secret).update(`showroom media address ${label}`).digest();
  return { cipher: sub('cipher v1'), iv: sub('iv v1') };
}

export interface MediaSealer {
  /**
   * A media-origin address as a prospect may have it: a key in a sealed area becomes a sealed
   * address good for `ttlSeconds` (at least; rounded up); any other address is answered as it is.
   */
  seal(address: string): string;
  /** The key and expiry a sealed token holds, or undefined when it is not one of ours. */
  open(token: string): { key: string; expires: number } | undefined;
  /** The media origin's own address (MEDIA_URL), without the trailing slash. */
  mediaUrl: string;
}

export function mediaSealer(options: {
  secret: Buffer;
  mediaUrl: string;
  ttlSeconds: number;
  now?: () => number;
}): MediaSealer {
  const keys = derive(options.secret);
  const mediaUrl = options.mediaUrl.replace(/\/$/, '');
  const now = options.now ?? Date.now;
  const prefix = `${mediaUrl}/`;

  const sealKey = (key: string, expires: number) => {
    const plain = Buffer.from(`${expires}\n${key}`, 'utf8');
    const iv = createHmac('sha256', keys.iv).update(plain).digest().subarray(0, 12);
    const cipher = createCipheriv('aes-256-gcm', keys.cipher, iv);
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  };

  return {
    mediaUrl,
    seal(address: string) {
      if (!address.startsWith(prefix)) return address;
      const rest = address.slice(prefix.length);
      // An address sealed already, or with a query, is not a plain key: answered as it is.
      if (rest.startsWith(sealedPrefix) || /[?#]/.test(rest)) return address;
      const key = decodeURIComponent(rest);
      if (!isSealedArea(key)) return address;
      const expires = Math.ceil((now() / 1000 + options.ttlSeconds) / bucketSeconds) * bucketSeconds;
      return `${prefix}${sealedPrefix}${sealKey(key, expires)}${path.extname(key)}`;
    },
    open(token: string) {
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length < 12 + 16 + 3 || bytes.toString('base64url') !== token) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', keys.cipher, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
        const newline = plain.indexOf('\n');
        const expires = Number(plain.slice(0, newline));
        const key = plain.slice(newline + 1);
        if (newline < 1 || !Number.isSafeInteger(expires) || !isSealedArea(key)) return undefined;
        return { key, expires };
      } catch {
        return undefined;
      }
    },
  };
}

const secrets = new Map<string, Promise<Buffer>>();

/**
 * The server's secret, once per data folder for the process: the app host, the audience host and
 * the media origin start together and must seal and open with the same one (on a first start, a
 * key made in DATA_DIR by one of them is read by the others).
 */
export function serverSecret(config: { secretKey: Buffer | undefined; dataDir: string }): Promise<Buffer> {
  if (config.secretKey) return Promise.resolve(config.secretKey);
  let secret = secrets.get(config.dataDir);
  if (!secret) {
    secret = loadSecretKey(config).catch((error: NodeJS.ErrnoException) => {
      // Another process made it between our read and our write: read theirs.
      if (error.code === 'EEXIST') return loadSecretKey(config);
      throw error;
    });
    secrets.set(config.dataDir, secret);
  }
  return secret;
}

/** The sealer of a server's configuration (its secret, MEDIA_URL and the addresses' lifetime). */
export async function configuredSealer(config: {
  secretKey: Buffer | undefined;
  dataDir: string;
  media: { url: string };
  prospectMedia: { addressTtlMinutes: number };
}): Promise<MediaSealer> {
  return mediaSealer({
    secret: await serverSecret(config),
    mediaUrl: config.media.url,
    ttlSeconds: config.prospectMedia.addressTtlMinutes * 60,
  });
}

/**
 * The configuration's sealer, made on first use: a server's hosts start together, and on a first
 * start without SECRET_KEY the app host makes the key file in DATA_DIR; by a prospect's first
 * request it is there to read, so no two hosts race to write it.
 */
export function lazySealer(config: Parameters<typeof configuredSealer>[0]): () => Promise<MediaSealer> {
  let sealer: Promise<MediaSealer> | undefined;
  return () => {
    sealer ??= configuredSealer(config).catch((error: unknown) => {
      sealer = undefined;
      throw error;
    });
    return sealer;
  };
}
