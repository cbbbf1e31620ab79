import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { SessionPayload } from '@showroom/contract';
import { seedRep } from './playwright.config.ts';

/** Signs the seeded rep in through the API (POST /web/login): the session the /web calls take their token from. */
export async function signInByApi(request: APIRequestContext): Promise<SessionPayload> {
  const response = await request.post('/web/login', {
    data: { username: seedRep.email, password: seedRep.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).payload;
}

/** Signs the seeded rep in through the login page and waits for the shell. */
export async function signInAsSeedRep(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(seedRep.email);
  await page.getByLabel('Password').fill(seedRep.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/feature/);
  await agreeToConsentIfAsked(page);
}

/**
 * The journeys share one seeded rep, so whether the consent popup (spec 1 §2) still asks depends
 * on which journey ran first. Once the shell is ready, agree if asked; the accounts journey tests
 * the popup itself with a freshly signed-up rep.
 */
export async function agreeToConsentIfAsked(page: Page) {
  const shell = page.getByRole('navigation').getByRole('button', { name: /Acme Robotics/ });
  const consent = page.getByRole('alertdialog', { name: 'Privacy Policy and Terms of Service' });
  // The popup is modal: while it asks, the navigation is hidden from the accessibility tree. The
  // user menu is there while the shell still loads, before the popup can ask: wait for the
  // navigation's links, which appear once it is ready.
  const ready = page.getByRole('navigation').getByRole('link').first();
  await expect(ready.or(consent).first()).toBeAttached();
  if (await consent.isVisible()) {
    await consent.getByRole('button', { name: 'I agree' }).click();
    await expect(consent).toBeHidden();
  }
  await expect(shell).toBeAttached();
}

/**
 * The hidden table a ui chart carries (its accessible fallback), found by its exact caption: its
 * rows as [label, value].
 */
export async function chartTable(page: Page, caption: string) {
  const exact = new RegExp(`^${caption.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const table = page.locator('table').filter({ has: page.locator('caption', { hasText: exact }) });
  await expect(table.first()).toBeAttached();
  return table
    .first()
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row): [string, string] => [
        row.querySelector('th')?.textContent ?? '',
        row.querySelector('td')?.textContent ?? '',
      ]),
    );
}
