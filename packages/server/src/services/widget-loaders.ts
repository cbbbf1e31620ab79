import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type EmbedKind, embedKinds, loaderAudienceToken } from '@showroom/contract';
import { repoRoot } from '../config.ts';

/**
 * The widget loaders as the audience host serves them (issue 12; docs/embedding.md). The build
 * (packages/widgets/scripts/build-loaders.mjs) leaves each kind's minified script in
 * packages/widgets/dist/loaders/<kind>.js with a token where the audience host's address goes.
 *
 * Why the server writes the address in, rather than the loader reading it from its own `src`: in
 * production the snippet loads the loader from the per-kind static host (a CDN in front of the
 * audience host, decision 5), not from the audience host, so the script's own address does not
 * say where frames and placeholders live. The address is written in once at start, and the
 * version and Subresource Integrity are computed from those exact bytes: what the console puts in
 * the snippet (GET /web/embed/loaders) is what the static host serves.
 */

export const loadersDist = path.join(repoRoot, 'packages/widgets/dist/loaders');
const buildScript = path.join(repoRoot, 'packages/widgets/scripts/build-loaders.mjs');

/** How to make the build, in the words every refusal and warning uses. */
export const loadersBuildHint =
  'The widget loaders are not built: run `npm run build:loaders -w @showroom/widgets` (or `npm run build -w @showroom/widgets`)';

export interface LoaderFile {
  /** The exact bytes served (the audience address written in). */
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** `sha384-<base64>` of `body`. */
  integrity: string;
  /** The first 16 characters of the same hash, base64url: the `?v=` of the loader's address. */
  version: string;
}

export type WidgetLoaders = Record<EmbedKind, LoaderFile>;

/** The served form of one built loader: the audience address in, hashed, compressed. */
export function loaderFile(built: string, audienceUrl: string): LoaderFile {
  if (!built.includes(loaderAudienceToken)) {
    throw new Error(`a built loader has no ${loaderAudienceToken} for the audience address`);
  }
  // A JSON string's inside: the address is an http(s) URL, but nothing in it may end the literal.
  const address = JSON.stringify(audienceUrl.replace(/\/+$/, '')).slice(1, -1);
  const body = Buffer.from(built.replaceAll(loaderAudienceToken, address));
  const digest = createHash('sha384').update(body).digest();
  return {
    body,
    gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    integrity: `sha384-${digest.toString('base64')}`,
    version: digest.toString('base64url').slice(0, 16),
  };
}

const readDist = (dir: string) => {
  const files = embedKinds.map((kind) => path.join(dir, `${kind}.js`));
  if (!files.every((file) => existsSync(file))) return undefined;
  return Object.fromEntries(embedKinds.map((kind, i) => [kind, readFileSync(files[i]!, 'utf8')])) as Record<
    EmbedKind,
    string
  >;
};

/**
 * Builds the loaders with the widgets' own script when the build is missing and the build tools
 * are installed (a development checkout). A production image ships the build; there, nothing.
 */
const buildNow = async (): Promise<Record<EmbedKind, string> | undefined> => {
  if (!existsSync(buildScript)) return undefined;
  try {
    const script: { buildLoader: (kind: EmbedKind) => Promise<string> } = await import(
      pathToFileURL(buildScript).href
    );
    const built = await Promise.all(embedKinds.map((kind) => script.buildLoader(kind)));
    return Object.fromEntries(embedKinds.map((kind, i) => [kind, built[i]!])) as Record<EmbedKind, string>;
  } catch {
    return undefined;
  }
};

const cache = new Map<string, Promise<WidgetLoaders | undefined>>();

/**
 * Every kind's loader for this audience address, or undefined while none is built (then
 * `loadersBuildHint` says what to do). Read once per process; a missing build is looked for again
 * on the next call, so building while the server runs is enough. `dir` is for tests.
 */
export function widgetLoaders(audienceUrl: string, dir = loadersDist): Promise<WidgetLoaders | undefined> {
  const key = `${dir}\n${audienceUrl}`;
  const known = cache.get(key);
  if (known) return known;
  const loading = (async () => {
    const built = readDist(dir) ?? (dir === loadersDist ? await buildNow() : undefined);
    if (!built) return undefined;
    return Object.fromEntries(
      embedKinds.map((kind) => [kind, loaderFile(built[kind], audienceUrl)]),
    ) as WidgetLoaders;
  })();
  cache.set(key, loading);
  loading.then(
    (loaders) => loaders ?? cache.delete(key),
    () => cache.delete(key),
  );
  return loading;
}

/** A loader version as it appears in `?v=`: 16 base64url characters, nothing that walks a path. */
const versionPattern = /^[A-Za-z0-9_-]{16}$/;

/**
 * The loaders this server has served, kept by version (DATA_DIR/loaders/<kind>-<version>.js).
 *
 * Why: a site owner pastes a snippet once, its `integrity` fixed to that day's loader. After an
 * upgrade the current loader's bytes differ, so a browser would refuse them for that snippet and
 * the widget would vanish from the page. Every version served is therefore kept, and an old
 * snippet's `?v=` gets its own bytes back, still immutable. The files are small (a few KB each);
 * in front of several nodes the static host (a CDN) keeps them for a year anyway.
 */
export function loaderArchive(dir: string) {
  const fileOf = (kind: EmbedKind, version: string) => path.join(dir, `${kind}-${version}.js`);
  const known = new Map<string, Promise<LoaderFile | undefined>>();

  const load = async (kind: EmbedKind, version: string): Promise<LoaderFile | undefined> => {
    let body: Buffer;
    try {
      body = await readFile(fileOf(kind, version));
    } catch {
      return undefined;
    }
    const digest = createHash('sha384').update(body).digest();
    // A file that no longer hashes to its name is not served: its integrity would fail anyway.
    if (digest.toString('base64url').slice(0, 16) !== version) return undefined;
    return {
      body,
      gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
      br: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      integrity: `sha384-${digest.toString('base64')}`,
      version,
    };
  };

  return {
    /** Keeps each kind's current loader (written once per version, atomically). */
    async keep(loaders: WidgetLoaders) {
      await mkdir(dir, { recursive: true });
      await Promise.all(
        embedKinds.map(async (kind) => {
          const { version, body } = loaders[kind];
          const file = fileOf(kind, version);
          if (existsSync(file)) return;
          const temporary = `${file}.${process.pid}.part`;
          await writeFile(temporary, body);
          await rename(temporary, file);
        }),
      );
    },
    /** An earlier loader of `kind` by its version, or undefined when this server never served it. */
    find(kind: EmbedKind, version: string): Promise<LoaderFile | undefined> {
      if (!versionPattern.test(version)) return Promise.resolve(undefined);
      const key = `${kind}-${version}`;
      const found = known.get(key) ?? load(kind, version);
      known.set(key, found);
      // A miss is looked for again later (another node's file may arrive on a shared disk).
      found.then((file) => file ?? known.delete(key));
      return found;
    },
  };
}
