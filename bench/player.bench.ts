/**
 * Frame pacing of the demo player with 200 annotations (issue 10): the widgets' DemoPlayer, built
 * for production by Vite into a page of its own (React, the player, the 6 s clip of its stories),
 * played in Debian Chromium for 5 seconds. Each annotation that shows is clicked on the next frame,
 * as a viewer would, so the run goes through 200 pauses and resumes: the machine checks every
 * annotation against the playhead at each frame, and the waiting one is drawn and removed.
 *
 * Figures, from requestAnimationFrame timestamps over the 5 s:
 * - the 95th percentile frame time;
 * - the share of dropped frames: frames a 60 Hz display would have shown that the page missed.
 * Run: `npm run bench -- player`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { report } from './budgets.ts';
import { launchChromium } from './harness.ts';

const root = path.resolve(import.meta.dirname, '..');
const ANNOTATIONS = Number(process.env.PLAYER_BENCH_ANNOTATIONS ?? 200);
const SECONDS = 5;
const frame = 1000 / 60;

/** The page's script: the player on the stories' clip with 200 annotations over its 6 s. */
const entry = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@showroom/ui';
import { DemoPlayer, useDemoPlayer } from '@showroom/widgets';
import clip from '/packages/widgets/src/player/stories/clip-6s.mp4';
import { manyAnnotations, sampleRecording } from '/packages/widgets/src/player/stories/sample.ts';

const recording = {
  ...sampleRecording,
  location: clip,
  duration: 6,
  coordinates: { ...sampleRecording.coordinates, ...manyAnnotations(${ANNOTATIONS}, 6) },
};
function Bench() {
  const player = useDemoPlayer(recording);
  return createElement(DemoPlayer, { player, recording });
}
createRoot(document.getElementById('root')).render(createElement(ThemeProvider, null, createElement(Bench)));
`;

const entryId = '\0player-bench';
const virtualEntry: Plugin = {
  name: 'showroom:player-bench',
  resolveId: (id) => (id === 'player-bench' ? entryId : null),
  load: (id) => (id === entryId ? entry : null),
};

const work = mkdtempSync(path.join(os.tmpdir(), 'showroom-player-bench-'));
let ok = true;
try {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    base: './',
    plugins: [react(), virtualEntry],
    build: {
      outDir: work,
      emptyOutDir: true,
      assetsInlineLimit: 0,
      rollupOptions: { input: 'player-bench', output: { entryFileNames: 'player.js' } },
    },
  });
  writeFileSync(
    path.join(work, 'index.html'),
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>player bench</title><body><div id="root"></div><script type="module" src="./player.js"></script></body></html>',
  );

  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.mp4': 'video/mp4',
    '.woff2': 'font/woff2',
  };
  const server = createServer((request, response) => {
    const file = path.join(work, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(work)) return void response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/index.html`);
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 3);
    // The viewer: clicks each annotation the frame after it shows, and plays again at the end.
    await page.evaluate(`(() => {
      const frames = (window.__frames = []);
      window.__shown = 0;
      // Main-thread script time in frames that took over 50 ms (long animation frames), by source.
      const scripts = (window.__scripts = {});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          for (const script of entry.scripts ?? []) {
            const key = script.invoker || script.sourceFunctionName || 'other';
            scripts[key] = (scripts[key] ?? 0) + script.duration;
          }
      }).observe({ type: 'long-animation-frame' });
      new MutationObserver(() => {
        const next = [...document.querySelectorAll('button[aria-label="Continue"]')].find((b) => !b.dataset.seen);
        if (next) {
          next.dataset.seen = '1';
          window.__shown += 1;
          requestAnimationFrame(() => next.click());
        }
      }).observe(document.body, { childList: true, subtree: true });
      document.querySelector('video').addEventListener('ended', () =>
        requestAnimationFrame(() => document.querySelector('button[aria-label="Play"]')?.click()));
      const tick = (now) => { frames.push(now); requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    })()`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForTimeout(SECONDS * 1000);
    const { frames, shown, played, scripts } = await page.evaluate<{
      frames: number[];
      shown: number;
      played: number;
      scripts: Record<string, number>;
    }>(
      `({ frames: window.__frames, shown: window.__shown, played: document.querySelector('video').currentTime, scripts: window.__scripts })`,
    );
    const top = Object.entries(scripts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`);
    if (top.length) console.log(`widgets.player200: script time in long frames: ${top.join(', ')}`);

    // From the first frame after Play to 5 s later.
    const start = frames[0]!;
    const inRun = frames.filter((time) => time - start <= SECONDS * 1000);
    const deltas = inRun.slice(1).map((time, index) => time - inRun[index]!);
    const sorted = [...deltas].sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]!;
    const expected = (inRun.at(-1)! - start) / frame;
    const dropped = deltas.reduce((sum, delta) => sum + Math.max(0, Math.round(delta / frame) - 1), 0);
    console.log(
      `widgets.player200: ${deltas.length} frames in ${SECONDS} s, ${shown} annotations shown and clicked, the clip at ${played.toFixed(2)} s`,
    );
    ok = report('widgets.player200.p95Frame', p95) && ok;
    ok = report('widgets.player200.droppedShare', dropped / expected) && ok;
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
