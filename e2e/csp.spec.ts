import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { seedRep } from './playwright.config.ts';

/**
 * Every console screen loads clean: no Content-Security-Policy violation (the console's policy
 * allows no eval and no inline script: security-headers.ts), no console error, no failed
 * request for the page's own files (a missing favicon.ico logs an error too), no uncaught error.
 */
type Problem = string;

async function watch(page: Page): Promise<Problem[]> {
  const problems: Problem[] = [];
  // Registered before any script of the page runs, on every document it loads.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught: ${error.message}`));
  page.on('response', (response) => {
    const sameOrigin = new URL(response.url()).origin === new URL(page.url() || response.url()).origin;
    // /web answers 4xx by design (a 401 for a stale token); the page's own files must not.
    if (sameOrigin && response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/web'))
      problems.push(`${page.url()}: ${response.status()} for ${response.url()}`);
  });
  return problems;
}

/** A full load of `path`, then what it fetches on its own, then the screen's heading or main landmark. */
async function load(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
}

test('every screen signed out loads with no CSP violation and no console error', async ({ page }) => {
  const problems = await watch(page);
  for (const path of [
    '/login',
    '/signup',
    '/reset',
    '/privacy',
    '/terms',
    '/no-such-page',
    '/feature',
    '/feature/settings',
  ]) {
    await load(page, path);
  }
  // The favicon the browser asks for on its own, on the app host and on the audience host.
  expect((await page.request.get('/favicon.ico')).status()).toBe(200);
  // The audience host listens beside the app host (playwright.config.ts: AUDIENCE_PORT).
  const audience = new URL(page.url());
  audience.hostname = '127.0.0.1';
  audience.port = String(Number(audience.port) + 1);
  expect((await page.request.get(new URL('/favicon.ico', audience).href)).status()).toBe(200);
  expect(problems).toEqual([]);
});

test('every screen signed in loads with no CSP violation and no console error', async ({ page }) => {
  const problems = await watch(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(seedRep.email);
  await page.getByLabel('Password').fill(seedRep.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/feature/);

  await load(page, '/feature/contact/');
  // The seeded rep may not have agreed yet (spec 1 §2): agree, by keyboard as the contacts journey does.
  const sample = page.getByRole('table', { name: 'Contact lists' }).getByText('Sample prospects');
  const consent = page.getByRole('alertdialog', { name: 'Privacy Policy and Terms of Service' });
  await sample.or(consent).first().waitFor();
  if (await consent.isVisible()) {
    await consent.getByRole('button', { name: 'I agree' }).press('Enter');
    await expect(consent).toBeHidden();
  }
  // The upload modal reads the file in the contacts worker, which makes the contract's schemas
  // too. A worker's violations reach no listener of the page, so the worker is asked whether Zod
  // runs there jitless, as the console's build sets it (scripts/build/zodJitless.ts): jitless,
  // Zod never probes for eval.
  const worker = page.waitForEvent('worker');
  await page.getByRole('button', { name: 'Upload' }).click();
  const modal = page.getByRole('dialog');
  await modal
    .getByLabel('CSV file', { exact: true })
    .setInputFiles(path.resolve(import.meta.dirname, '../../shared/fixtures/contacts/salesforce-report.csv'));
  await modal.getByLabel('Name').fill('CSP check');
  await expect(modal.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
  expect(
    await (await worker).evaluate(
      () => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless,
    ),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await sample.click();
  await expect(page).toHaveURL(/\/feature\/contact\/view\//);
  const contactDetail = new URL(page.url()).pathname;

  for (const path of [
    '/login',
    '/feature',
    '/feature/demos',
    '/feature/embeds',
    '/feature/page/',
    '/feature/analytics',
    '/feature/settings',
    '/feature/contact/',
    contactDetail,
    '/no-such-page',
  ]) {
    await load(page, path);
  }
  expect(problems).toEqual([]);
});
