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
 * Both pages are delivered by the browser's own route with the same headers (the page the sample
 * server served once, and its variant), so the server's response time is in neither.
 *
 * Each load waits 3 s after `load`, scrolled through the page, so every frame near the viewport is
 * created and has loaded. The real server (`npm start`'s main.ts) with the seed runs on its own
 * ports; the console build is not needed.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

const runs = Number(process.env.HOST_PAGE_RUNS ?? 5);
const port = Number(process.env.HOST_PAGE_PORT ?? 4460 + Math.floor(Math.random() * 40) * 4);
// The sample page on the port after the server's three; HOST_PAGE_URL: a sample page already served.
process.env.SAMPLE_SITE_PORT = String(port + 3);
const sampleUrl = process.env.HOST_PAGE_URL ?? `http://localhost:${port + 3}/`;
const server = process.env.HOST_PAGE_URL
  ? { stop: async () => {} }
  : await startServer({
      port,
      dataDir: path.join(mkdtempSync(path.join(os.tmpdir(), 'showroom-host-page-bench-')), 'data'),
      password: 'bench-Sample-Password-1!',
    });
const browser = await launchChromium();
let ok = true;
try {
  // The page as served (its policy and nonce), and the same without the snippets.
  const served = await fetch(sampleUrl);
  const html = await served.text();
  const headers = Object.fromEntries(served.headers.entries());
  const embeds = (html.match(/data-showroom-embed=/g) ?? []).length;
  if (embeds < 4)
    throw new Error(`the sample host page embeds ${embeds} widgets; the seed should publish four`);
  // Without our embeds: each snippet's box holds the widget's own thumbnail as a plain picture,
  // what the site would show instead (a screenshot of the product), and no loader. The ratio is
  // then what the loader, its placeholder request and its Shadow DOM add to the same picture.
  const audience = new URL(process.env.HOST_PAGE_AUDIENCE_URL ?? `http://127.0.0.1:${port + 1}`).origin;
  const pictures = new Map<string, string>();
  for (const [, kind, id] of html.matchAll(/data-showroom-embed="([a-z]+)" data-id="([^"]+)"/g)) {
    const reply = (await (await fetch(`${audience}/embed/${kind}/${encodeURIComponent(id!)}`)).json()) as {
      payload: { thumbnail: string };
    };
    pictures.set(`${kind}/${id}`, reply.payload.thumbnail);
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

  const load = async (withEmbeds: boolean): Promise<Lab> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(observe);
    // Both pages delivered the same way (the served page's bytes and headers), so the ratio is what
    // the page holds, not how long the sample server took to answer on a busy machine.
    await page.route(sampleUrl, (route) =>
      route.fulfill({ status: 200, headers, body: withEmbeds ? html : without }),
    );
    await page.goto(sampleUrl, { waitUntil: 'load' });
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
} finally {
  await browser.close();
  await server.stop();
}
process.exit(ok ? 0 : 1);
