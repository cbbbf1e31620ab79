/**
 * A Lighthouse-style lab check of /login on a throttled mobile profile (issue 9): the built console
 * served by the real server (compressed as a browser gets it), loaded cold in Debian Chromium with
 * the network and CPU slowed through the DevTools protocol, as Lighthouse's mobile preset does
 * (Slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up, applied as DevTools throttling with its
 * adjusted figures; a CPU four times slower; a 412 x 823 phone screen).
 *
 * Figures, each the median of three cold loads, read with PerformanceObserver in the page:
 * - largest contentful paint: the last `largest-contentful-paint` entry before any input;
 * - total blocking time: the part over 50 ms of each long task after the first contentful paint,
 *   until the page has been quiet for two seconds (Lighthouse stops at time to interactive);
 * - cumulative layout shift: the sum of `layout-shift` values without recent input.
 * Also printed: the JavaScript bytes on the wire and their encoding (every script must arrive
 * compressed). Needs `npm run build` first. Run: `npm run bench -- lab`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { report } from './budgets.ts';
import { launchChromium, startServer } from './harness.ts';

const RUNS = 3;
// Lighthouse's mobile throttling as DevTools applies it (lighthouse-core/config/constants.js:
// `devtools` mobileSlow4G: the request latency and throughputs already adjusted for packet-level effects).
const network = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const cpuSlowdown = 4;

// In-page code is passed as text: tsx would wrap named functions in a helper the page lacks.
const observe = `(() => {
  const lab = (window.__lab = { lcp: 0, cls: 0, fcp: 0, longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) lab.lcp = e.renderTime || e.loadTime || e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) lab.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) lab.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') lab.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
})()`;

type Lab = { lcp: number; cls: number; fcp: number; longTasks: { start: number; end: number }[] };
type Scripts = { name: string; encoded: number; decoded: number; encoding: string }[];

const work = mkdtempSync(path.join(os.tmpdir(), 'showroom-lab-bench-'));
const server = await startServer({
  port: 4460 + Math.floor(Math.random() * 40) * 3,
  dataDir: path.join(work, 'data'),
  password: 'bench-Sample-Password-1!',
});
let ok = true;

try {
  const browser = await launchChromium();
  const results: (Lab & { tbt: number; scripts: Scripts })[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A fresh context each time: an empty cache, as a first visit.
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const encodings = new Map<string, string>();
    page.on('response', async (response) => {
      encodings.set(response.url(), (await response.allHeaders())['content-encoding'] ?? 'none');
    });
    await page.addInitScript(observe);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Quiet for two seconds: no long task started in the last two seconds.
    for (;;) {
      const quietFor = await page.evaluate<number>(
        `performance.now() - Math.max(0, ...window.__lab.longTasks.map((t) => t.end))`,
      );
      if (quietFor >= 2000) break;
      await page.waitForTimeout(2000 - quietFor);
    }
    const lab = await page.evaluate<Lab>('window.__lab');
    const tbt = lab.longTasks.reduce((sum, task) => {
      const start = Math.max(task.start, lab.fcp);
      return sum + Math.max(0, task.end - start - 50);
    }, 0);
    const scripts = await page.evaluate<Omit<Scripts[number], 'encoding'>[]>(
      `performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js'))
        .map((e) => ({ name: e.name, encoded: e.encodedBodySize, decoded: e.decodedBodySize }))`,
    );
    results.push({
      ...lab,
      tbt,
      scripts: scripts.map((script) => ({ ...script, encoding: encodings.get(script.name) ?? 'none' })),
    });
    await context.close();
  }
  await browser.close();

  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `console.login.lab: ${RUNS} cold loads, Slow 4G (${network.latency} ms, ${Math.round((network.downloadThroughput * 8) / 1024)} kbps down), CPU ${cpuSlowdown}x slower, 412 x 823`,
  );
  console.log(`console.login.fcp: ${median(results.map((r) => r.fcp)).toFixed(0)} ms (information)`);
  ok = report('console.login.lcp', median(results.map((r) => r.lcp))) && ok;
  ok = report('console.login.tbt', median(results.map((r) => r.tbt))) && ok;
  // Long tasks before the first paint delay the paint (LCP) rather than block input (TBT).
  const longest = median(results.map((r) => Math.max(0, ...r.longTasks.map((t) => t.end - t.start))));
  console.log(
    `console.login.longestTask: ${longest.toFixed(0)} ms (information: before the first paint it delays the paint, not input)`,
  );
  ok = report('console.login.cls', median(results.map((r) => r.cls))) && ok;

  const scripts = results[0]!.scripts;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const encoded = scripts.reduce((sum, script) => sum + script.encoded, 0);
  const decoded = scripts.reduce((sum, script) => sum + script.decoded, 0);
  const encodings = [...new Set(scripts.map((script) => script.encoding))].join(', ');
  console.log(
    `console.login.jsOnTheWire: ${kb(encoded)} KB (${encodings}) for ${kb(decoded)} KB of JavaScript in ${scripts.length} files (information)`,
  );
  const uncompressed = scripts.filter((script) => script.encoding !== 'br' && script.encoding !== 'gzip');
  if (scripts.length === 0 || uncompressed.length > 0) {
    console.log(
      `  NOT COMPRESSED: ${uncompressed.map((script) => script.name).join(', ') || 'no script seen'}`,
    );
    ok = false;
  }
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
