/**
 * Contact lists at their limit (issue 5): a 100,000-row CSV from shared/fixtures/contacts/gen-contacts.mjs.
 *
 * - Server: POST /web/contact/ of the 100,000-row bank through `inject` on a real (PGlite) database.
 * - Browser (Debian Chromium, the built console, the real server): the file parsed in the worker
 *   (file chosen -> Continue enabled) with the longest main-thread task meanwhile (PerformanceObserver
 *   'longtask'); the whole upload from 'Start the upload' to the list showing it; the detail screen
 *   opening with its grid (the list fetched and checked in the worker) and its longest main-thread
 *   task; the grid scrolled for two seconds, longest frame; and 'Download CSV' (built in the
 *   worker): click to download, with the longest main-thread task meanwhile.
 *
 * Needs `npm run build` first (the console). Run: `npm run bench -- contacts`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contactBankFromRows } from '@showroom/contract';
import { parseContactsCsv } from '../packages/console/src/features/contacts/csv/parseContactsCsv.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { createAccount, testConfig } from '../packages/server/test/support/fixtures.ts';
import { report } from './budgets.ts';
import { launchChromium, startServer } from './harness.ts';

process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
const root = path.resolve(import.meta.dirname, '..');
const generator = path.resolve(root, '../shared/fixtures/contacts/gen-contacts.mjs');
const work = mkdtempSync(path.join(os.tmpdir(), 'showroom-contacts-bench-'));
const csvFile = path.join(work, 'contacts-100000.csv');
writeFileSync(
  csvFile,
  execFileSync(process.execPath, [generator, '100000'], { maxBuffer: 64 * 1024 * 1024 }),
);
let ok = true;

// ── 1. Server: saving the 100,000-row list ────────────────────────────────────────────────────
{
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.prepare();
  const app = buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  const account = await createAccount(database.db);
  const { token } = await app.sessions.create(account.repId);
  const parsed = parseContactsCsv(readFileSync(csvFile, 'utf8'));
  if (parsed.status !== 'parsed') throw new Error(`the generated file was refused: ${parsed.message}`);
  const contactBank = JSON.stringify(contactBankFromRows(parsed.rows, true));
  const save = async () => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/web/contact/',
      headers: { token },
      payload: {
        companyId: account.companyId,
        salesRepId: account.repId,
        name: 'Bench 100k',
        contactBank,
        dateCreated: '2026-11-22 09:44:06',
      },
    });
    if (response.statusCode !== 201)
      throw new Error(`save answered ${response.statusCode}: ${response.body}`);
    return performance.now() - started;
  };
  await save(); // warm-up: first-use compilation and the table's first pages
  const runs = [await save(), await save(), await save()];
  ok = report('contacts.save100k', Math.max(...runs)) && ok;
  await app.close();
  await database.close();
}

// ── 2. Browser: the built console against the real server ────────────────────────────────────
const dist = path.join(root, 'packages/console/dist/index.html');
if (!existsSync(dist)) throw new Error('Build the console first: npm run build');
const password = 'bench-Sample-Password-1!';
// The server as `npm start` runs it, with its own embedded database (it never outlives the bench).
const server = await startServer({
  port: 4390 + Math.floor(Math.random() * 50) * 3,
  dataDir: path.join(work, 'data'),
  password,
});
const base = server.url;
try {
  const browser = await launchChromium();
  const page = await browser.newPage({ baseURL: base, viewport: { width: 1280, height: 900 } });
  // Long tasks from the start of every document; the file input's change time, for the parse figure.
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; duration: number }[]; fileChosenAt: number };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener(
      'change',
      (event) => {
        if ((event.target as HTMLInputElement).type === 'file') w.fileChosenAt = performance.now();
      },
      true,
    );
  });
  const longestTaskBetween = (from: number, to: number) =>
    page.evaluate(
      ([a, b]) =>
        Math.max(
          0,
          ...(window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
            .filter((task) => task.start + task.duration >= a! && task.start <= b!)
            .map((task) => task.duration),
        ),
      [from, to],
    );

  await page.goto('/login');
  await page.getByLabel('Email').fill('rep@acme.example');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/feature/);
  await page.goto('/feature/contact/');
  const sample = page.getByRole('table', { name: 'Contact lists' }).getByText('Sample prospects');
  const consent = page.getByRole('alertdialog', { name: 'Privacy Policy and Terms of Service' });
  await sample.or(consent).first().waitFor();
  if (await consent.isVisible()) {
    // By keyboard: the shell's popup overlay sits over its own buttons (reported to the shell's owner).
    await consent.getByRole('button', { name: 'I agree' }).press('Enter');
    await consent.waitFor({ state: 'hidden' });
  }
  await sample.waitFor();

  // Parse: the file chosen -> Continue enabled (the worker read, parsed and summarised it).
  await page.getByRole('button', { name: 'Upload' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Name').fill('Bench 100k');
  // In-page code is passed as text: tsx would wrap named functions in a helper the page lacks.
  const parsedAt = page.evaluate<number>(`new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const next = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Continue');
      if (next && !next.hasAttribute('aria-disabled')) {
        observer.disconnect();
        resolve(performance.now());
      }
    });
    observer.observe(document.body, { subtree: true, attributes: true, childList: true });
  })`);
  await modal.getByLabel('CSV file', { exact: true }).setInputFiles(csvFile);
  const parsedTime = await parsedAt;
  const chosenAt = await page.evaluate(() => (window as unknown as { fileChosenAt: number }).fileChosenAt);
  ok = report('contacts.parse100k', parsedTime - chosenAt) && ok;
  ok = report('contacts.parse100k.longestTask', await longestTaskBetween(chosenAt, parsedTime)) && ok;

  // Upload: 'Start the upload' -> the modal closed and the list showing the new row.
  await modal.getByRole('button', { name: 'Continue' }).click();
  const uploadStarted = await page.evaluate(() => performance.now());
  await modal.getByRole('button', { name: 'Start the upload' }).click();
  const row = page
    .getByRole('table', { name: 'Contact lists' })
    .getByRole('row')
    .filter({ hasText: 'Bench 100k' });
  await row.waitFor({ timeout: 60_000 });
  const uploadDone = await page.evaluate(() => performance.now());
  ok = report('contacts.upload100k', uploadDone - uploadStarted) && ok;
  console.log(
    `contacts.upload100k.longestTask: ${(await longestTaskBetween(uploadStarted, uploadDone)).toFixed(2)} ms (information: the worker builds, checks and sends the bank)`,
  );

  // Detail: the row clicked -> the grid showing its first rows, timed in the page when the first
  // row's cell enters the document (a check from here waits for the page to be free again, which
  // it is only once the rest of the rows are read: that is printed apart).
  const shownAt = page.evaluate<number>(`new Promise((resolve) => {
    const shown = () => [...document.querySelectorAll('td')].some((cell) => cell.textContent === 'ada.lovelace.0@example.com');
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  })`);
  const clickedAt = await page.evaluate(() => performance.now());
  await row.getByText('Bench 100k').click();
  const grid = page.getByRole('table', { name: 'Contacts of the list' });
  await grid.getByText('ada.lovelace.0@example.com').waitFor({ timeout: 30_000 });
  const answeredAt = await page.evaluate(() => performance.now());
  ok = report('contacts.detailOpen100k', (await shownAt) - clickedAt) && ok;
  console.log(
    `contacts.detailOpen100k.pageFree: ${(answeredAt - clickedAt).toFixed(2)} ms (information: until the page answers a check again, with every row read)`,
  );
  console.log(
    `contacts.detailOpen100k.longestTask: ${(await longestTaskBetween(clickedAt, answeredAt)).toFixed(2)} ms (information: the worker fetches and checks the bank; the main thread gets the first rows, then the rest once those are painted)`,
  );

  // Scroll: two seconds of scrolling by 400 px a frame; the longest frame.
  await grid.evaluate((table) => table.parentElement?.setAttribute('data-bench-scroller', ''));
  const frames = await page.evaluate<number[]>(`new Promise((resolve) => {
    const scroller = document.querySelector('[data-bench-scroller]');
    const deltas = [];
    let last = performance.now();
    const started = last;
    const step = (now) => {
      deltas.push(now - last);
      last = now;
      scroller.scrollTop += 400;
      if (now - started < 2000) requestAnimationFrame(step);
      else resolve(deltas.slice(1));
    };
    requestAnimationFrame(step);
  })`);
  const sorted = [...frames].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
  const dropped = frames.filter((delta) => delta > 1000 / 60 + 8).length;
  console.log(
    `contacts.detailScroll: ${frames.length} frames, p95 ${p95.toFixed(1)} ms, ${dropped} over 24.7 ms`,
  );
  ok = report('contacts.detailScroll.p95Frame', p95) && ok;

  // Export: 'Download CSV' -> the browser's download starts; the file is built in the worker.
  const exportStarted = await page.evaluate(() => performance.now());
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  const exportDone = await page.evaluate(() => performance.now());
  const exported = readFileSync((await download.path())!);
  if (exported.subarray(3).toString('utf8').split('\r\n').length !== 100_002)
    throw new Error('the export does not hold the header and 100,000 rows');
  console.log(
    `contacts.export100k: ${(exportDone - exportStarted).toFixed(2)} ms (information: click to download, ${(exported.length / 1e6).toFixed(1)} MB)`,
  );
  console.log(
    `contacts.export100k.longestTask: ${(await longestTaskBetween(exportStarted, exportDone)).toFixed(2)} ms (information: issue 9 measured 130-300 ms on the main thread before the worker built it)`,
  );
  await browser.close();
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
