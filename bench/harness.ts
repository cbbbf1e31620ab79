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
  env = {},
}: {
  port: number;
  dataDir: string;
  password: string;
  /** More of the server's configuration, e.g. the public addresses a front gives it (startHttpsFront). */
  env?: Record<string, string>;
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
      ...env,
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

/** Headers of one connection, which a proxy does not pass on (RFC 9110 §7.6.1), and HTTP/2's own. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
]);
const passable = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name.toLowerCase())),
  ) as Record<string, string | string[]>;

/**
 * An HTTPS front speaking HTTP/2 (and 1.1), as the reference deployment's proxy (deploy/Caddyfile:
 * TLS and HTTP/2 in front of each host) and the nginx of docs/operations.md: a phone never talks
 * to Node's plain HTTP/1.1 port itself. It forwards every request as it came (its Host too) to
 * `target` and answers what `target` answers, the precompressed files untouched. The certificate is
 * made on the spot for localhost and 127.0.0.1 (openssl); a browser fronted by it needs
 * `--ignore-certificate-errors`. Listens on a free port; `url` says which.
 */
export async function startHttpsFront(target: string, host: 'localhost' | '127.0.0.1', certDir: string) {
  const { execFileSync } = await import('node:child_process');
  const { existsSync, readFileSync } = await import('node:fs');
  const http = await import('node:http');
  const http2 = await import('node:http2');
  const path = await import('node:path');
  const key = path.join(certDir, 'front-key.pem');
  const cert = path.join(certDir, 'front-cert.pem');
  if (!existsSync(cert)) {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
        ...['-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    );
  }
  const upstream = new URL(target);
  const front = http2.createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (request, response) => {
      const headers = passable(request.headers);
      headers.host = String(request.headers[':authority'] ?? request.headers.host ?? upstream.host);
      const forwarded = http.request(
        { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, passable(answer.headers));
          answer.pipe(response);
        },
      );
      forwarded.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(forwarded);
    },
  );
  await new Promise<void>((resolve) => front.listen(0, host, resolve));
  const { port } = front.address() as { port: number };
  return {
    url: `https://${host}:${port}`,
    close: () => new Promise<void>((resolve) => front.close(() => resolve())),
  };
}
