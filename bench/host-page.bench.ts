/**
 * Issue 12: what our embeds cost the page that embeds them. The sample host page (a third-party
 * site on its own origin, packages/server/src/sample-site) is loaded in Chromium with its four
 * widgets and, in the same run, as the same page with each snippet's box holding the widget's
 * thumbnail as a plain picture instead (what the site would show without us), alternately, and
 * compared:
 *
 * - largest contentful paint, as a ratio with / without;
 * - cumulative layout shift with the embeds (the page alone has none): the loader keeps the box
 *   the snippet reserved, so this should stay 0 until a frame asks for another height;
 * - long tasks on the host page's main thread, as the blocking time they add (the part over 50 ms
 *   of each): the loader is a couple of KB of plain DOM, and the frames run in their own process
 *   (another site), so nothing of ours should block the host.
 *
 * Issue 29 (C.2, C.3), per kind (a page embedding only that kind: the sample page with the other
 * kinds' sections taken out, the Solo's with its inline launch button too):
 *
 * - what the host page pays before any interaction (the facades make their frame only on intent:
 *   packages/widgets/src/loaders/core/inline.ts and lightbox.ts): the bytes on the wire (headers
 *   and body, as Chromium's network layer counts them: Playwright's request sizes, from CDP's
 *   Network events, frames of other sites included) and the requests, the loader's own (its
 *   script, the placeholder) and the poster's; budget 10 KB beside one poster image;
 * - whether the thumbnail is fetched once (the snippet's picture and the loader's poster one URL),
 *   before interaction and again once the frame has loaded;
 * - the host page's CLS at 320, 412, 768 and 1366 px wide, after the prospect gives the box the
 *   pointer and its frame has loaded (the Solo makes its frame only on a press, in a lightbox:
 *   the pointer alone), budget 0.
 *
 * Every page is delivered by a small server of the bench on localhost (the bytes the sample
 * server served once, with its headers, and the variants), so the sample server's response time
 * is in none of them. Not by the browser's route: Chromium (Local Network Access, 2025) counts a
 * page fulfilled by the route as public, and refuses its requests to the loopback audience and
 * media hosts, so the loaders never ran there.
 *
 * The real server (`npm start`'s main.ts) with the seed runs on its own ports; the console build
 * is not needed. Figures in bench/budgets.ts.
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright';
import { report } from './budgets.ts';
import { launchChromium, startServer } from './harness.ts';

const observe = `(() => {
  const lab = (window.__lab = { lcp: 0, cls: 0, longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) lab.lcp = e.renderTime || e.loadTime || e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) lab.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) lab.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
})()`;

type Lab = { lcp: number; cls: number; longTasks: number[] };
type Kind = 'hero' | 'solo' | 'sneakpeek' | 'cyoa';
const kinds: Kind[] = ['hero', 'solo', 'sneakpeek', 'cyoa'];
const widths = [320, 412, 768, 1366];

const runs = Number(process.env.HOST_PAGE_RUNS ?? 5);
const port = Number(process.env.HOST_PAGE_PORT ?? 4460 + Math.floor(Math.random() * 40) * 4);
// The sample page on the port after the server's three; HOST_PAGE_URL: a sample page already served.
process.env.SAMPLE_SITE_PORT = String(port + 3);
const sampleUrl = process.env.HOST_PAGE_URL ?? `http://localhost:${port + 3}/`;
// The bench's own pages (the served page and its variants) on the port after the sample page's.
const pagesPort = Number(process.env.HOST_PAGE_PAGES_PORT ?? port + 4);
const pagesUrl = `http://localhost:${pagesPort}`;
const server = process.env.HOST_PAGE_URL
  ? { stop: async () => {} }
  : await startServer({
      port,
      dataDir: path.join(mkdtempSync(path.join(os.tmpdir(), 'showroom-host-page-bench-')), 'data'),
      password: 'bench-Sample-Password-1!',
    });
const browser = await launchChromium();
let pages: http.Server | undefined;
let ok = true;
try {
  // The page as served (its policy and nonce), and the same without the snippets.
  const served = await fetch(sampleUrl);
  const html = await served.text();
  const headers = Object.fromEntries(
    [...served.headers.entries()].filter(
      ([name]) =>
        ![
          'content-length',
          'content-encoding',
          'transfer-encoding',
          'date',
          'connection',
          'keep-alive',
        ].includes(name),
    ),
  );
  const embeds = (html.match(/data-showroom-embed=/g) ?? []).length;
  if (embeds < 4)
    throw new Error(`the sample host page embeds ${embeds} widgets; the seed should publish four`);
  // Without our embeds: each snippet's box holds the widget's own thumbnail as a plain picture,
  // what the site would show instead (a screenshot of the product), and no loader. The ratio is
  // then what the loader, its placeholder request and its Shadow DOM add to the same picture.
  const audience = new URL(process.env.HOST_PAGE_AUDIENCE_URL ?? `http://127.0.0.1:${port + 1}`).origin;
  const pictures = new Map<string, string>();
  // Each kind's poster: the pictures its placeholder names (the thumbnail, an animation teaser's).
  const posters = new Map<Kind, Set<string>>();
  for (const [, kind, id] of html.matchAll(/data-showroom-embed="([a-z]+)" data-id="([^"]+)"/g)) {
    const reply = (await (await fetch(`${audience}/embed/${kind}/${encodeURIComponent(id!)}`)).json()) as {
      payload: { thumbnail: string; animation?: string };
    };
    pictures.set(`${kind}/${id}`, reply.payload.thumbnail);
    const set = posters.get(kind as Kind) ?? new Set<string>();
    for (const url of [reply.payload.thumbnail, reply.payload.animation]) if (url) set.add(url);
    posters.set(kind as Kind, set);
  }
  const without = html
    .replace(
      /<(div|span) data-showroom-embed="([a-z]+)" data-id="([^"]+)"[^>]*?style="([^"]*)"[^>]*>(<img [^>]*>)?<\/\1>/g,
      (_, tag: string, kind: string, id: string, style: string, inside?: string) =>
        tag === 'span'
          ? `<span style="${style}"></span>`
          : // As eager as the snippet's own picture (fetchpriority on the first), so neither side
            // is favoured.
            `<img alt="" src="${pictures.get(`${kind}/${id}`) ?? ''}"${inside?.includes('fetchpriority="high"') ? ' fetchpriority="high"' : ''} style="${style};object-fit:cover">`,
    )
    .replace(/<script async src="[^"]*\/loader\.js[^"]*"[^>]*><\/script>/g, '');
  // A page embedding only `kind`: the sample page without the other kinds' sections.
  const only = (kind: Kind) =>
    html.replace(/<section data-kind="([a-z]+)"[^>]*>[\s\S]*?<\/section>\n?/g, (section, found: string) =>
      found === kind ? section : '',
    );
  const bodies: Record<string, string> = {
    '/with': html,
    '/without': without,
    ...Object.fromEntries(kinds.map((kind) => [`/${kind}`, only(kind)])),
  };
  for (const kind of kinds)
    if (!bodies[`/${kind}`]!.includes(`data-showroom-embed="${kind}"`))
      throw new Error(`the sample host page has no ${kind} section`);
  pages = http.createServer((request, response) => {
    const body = bodies[request.url ?? ''];
    if (body === undefined) return response.writeHead(404).end();
    response.writeHead(200, headers).end(body);
  });
  await new Promise<void>((resolve) => pages!.listen(pagesPort, 'localhost', resolve));

  const load = async (withEmbeds: boolean): Promise<Lab> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(observe);
    await page.goto(`${pagesUrl}/${withEmbeds ? 'with' : 'without'}`, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    // LCP stops at the first input; scrolling is not input for layout shift's hadRecentInput.
    const lcp = await page.evaluate(() => (window as unknown as { __lab: Lab }).__lab.lcp);
    for (let y = 0; y < 6; y++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(250);
    }
    await page.waitForTimeout(1500);
    const lab = await page.evaluate(() => (window as unknown as { __lab: Lab }).__lab);
    await context.close();
    return { ...lab, lcp };
  };

  const results = { with: [] as Lab[], without: [] as Lab[] };
  await load(true); // warm the server's caches and the loaders' compression
  for (let i = 0; i < runs; i++) {
    results.without.push(await load(false));
    results.with.push(await load(true));
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  const blocking = (lab: Lab) => lab.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
  const lcp = {
    with: median(results.with.map((r) => r.lcp)),
    without: median(results.without.map((r) => r.lcp)),
  };
  const tbt = {
    with: median(results.with.map(blocking)),
    without: median(results.without.map(blocking)),
  };
  const cls = median(results.with.map((r) => r.cls));
  console.log(
    `host page, median of ${runs}: LCP ${lcp.with.toFixed(0)} ms with the embeds, ${lcp.without.toFixed(0)} ms without; ` +
      `CLS ${cls.toFixed(3)} with, ${median(results.without.map((r) => r.cls)).toFixed(3)} without; ` +
      `long tasks ${median(results.with.map((r) => r.longTasks.length))} with (blocking ${tbt.with.toFixed(0)} ms), ` +
      `${median(results.without.map((r) => r.longTasks.length))} without (${tbt.without.toFixed(0)} ms)`,
  );
  ok = report('widgets.hostPage.lcpRatio', lcp.with / Math.max(1, lcp.without)) && ok;
  ok = report('widgets.hostPage.cls', cls) && ok;
  ok = report('widgets.hostPage.addedBlockingMs', Math.max(0, tbt.with - tbt.without)) && ok;

  // Issue 29 C.3 and C.2, per kind.
  type Fetch = { url: string; type: string; bytes: number; ownFrame: boolean };
  /** Every request of the page and its frames (any site), as Chromium's network layer counted it. */
  const recordRequests = (page: Page) => {
    const fetches: Fetch[] = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request: Request) => {
      pending.push(
        request.sizes().then((sizes) => {
          fetches.push({
            url: request.url(),
            type: request.resourceType(),
            // Headers and body on the wire; a response from the cache has none (CDP counts
            // its encoded length as 0, which Playwright gives as a negative body).
            bytes: Math.max(0, sizes.responseHeadersSize + sizes.responseBodySize),
            ownFrame: request.frame() === page.mainFrame(),
          });
        }),
      );
    });
    return {
      /** The requests so far (after the pending sizes have arrived), and starts a new list. */
      take: async () => {
        await Promise.all(pending.splice(0));
        return fetches.splice(0);
      },
    };
  };
  const box = (kind: Kind) => `[data-showroom-embed="${kind}"]:not([data-sneak])`;
  /** Waits until the loader has drawn the kind's placeholder (its launch button in the Shadow DOM). */
  const drawn = (page: Page, kind: Kind) =>
    page.waitForFunction(
      (selector) => !!document.querySelector(selector)?.shadowRoot?.querySelector('button'),
      box(kind),
      { timeout: 30_000 },
    );
  /** Gives the box the pointer; for an inline kind, waits until its frame has loaded (the loader
   * then removes the placeholder's button: inline.ts) and 3 s more for its resize messages. */
  const intent = async (page: Page, kind: Kind) => {
    await page.hover(box(kind));
    if (kind === 'solo') {
      await page.waitForTimeout(3000);
      return;
    }
    await page.waitForFunction(
      (selector) => {
        const root = document.querySelector(selector)?.shadowRoot;
        return !!root?.querySelector('iframe') && !root.querySelector('button.p');
      },
      box(kind),
      { timeout: 60_000 },
    );
    await page.waitForTimeout(3000);
  };

  const rows: string[] = [];
  for (const kind of kinds) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const requests = recordRequests(page);
    await page.goto(`${pagesUrl}/${kind}`, { waitUntil: 'load' });
    await drawn(page, kind);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    // The page's own document is the host's, not ours.
    const before = (await requests.take()).filter((f) => f.url !== `${pagesUrl}/${kind}`);
    const isPoster = (f: Fetch) => f.type === 'image' && posters.get(kind)!.has(f.url);
    const onWire = before.filter((f) => f.bytes > 0);
    // One poster image is the budget's allowance; a second copy of it counts as ours.
    const poster = Math.max(0, ...onWire.filter(isPoster).map((f) => f.bytes));
    const total = onWire.reduce((sum, f) => sum + f.bytes, 0);
    const ours = total - poster;
    const thumbnail = pictures.get([...pictures.keys()].find((key) => key.startsWith(`${kind}/`))!)!;
    const thumbnailBefore = onWire.filter((f) => f.url === thumbnail).length;
    await intent(page, kind);
    const after = (await requests.take()).filter((f) => f.bytes > 0);
    const thumbnailAfter = after.filter((f) => f.url === thumbnail);
    const otherPictures = after.filter(
      (f) => f.type === 'image' && f.url !== thumbnail && /\/thumbnails\//.test(f.url),
    ).length;
    await context.close();
    console.log(
      `${kind}: before any interaction ${onWire.length} requests on the wire (${before.length - onWire.length} from the cache): ` +
        onWire
          .map((f) => `${new URL(f.url).pathname.split('/').slice(0, 3).join('/')} ${f.bytes} B`)
          .join(', '),
    );
    console.log(
      `${kind}: the thumbnail fetched ${thumbnailBefore}x before interaction (the snippet's picture and the poster one URL: ${thumbnailBefore <= 1 ? 'yes' : 'no'}); ` +
        (kind === 'solo'
          ? 'no frame on the pointer (the lightbox opens on a press)'
          : `once the frame has loaded, ${thumbnailAfter.length}x more at the same URL${thumbnailAfter.length ? ` (${thumbnailAfter.reduce((s, f) => s + f.bytes, 0)} B: the frame, another site, has its own HTTP cache partition)` : ''}, ${otherPictures} other thumbnail URL(s); the frame cost ${after.length} requests, ${(after.reduce((s, f) => s + f.bytes, 0) / 1024).toFixed(1)} KB`),
    );
    rows.push(
      `${kind}\t${onWire.length}\t${(ours / 1024).toFixed(2)} KB\t${(poster / 1024).toFixed(2)} KB\t${thumbnailBefore}`,
    );
    ok =
      report(
        'widgets.hostPage.bytesBeforeInteraction',
        ours / 1024,
        `widgets.hostPage.bytesBeforeInteraction (${kind}, beside a ${(poster / 1024).toFixed(1)} KB poster)`,
      ) && ok;
    ok =
      report(
        'widgets.hostPage.thumbnailFetchesBeforeInteraction',
        thumbnailBefore,
        `widgets.hostPage.thumbnailFetchesBeforeInteraction (${kind})`,
      ) && ok;
  }

  const shifts: string[] = [];
  for (const kind of kinds) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(observe);
      await page.goto(`${pagesUrl}/${kind}`, { waitUntil: 'load' });
      await drawn(page, kind);
      await page.waitForTimeout(1000);
      // The box's height as reserved, and once its frame has loaded: a box that grows moves the
      // page under it (the events log), which the layout shift must show.
      const height = () => page.locator(box(kind)).evaluate((el) => el.getBoundingClientRect().height);
      const reserved = await height();
      await intent(page, kind);
      const final = await height();
      const value = await page.evaluate(() => (window as unknown as { __lab: Lab }).__lab.cls);
      await context.close();
      shifts.push(
        `${kind} ${width}px ${value.toFixed(4)} (box ${reserved.toFixed(0)} px high as drawn, ${final.toFixed(0)} px once the frame has loaded)`,
      );
      ok =
        report(
          'widgets.hostPage.clsPerKind',
          value,
          `widgets.hostPage.clsPerKind (${kind}, ${width} px; ${value.toFixed(4)})`,
        ) && ok;
    }
  }
  console.log(`\nbefore interaction:\nkind\trequests\tours\tposter\tthumbnail fetches\n${rows.join('\n')}`);
  console.log(`\nhost page CLS after the pointer and the frame's load:\n${shifts.join('\n')}`);
} finally {
  await browser.close();
  pages?.close();
  await server.stop();
}
process.exit(ok ? 0 : 1);
