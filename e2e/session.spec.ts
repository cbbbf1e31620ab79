import { expect, test } from '@playwright/test';
import { seedRep } from './playwright.config.ts';
import { agreeToConsentIfAsked, signInAsSeedRep } from './support.ts';

test('a session revoked mid-use ends in the console: /login says why, and signing in returns to the same address', async ({
  page,
}) => {
  await signInAsSeedRep(page);
  // On a screen that makes no call of its own (the demo list asks again while a video is being
  // processed, which would meet the 401 first).
  await page.getByRole('navigation').getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/feature\/contact\/$/);
  // Its lists have arrived: no call of its own is still to come.
  await expect(page.getByRole('table', { name: 'Contact lists' })).toBeVisible();
  // The token ends on the server while the rep still has the console open (here: revoked).
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  const revoked = await page.request.post('/web/logout', { headers: { token: decodeURIComponent(token!) } });
  expect(revoked.status()).toBe(200);

  // The next call the console makes (the demo list) is answered 401.
  await page.getByRole('navigation').getByRole('link', { name: 'Demos' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Your session has ended. Please log in again.');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();

  await page.getByLabel('Email').fill(seedRep.email);
  await page.getByLabel('Password').fill(seedRep.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/feature\/demos$/);
  await agreeToConsentIfAsked(page);
});

test('a signed-in rep who opens /login or /signup goes to the console', async ({ page }) => {
  await signInAsSeedRep(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/feature/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/feature/);
});
