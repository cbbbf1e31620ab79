import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type FirstScreen, frameDataElementId, frameMessages, isSiteOrigin } from '@showroom/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { negotiateEncoding } from '../http/content-encoding.ts';
import type { FrameDataWire } from '../plugins/app/prospect.ts';
import { whenFileChanges } from './when-file-changes.ts';

/** Any page data with the company's look (a prospect page's: contract prospect/page.ts). */
type PageDataWire = { look: FrameDataWire['look'] };

/**
 * The HTML of every frame and page on the audience host (issue 12). There is no index.html: each
 * page is written per request, with a fresh CSP nonce, the frame data the app draws from (a JSON
 * script element), and the audience app's entry, chunks and stylesheets as the build's manifest
 * names them (packages/widgets/vite.audience.config.ts).
 */

/** Where the build is, from this file: packages/widgets/dist/audience (the Docker image keeps the layout). */
export const defaultAudienceDist = path.resolve(import.meta.dirname, '../../../widgets/dist/audience');

/** What an operator runs when the audience app is not built. */
export const audienceBuildCommand = 'npm run build -w @showroom/widgets';

/** The entry module's source, as the manifest keys it (relative to packages/widgets). */
const entrySource = 'src/audience/main.tsx';
/** The views the entry chooses between, as the manifest keys them: a frame's, a prospect page's. */
const frameViewSource = 'src/audience/frameView.tsx';
const pageViewSource = 'src/audience/page/index.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * A view the entry loads (main.tsx): its chunk and those it imports, not the entry's, and their
 * stylesheets. A page preloads its view's chunks and links its stylesheets with the entry, instead
 * of the entry fetching them once it has run (and holding the view until its styles are there).
 */
export interface AudienceView {
  chunks: string[];
  styles: string[];
}

/** What a page links from the build: the entry, the chunks it imports at once, its stylesheets, the fonts' stylesheets. */
export interface AudienceBuild {
  entry: string;
  preloads: string[];
  /** A frame's view (and a share page's and a preview's)… */
  frameView: AudienceView;
  /** …and a prospect page's (and a rep's preview of one; an Embed page's needs the frame's too). */
  pageView: AudienceView;
  styles: string[];
  /** Font display name's slug (`source-sans-3`) -> its regular and bold stylesheets. */
  fonts: Map<string, string[]>;
}

const fontCss = /@fontsource\/([a-z0-9-]+)\/latin-(?:400|700)\.css$/;

/** `Source Sans 3` -> `source-sans-3`: the @fontsource package of a prospect font. */
export const fontSlug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

/** Reads the build's manifest; undefined when there is no build (or it is not one we can read). */
export function readAudienceBuild(dir: string): AudienceBuild | undefined {
  const file = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const entry = manifest[entrySource];
  if (!entry?.file) return undefined;
  const preloads = new Set<string>();
  const styles = new Set<string>(entry.css ?? []);
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    preloads.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) walk(next);
  };
  for (const key of entry.imports ?? []) walk(key);
  const viewOf = (source: string): AudienceView => {
    const view: AudienceView = { chunks: [], styles: [] };
    const walkView = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || view.chunks.includes(chunk.file)) return;
      view.chunks.push(chunk.file);
      for (const css of chunk.css ?? [])
        if (!styles.has(css) && !view.styles.includes(css)) view.styles.push(css);
      for (const next of chunk.imports ?? []) walkView(next);
    };
    walkView(source);
    return view;
  };
  const fonts = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const slug = fontCss.exec(key)?.[1];
    if (slug && chunk.file.endsWith('.css')) fonts.set(slug, [...(fonts.get(slug) ?? []), chunk.file]);
  }
  return {
    entry: entry.file,
    preloads: [...preloads],
    frameView: viewOf(frameViewSource),
    pageView: viewOf(pageViewSource),
    styles: [...styles],
    fonts,
  };
}

/** A prospect page's view (or a rep's preview's): the page's, and an Embed page's the frame's too. */
export function prospectPageView(build: AudienceBuild | undefined, data: { content: { type: string } }) {
  if (!build) return undefined;
  if (data.content.type !== 'embed') return build.pageView;
  const { pageView, frameView } = build;
  return {
    chunks: [...new Set([...pageView.chunks, ...frameView.chunks])],
    styles: [...new Set([...pageView.styles, ...frameView.styles])],
  };
}

/**
 * The build, read once and again only when the manifest changes (a build made while the server
 * runs is picked up by the next page); a missing build is logged once with how to make it.
 */
export function audienceBuildSource(dir: string, log: FastifyBaseLogger) {
  const current = whenFileChanges(
    path.join(dir, '.vite', 'manifest.json'),
    () => readAudienceBuild(dir),
    undefined,
  );
  let warned = false;
  return (): AudienceBuild | undefined => {
    const build = current();
    if (!build && !warned) {
      warned = true;
      log.warn(
        { dir },
        `the audience app is not built: prospect pages cannot be shown; run \`${audienceBuildCommand}\``,
      );
    }
    if (build) warned = false;
    return build;
  };
}

/** 128 random bits, base64: a new one for every page. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * Who may frame a page: an embed frame, the company's allowed sites (any site when none is
 * listed, the default); anything stored that is not a plain origin is left out rather than
 * written into the header. `null`: nobody ('none').
 */
export function frameAncestors(sites: string[] | null): string {
  if (sites === null) return "'none'";
  if (sites.length === 0) return '*';
  const origins = sites.filter(isSiteOrigin);
  return origins.length > 0 ? origins.join(' ') : "'none'";
}

/** A CYOA step's or rule's PDF address, as the wire carries the steps (contract embeds/cyoa.ts). */
type PdfStepWire = {
  type?: unknown;
  pdf?: { link?: unknown };
  result?: { type?: unknown; pdf?: { link?: unknown } };
};

/**
 * The origins of a CYOA frame's PDFs (its PDF steps and the PDF results of its rules), which the
 * frame's PDF viewer fetches (issue 12): https only, each a plain origin (`isSiteOrigin`), so
 * nothing a rep typed can add a directive or a wildcard to the policy. None for any other page.
 */
export function pdfOrigins(data: FrameDataWire | PageDataWire | undefined): string[] {
  if (!data || !('widget' in data) || data.widget.kind !== 'cyoa') return [];
  const episodes: unknown = data.widget.cyoa.episodes;
  let steps: unknown;
  try {
    steps = typeof episodes === 'string' ? JSON.parse(episodes) : episodes;
  } catch {
    return [];
  }
  if (!Array.isArray(steps)) return [];
  const origins = new Set<string>();
  for (const step of steps as PdfStepWire[]) {
    const pdf = step?.type === 'pdf' ? step.pdf : step?.result?.type === 'pdf' ? step.result.pdf : undefined;
    if (typeof pdf?.link !== 'string') continue;
    try {
      const url = new URL(pdf.link.trim());
      if (url.protocol === 'https:' && isSiteOrigin(url.origin)) origins.add(url.origin);
    } catch {
      // Not an address: the viewer will not fetch it either.
    }
  }
  return [...origins];
}

/**
 * The origins of a page's videos added by address (a Collection's items, a welcome preview; issue
 * 26, item 10): the page plays them from where the rep found them, so exactly those origins are
 * in its media-src, each a plain http(s) origin (`isSiteOrigin`), nothing a rep typed able to add
 * a directive or a wildcard. None for a frame or a page without such videos.
 */
export function videoOrigins(data: { videos?: readonly { url: string }[] } | undefined): string[] {
  const origins = new Set<string>();
  for (const video of data?.videos ?? []) {
    try {
      const url = new URL(video.url.trim());
      if ((url.protocol === 'https:' || url.protocol === 'http:') && isSiteOrigin(url.origin))
        origins.add(url.origin);
    } catch {
      // Not an address: the page does not play it either.
    }
  }
  return [...origins];
}

/**
 * The page's Content-Security-Policy: scripts only by the nonce (and what they load, 'strict-dynamic'),
 * styles from the host or by the nonce (styled-components' tags carry it), media and images from
 * the media origin and the host, requests to the host only (the gate, the events) and to the
 * origins it names (a prospect page's product server, a CYOA's PDFs), workers from the host only
 * (the PDF viewer's pdf.js worker, one of the app's assets).
 */
export function contentSecurityPolicy(options: {
  nonce: string;
  mediaOrigin: string;
  frameAncestors: string;
  /** Origins the page may call besides its own (a prospect page's sendmailform on the product server, a CYOA's PDFs). */
  connect?: string[];
  /** Origins the page may frame besides the media origin (a CYOA's PDFs, in the browser's own viewer when the page's viewer cannot read them). */
  frames?: string[];
  /** Origins the page may play media from besides the media origin (a Collection's videos added by address). */
  media?: string[];
}): string {
  const { nonce, mediaOrigin } = options;
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' ${mediaOrigin}`,
    [`media-src 'self' ${mediaOrigin}`, ...new Set(options.media ?? [])].join(' '),
    `font-src 'self' ${mediaOrigin}`,
    // A CYOA's PDF step shows the document in the browser's own viewer when its own cannot read it.
    [`frame-src ${mediaOrigin}`, ...new Set(options.frames ?? [])].join(' '),
    ["connect-src 'self'", ...new Set(options.connect ?? [])].join(' '),
    "worker-src 'self'",
    `frame-ancestors ${options.frameAncestors}`,
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * JSON safe inside a script element: `<` (so no `</script>` or `<!--` of a rep's text can end or
 * bend the element), `>` and `&` as escapes, and the two line separators old parsers choke on.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text or an attribute value, as HTML text (the title is the rep's). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);

const asset = (file: string) => `/${escapeHtml(file)}`;

export interface PageInput {
  nonce: string;
  title: string;
  /** The page's description (a share page's), for link previews. */
  description?: string;
  /** The app's data; absent for a page that only says something (not found, not built). */
  data?: FrameDataWire | PageDataWire;
  /** The data's script element id (a prospect page's is its own; frames' by default). */
  dataElementId?: string;
  /** The view the entry will load (`AudienceBuild.frameView`, `prospectPageView`). */
  view?: AudienceView;
  /** Pictures the first screen shows (a prospect page's thumbnails), fetched with the page. */
  pictures?: string[];
  /** A message shown as the page's content when there is no app to run. */
  message?: string;
  /** The page's first screen, drawn by the app's own code (first-screen.ts), shown inert until the app runs. */
  firstScreen?: FirstScreen;
  build: AudienceBuild | undefined;
}

/** The page's HTML. Without a build, the page says so and how to build it, and runs nothing. */
export function renderPage({
  nonce,
  title,
  description,
  data,
  message,
  build,
  dataElementId = frameDataElementId,
  view = { chunks: [], styles: [] },
  pictures = [],
  firstScreen,
}: PageInput): string {
  const attr = `nonce="${nonce}"`;
  const head: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<meta property="csp-nonce" ${attr}>`,
    `<title>${escapeHtml(title)}</title>`,
  ];
  if (description !== undefined) {
    // What a chat or mail client shows for a shared link.
    head.push(
      `<meta name="description" content="${escapeHtml(description)}">`,
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
    );
  }
  let body: string;
  if (data && build) {
    const font = build.fonts.get(fontSlug(data.look.style.fontName)) ?? [];
    for (const css of new Set([...build.styles, ...view.styles, ...font]))
      head.push(`<link rel="stylesheet" href="${asset(css)}">`);
    for (const file of new Set([...build.preloads, ...view.chunks]))
      head.push(`<link rel="modulepreload" href="${asset(file)}" ${attr}>`);
    // Requested beside the app's code rather than once it has drawn the page: the largest paint.
    for (const picture of new Set(pictures))
      head.push(`<link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high">`);
    head.push(`<script type="module" src="${asset(build.entry)}" ${attr}></script>`);
    if (firstScreen) head.push(firstScreen.styles);
    body = [
      `<script type="application/json" id="${dataElementId}" ${attr}>${scriptJson(data)}</script>`,
      // Inert until the app has drawn the page in its place: nothing typed or pressed before is lost.
      firstScreen ? `<div id="root" inert>${firstScreen.html}</div>` : '<div id="root"></div>',
    ].join('\n');
  } else {
    const text = data
      ? `The audience app is not built. Run \`${audienceBuildCommand}\`, then reload this page.`
      : (message ?? frameMessages.notFound);
    body = `<main><p>${escapeHtml(text)}</p></main>`;
  }
  return `<!doctype html>\n<html lang="en">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

export interface SendPage {
  title: string;
  description?: string;
  data?: FrameDataWire | PageDataWire;
  dataElementId?: string;
  view?: AudienceView;
  pictures?: string[];
  /** Origins the page may call besides its own (`contentSecurityPolicy`); a CYOA's PDFs' are added here. */
  connect?: string[];
  /** Origins the page may play media from besides the media origin (`videoOrigins`). */
  media?: string[];
  message?: string;
  /** The page's first screen for the page's nonce (first-screen.ts `drawFirstScreen`). */
  firstScreen?: (nonce: string) => FirstScreen | undefined;
  status?: number;
  /** Who may frame the page (`frameAncestors`). */
  ancestors: string;
  build: AudienceBuild | undefined;
  mediaOrigin: string;
  /**
   * A personal page the browser may keep (issue 29, C.6): sent `private, no-cache` with an ETag
   * instead of `no-store`, so the back/forward cache keeps it and a reload is a 304 while the page
   * is the same. `ifNoneMatch` is the request's If-None-Match.
   */
  revalidate?: { ifNoneMatch: string | undefined };
}

/** Whether an If-None-Match names this tag (a list, weak tags compared weakly, or '*'). */
const ifNoneMatches = (header: string | undefined, etag: string) =>
  (header?.split(',') ?? []).some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a page fits in a packet or two either way (as the /web replies, plugins/external/compression.ts). */
const compressAbove = 1024;

/**
 * Answers with a page, its own nonce and policy, compressed as the browser accepts (a CYOA's data
 * can be hundreds of KB); never cached (the data is the widget's as it is now).
 */
export async function sendPage(reply: FastifyReply, page: SendPage, acceptEncoding?: string) {
  const nonce = newNonce();
  // A CYOA frame's PDF viewer fetches its PDFs, or frames them when it cannot read them (issue 12).
  const pdfs = pdfOrigins(page.data);
  const connect = [...(page.connect ?? []), ...pdfs];
  const notBuilt = page.data !== undefined && page.build === undefined;
  const html = Buffer.from(
    renderPage({
      nonce,
      title: page.title,
      description: page.description,
      data: page.data,
      message: page.message,
      build: page.build,
      ...(page.dataElementId ? { dataElementId: page.dataElementId } : {}),
      ...(page.view ? { view: page.view } : {}),
      ...(page.pictures ? { pictures: page.pictures } : {}),
      ...(page.firstScreen && page.build ? { firstScreen: page.firstScreen(nonce) } : {}),
    }),
  );
  const policy = contentSecurityPolicy({
    nonce,
    mediaOrigin: page.mediaOrigin,
    frameAncestors: page.ancestors,
    ...(connect.length ? { connect } : {}),
    ...(pdfs.length ? { frames: pdfs } : {}),
    ...(page.media?.length ? { media: page.media } : {}),
  });
  const status = notBuilt ? 503 : (page.status ?? 200);
  if (page.revalidate && status === 200) {
    // The page as it is, whatever its nonce: the same data, build and policy give the same tag.
    const etag = `"${createHash('sha256')
      .update(html.toString('utf8').replaceAll(nonce, ''))
      .update(policy.replaceAll(nonce, ''))
      .digest('base64url')
      .slice(0, 32)}"`;
    reply.header('cache-control', 'private, no-cache').header('etag', etag).header('vary', 'Accept-Encoding');
    if (ifNoneMatches(page.revalidate.ifNoneMatch, etag)) {
      // No policy on a 304: the browser keeps the stored one, whose nonce is its stored page's.
      return reply.code(304).send();
    }
  } else reply.header('cache-control', 'no-store').header('vary', 'Accept-Encoding');
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', policy);
  const encoding = html.length > compressAbove ? negotiateEncoding(acceptEncoding) : undefined;
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? await brotli(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : await gzipAsync(html, { level: 6 });
  return reply.header('content-encoding', encoding).send(body);
}
