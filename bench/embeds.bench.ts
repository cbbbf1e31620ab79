/**
 * The embeds list at 3 x 1,000 widgets (issue 11): 1,000 Heroes, 1,000 Solos and 1,000 CYOAs of
 * the sample company, written straight into the bench server's own database (the server stopped
 * meanwhile: PGlite has one process), copies of the seeded sample widgets.
 *
 * - Server: the three list calls of a page (GET /web/{cyoa,solo,hero}/{companyId}?limit=25&pageNo),
 *   over HTTP against the real server, at once as the console makes them; page 1 and page 40 (the
 *   last: the deepest offset).
 * - Browser (Debian Chromium, the built console, the real server): from navigation to
 *   /feature/embeds until the first page of cards (75) is painted.
 *
 * Needs the console built (`npm run build`, or CONSOLE_DIST). Run: `npm run bench -- embeds`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embedConstants, type ListedEmbedKind, listedEmbedKinds } from '@showroom/contract';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { widgets } from '../packages/server/src/db/schema.ts';
import { report } from './budgets.ts';
import { launchChromium, startServer, time } from './harness.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = process.env.CONSOLE_DIST ?? path.join(root, 'packages/console/dist');
if (!existsSync(path.join(dist, 'index.html'))) throw new Error('Build the console first: npm run build');
const work = mkdtempSync(path.join(os.tmpdir(), 'showroom-embeds-bench-'));
const dataDir = path.join(work, 'data');
const password = 'bench-Sample-Password-1!';
const port = 4390 + Math.floor(Math.random() * 50) * 3;
const perKind = 1000;
let ok = true;

try {
  // ── 1. The data: the seeded server once, then 3 x 1,000 widgets written while it is stopped ───
  const seeded = await startServer({ port, dataDir, password });
  await seeded.stop();
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  const samples = await database.db
    .select()
    .from(widgets)
    .where(inArray(widgets.kind, [...listedEmbedKinds]));
  if (samples.length !== listedEmbedKinds.length) throw new Error('the seed made no sample widgets');
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    for (const sample of samples) {
      const { id: _id, createdAt: _created, modifiedAt: _modified, ...copy } = sample;
      const rows = Array.from({ length: perKind }, (_, i) => {
        // One a minute back from now: the kinds interleave in the mixed grid.
        const at = new Date(
          Date.now() - (i * 3 + listedEmbedKinds.indexOf(sample.kind as ListedEmbedKind)) * 60_000,
        );
        return { ...copy, name: `${sample.name} ${i + 1}`, live: i % 2 === 0, createdAt: at, modifiedAt: at };
      });
      for (let from = 0; from < rows.length; from += 250)
        await tx.insert(widgets).values(rows.slice(from, from + 250));
    }
  });
  console.log(
    `embeds.insert3x1000: ${(performance.now() - started).toFixed(0)} ms (information: ${samples.length * perKind} rows in one transaction)`,
  );
  await database.close();

  // ── 2. Server: the three list calls of a page, at once ─────────────────────────────────────────
  const server = await startServer({ port, dataDir, password });
  try {
    const login = await fetch(`${server.url}/web/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'rep@acme.example', password }),
    });
    const { payload: session } = (await login.json()) as { payload: { token: string; companyId: string } };
    const list = async (kind: ListedEmbedKind, pageNo: number) => {
      const reply = await fetch(
        `${server.url}/web/${kind}/${session.companyId}?limit=${embedConstants.pageSize}&pageNo=${pageNo}`,
        { headers: { token: session.token } },
      );
      const body = (await reply.json()) as { payload: unknown[] };
      if (!reply.ok || body.payload.length !== embedConstants.pageSize)
        throw new Error(
          `GET /web/${kind} page ${pageNo} answered ${reply.status} with ${body.payload?.length} items`,
        );
    };
    const page = (pageNo: number) => Promise.all(listedEmbedKinds.map((kind) => list(kind, pageNo)));
    const first = await time(() => page(1), { warmup: 10, runs: 60 });
    ok = report('embeds.listPage.server', first.p95, 'embeds.listPage.server (page 1, p95)') && ok;
    console.log(`embeds.listPage.server (page 1, p50): ${first.p50.toFixed(2)} ms (information)`);
    const last = await time(() => page(perKind / embedConstants.pageSize), { warmup: 10, runs: 60 });
    ok = report('embeds.listPage.server', last.p95, 'embeds.listPage.server (page 40, p95)') && ok;
    for (const kind of listedEmbedKinds) {
      const one = await time(() => list(kind, 1), { warmup: 5, runs: 30 });
      console.log(`embeds.list.${kind}.server (page 1, p50): ${one.p50.toFixed(2)} ms (information)`);
    }

    // ── 3. Browser: navigation to the first page of cards painted ──────────────────────────────
    const browser = await launchChromium();
    const tab = await browser.newPage({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    // When a whole page of cards (25 of each kind) is in the document, the next frame's paint.
    await tab.addInitScript(`(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelectorAll('main ul > li > article').length < ${embedConstants.pageSize * 3}) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => { window.cardsPaintedAt = performance.now(); }, 0));
      });
      observer.observe(document, { subtree: true, childList: true });
    })()`);
    await tab.goto('/login');
    await tab.getByLabel('Email').fill('rep@acme.example');
    await tab.getByLabel('Password').fill(password);
    await tab.getByRole('button', { name: 'Log In' }).click();
    await tab.waitForURL(/\/feature/);
    const consent = tab.getByRole('alertdialog', { name: 'Privacy Policy and Terms of Service' });
    const shell = tab.getByRole('navigation').getByRole('link').first();
    await shell.or(consent).first().waitFor();
    if (await consent.isVisible()) {
      await consent.getByRole('button', { name: 'I agree' }).press('Enter');
      await consent.waitFor({ state: 'hidden' });
    }
    const opens: number[] = [];
    for (let run = 0; run < 6; run++) {
      await tab.goto('/feature/embeds');
      await tab.waitForFunction(
        () => (window as { cardsPaintedAt?: number }).cardsPaintedAt !== undefined,
        undefined,
        {
          timeout: 30_000,
        },
      );
      // performance.now() counts from the navigation's start.
      opens.push(await tab.evaluate(() => (window as { cardsPaintedAt?: number }).cardsPaintedAt!));
    }
    const warm = opens.slice(1).sort((a, b) => a - b);
    console.log(`embeds.listOpen (first, cold cache): ${opens[0]!.toFixed(2)} ms (information)`);
    ok = report('embeds.listOpen', warm[Math.floor(warm.length / 2)]!, 'embeds.listOpen (median of 5)') && ok;
    await browser.close();
  } finally {
    await server.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
