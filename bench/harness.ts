import { type Browser, chromium, type Page } from 'playwright';

/** Debian's Chromium (TOOLCHAIN.md), headless, for the benches that load the console. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}

/**
 * Starts a Chromium trace of the page for whoever has to cut a long task or a slow load (DevTools'
 * Performance panel): the main thread's tasks with their CPU time (tdur, which a busy machine does
 * not inflate as it does the wall time) and JavaScript's samples. Tracing slows the page: a traced
 * run's figures are not the bench's. Stop it with `browser.stopTracing()`.
 */
export function startTrace(browser: Browser, page: Page, path: string) {
  return browser.startTracing(page, {
    path,
    screenshots: false,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
}

/**
 * Timing for benchmarks: warm up, then time each run and take percentiles, so one slow run
 * (a GC pause, the other core busy) does not decide and a steady slowdown does.
 */
export interface Timing {
  p50: number;
  p95: number;
  runs: number;
}

export async function time(
  run: () => Promise<unknown>,
  { warmup = 20, runs = 200 }: { warmup?: number; runs?: number } = {},
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), runs };
}

/** The `q` quantile of `samples` (0.95: the value 95% of them are at or below), nearest rank. */
export function percentile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * The real server as `npm start` runs it (node + tsx, main.ts), on free ports above `port`, with
 * a fresh embedded database in `dataDir`, serving the built console. Resolves when /web/health
 * answers; `stop()` ends it. The server never outlives the bench, however the bench ends.
 */
export async function startServer({
  port,
  dataDir,
  password,
}: {
  port: number;
  dataDir: string;
  password: string;
}) {
  const { spawn } = await import('node:child_process');
  const root = new URL('..', import.meta.url).pathname;
  const server = spawn(process.execPath, ['packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      AUDIENCE_PORT: String(port + 1),
      MEDIA_PORT: String(port + 2),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_REP_PASSWORD: password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.on('exit', () => server.kill('SIGTERM'));
  const url = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/web/health`)).ok) break;
    } catch {}
    // Five minutes, as the e2e server's: on the 2 shared cores at a load of 20 the start neared 120 s.
    if (server.exitCode !== null || i > 600) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}
