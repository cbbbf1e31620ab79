/**
 * Issue 30: the console's first load on a phone, as Lighthouse 13 scores it. Lighthouse's node API
 * (its default mobile preset: a Moto G Power screen, Slow 4G and a CPU four times slower, simulated)
 * drives Debian's Chromium, launched by chrome-launcher with the flags of bench/harness.ts, against
 * the real server (bench/harness.ts startServer: compressed files, the seeded sample company) behind
 * an HTTPS front with HTTP/2 for each of its three hosts, as a deployment puts its proxy in front
 * (bench/harness.ts startHttpsFront, deploy/Caddyfile).
 *
 * - /login, /signup and /reset, signed out: performance score, largest contentful paint and total
 *   blocking time, each the median of RUNS cold loads (Lighthouse clears the cache before each);
 * - the signed-in screens (demos list, embeds list, pages list, analytics), with the sample rep's
 *   session in the cookies the console keeps it in (set over the DevTools protocol; Lighthouse's
 *   storage reset leaves cookies): largest contentful paint and total blocking time, median of RUNS.
 *
 * Every run is printed, then the medians against their budgets (bench/budgets.ts). Needs the console
 * built (`npm run build`; CONSOLE_DIST points the server at another build; LIGHTHOUSE_SERVER uses
 * a server already running). Run:
 * `npm run bench -- lighthouse` (LIGHTHOUSE_RUNS=5 for more runs, LIGHTHOUSE_PAGES=/login,/reset
 * for some pages only).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type BudgetName, report } from './budgets.ts';
import { startHttpsFront, startServer } from './harness.ts';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const password = 'bench-Sample-Password-1!';
const dist = path.resolve(root, process.env.CONSOLE_DIST ?? 'packages/console/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.log(`lighthouse: no console build in ${dist}; run \`npm run build\` first`);
  process.exit(1);
}

const authPages = ['/login', '/signup', '/reset'];
const signedInPages = {
  'demos list': '/feature/demos',
  'embeds list': '/feature/embeds',
  'pages list': '/feature/page',
  analytics: '/feature/analytics',
};
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const wanted = (address: string) => !only || only.includes(address);

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  lcpElement: string;
}

const work = mkdtempSync(path.join(os.tmpdir(), 'showroom-lighthouse-bench-'));
mkdirSync(path.join(work, 'profile'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    // The fronts' certificate is made for the run (startHttpsFront).
    '--ignore-certificate-errors',
  ],
  userDataDir: path.join(work, 'profile'),
});
process.on('exit', () => chrome.kill());
const port = 4620 + Math.floor(Math.random() * 40) * 4;
// The seed's sample host page on the port after the server's three (not the default, which a running server holds).
process.env.SAMPLE_SITE_PORT = String(port + 3);
// What a rep's phone reaches is the deployment's proxy, TLS with HTTP/2 (deploy/Caddyfile,
// docs/operations.md), not Node's own HTTP/1.1 port: each of the three hosts is measured through
// such a front, and the server is told these public addresses as a deployment tells it. (Over
// HTTP/1.1, Lighthouse's model gives every request of a first load a round trip of its own on one of
// six connections; ADR 0016, eighth pass.)
// LIGHTHOUSE_SERVER=http://localhost:4000: a server already running (its seed's rep signed in with
// SEED_REP_PASSWORD), e.g. when a loaded machine starts one slower than the harness waits; only
// its app host is fronted then.
const running = process.env.LIGHTHOUSE_SERVER;
const app = await startHttpsFront(running ?? `http://localhost:${port}`, 'localhost', work);
const fronts = running
  ? [app]
  : [
      app,
      await startHttpsFront(`http://localhost:${port + 1}`, '127.0.0.1', work),
      await startHttpsFront(`http://localhost:${port + 2}`, '127.0.0.1', work),
    ];
const server = running
  ? { url: running, stop: async () => {} }
  : await startServer({
      port,
      dataDir: path.join(work, 'data'),
      password,
      env: { APP_URL: app.url, AUDIENCE_URL: fronts[1]!.url, MEDIA_URL: fronts[2]!.url },
    });
let ok = true;

/** One cold Lighthouse run of `address`, performance only, on the default (mobile) preset. */
async function audit(address: string): Promise<Run> {
  const result = await lighthouse(`${app.url}${address}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`${address}: Lighthouse gave no result`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORTS=dir: each run's whole report, for whoever has to find where the time goes.
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const file = `${address.replace(/\W+/g, '-').replace(/^-/, '')}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${address}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`${address}: no ${id} in the report`);
    return value;
  };
  // The final address: a signed-in screen must not have been sent on to /login.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== address) throw new Error(`${address}: the page ended at ${landed}`);
  // Lighthouse 13 names the LCP element in its LCP breakdown (the `largest-contentful-paint-element`
  // audit is gone), and says when it was painted in the unthrottled load it observed: an LCP
  // observed at the first paint is the drawn screen's (ADR 0016), a later one the app's render.
  const element = (
    lhr.audits['lcp-breakdown-insight']?.details as
      | { items?: { type?: string; nodeLabel?: string }[] }
      | undefined
  )?.items?.find((item) => item.type === 'node');
  const observed = (
    lhr.audits.metrics?.details as
      | { items?: { observedFirstContentfulPaint?: number; observedLargestContentfulPaint?: number }[] }
      | undefined
  )?.items?.[0];
  const paint =
    observed?.observedLargestContentfulPaint === undefined
      ? ''
      : observed.observedLargestContentfulPaint === observed.observedFirstContentfulPaint
        ? ', at the first paint'
        : `, observed ${Math.round(observed.observedLargestContentfulPaint - (observed.observedFirstContentfulPaint ?? 0))} ms after the first paint`;
  return {
    score: lhr.categories.performance?.score ?? 0,
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    lcpElement: element?.nodeLabel ? `${element.nodeLabel.slice(0, 40)}${paint}` : '',
  };
}

async function measure(address: string): Promise<Run[]> {
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    const figures = await audit(address);
    console.log(
      `  ${address} run ${run + 1}: score ${figures.score.toFixed(2)}, LCP ${figures.lcp.toFixed(0)} ms` +
        `${figures.lcpElement ? ` (${figures.lcpElement})` : ''}, TBT ${figures.tbt.toFixed(0)} ms, FCP ${figures.fcp.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`,
    );
    runs.push(figures);
  }
  return runs;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Sends one DevTools command to the browser itself (its websocket), for the session cookies. */
async function browserCommand(method: string, params: object) {
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const answer = new Promise<{ error?: { message: string } }>((resolve) => {
    socket.onmessage = (event) => resolve(JSON.parse(String(event.data)));
  });
  socket.send(JSON.stringify({ id: 1, method, params }));
  const reply = await answer;
  socket.close();
  if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
}

/** Signs the sample rep in through /web/login and keeps the session as the console does (session.ts storeSession). */
async function signIn() {
  const response = await fetch(`${server.url}/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: process.env.SEED_REP_EMAIL ?? 'rep@acme.example',
      password: process.env.SEED_REP_PASSWORD ?? password,
    }),
  });
  const { payload } = (await response.json()) as { payload: Record<string, unknown> };
  if (!response.ok) throw new Error(`the sample rep could not sign in: ${response.status}`);
  const values: Record<string, string | null> = {
    sellerId: String(payload.id),
    companyId: String(payload.companyId),
    token: String(payload.token),
    name: String(payload.name),
    companyName: String(payload.companyName),
    userName: String(payload.userName),
    questionLibraryLink: (payload.companyQuestionLibraryLink as string | null) ?? null,
    flags: String(payload.flags),
    websiteStyle: (payload.companyWebsiteStyle as string | null) ?? null,
    expandedNavbar: 'true',
  };
  const cookies = Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      url: app.url,
      path: '/',
      sameSite: 'Strict',
    }));
  await browserCommand('Storage.setCookies', { cookies });
}

try {
  for (const address of authPages.filter(wanted)) {
    const runs = await measure(address);
    ok =
      report(
        'console.auth.performance',
        median(runs.map((r) => r.score)),
        `console.auth.performance (${address})`,
      ) && ok;
    ok = report('console.auth.lcp', median(runs.map((r) => r.lcp)), `console.auth.lcp (${address})`) && ok;
    ok = report('console.auth.tbt', median(runs.map((r) => r.tbt)), `console.auth.tbt (${address})`) && ok;
  }
  const signedIn = Object.entries(signedInPages).filter(([, address]) => wanted(address));
  if (signedIn.length > 0) await signIn();
  for (const [name, address] of signedIn) {
    const runs = await measure(address);
    console.log(`  ${name}: performance ${median(runs.map((r) => r.score)).toFixed(2)} (information)`);
    const lcp: BudgetName = 'console.signedIn.lcp';
    ok = report(lcp, median(runs.map((r) => r.lcp)), `${lcp} (${name})`) && ok;
    ok =
      report('console.signedIn.tbt', median(runs.map((r) => r.tbt)), `console.signedIn.tbt (${name})`) && ok;
  }
} finally {
  chrome.kill();
  await server.stop();
  for (const front of fronts) await front.close();
  rmSync(work, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
