import { expect, type Page } from '@playwright/test';

/**
 * The journeys share one seeded rep, so whether the consent popup (spec 1 §2) still asks depends
 * on which journey ran first. Once the shell is ready, agree if asked; the accounts journey tests
 * the popup itself with a freshly signed-up rep.
 */
export async function agreeToConsentIfAsked(page: Page) {
  await expect(page.getByRole('navigation').getByRole('button', { name: /Acme Robotics/ })).toBeAttached();
  const consent = page.getByRole('alertdialog', { name: 'Privacy Policy and Terms of Service' });
  if (await consent.isVisible()) {
    await consent.getByRole('button', { name: 'I agree' }).click();
    await expect(consent).toBeHidden();
  }
}
