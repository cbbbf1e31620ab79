import { expect, test } from '@playwright/test';
import { seedRep } from './playwright.config.ts';
import { agreeToConsentIfAsked } from './support.ts';

test('the seeded rep signs in, stays signed in across a reload, and logs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);

  const logIn = page.getByRole('button', { name: 'Log In' });
  await expect(logIn).toBeDisabled();
  await page.getByLabel('Email').fill(seedRep.email);
  await page.getByLabel('Password').fill(seedRep.password);
  await logIn.click();

  await expect(page).toHaveURL(/\/feature/);
  await agreeToConsentIfAsked(page);
  // The full shell: Logout is in the user menu at the bottom of the navigation (spec 1 §2).
  const userMenu = page.getByRole('navigation').getByRole('button', { name: /Acme Robotics/ });
  await expect(userMenu).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/feature/);
  await expect(userMenu).toBeVisible();

  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/feature');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the spec message and keeps the rep on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(seedRep.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByLabel('Password').press('Enter');

  await expect(page.getByText("Either email or password don't match")).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login$/);
});
