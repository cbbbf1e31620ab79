import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { audienceURL, mediaURL } from './playwright.config.ts';
import { signInAsSeedRep } from './support.ts';

// The shared fixtures sit beside the repository (shared/README.md); never copied into it.
const media = path.resolve(import.meta.dirname, '../../shared/fixtures/media');

const editorAddress = (kind: string) => new RegExp(`/feature/embeds/${kind}/([0-9a-f-]{36})$`);

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsSeedRep(page);
});

/** The session's token, for the calls a rep makes elsewhere (the list's Clone and Delete). */
async function api(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  const headers = { token };
  return {
    post: (url: string, data: unknown) => page.request.post(url, { headers, data }),
    get: (url: string) => page.request.get(url, { headers }),
    delete: (url: string) => page.request.delete(url, { headers }),
  };
}

/** Picks the newest demo in the editor's demo select. */
async function chooseDemo(page: Page) {
  await page.getByRole('button', { name: 'Show suggestions Demo' }).click();
  await page.getByRole('option').first().click();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

/** Clone (' - Copy', not live) and delete a widget as the list does, and see it gone. */
async function cloneAndDelete(page: Page, kind: 'hero' | 'solo' | 'sneakpeek', id: string, name: string) {
  const calls = await api(page);
  const copied = await calls.post(`/web/${kind}/copy`, { id });
  expect(copied.status()).toBe(201);
  const copy = (await copied.json()).payload;
  expect(copy).toMatchObject({ name: `${name} - Copy`, live: 0 });
  await page.goto(`/feature/embeds/${kind}/${copy.id}`);
  if (kind === 'sneakpeek')
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`${name} - Copy`);
  else await expect(page.getByRole('textbox', { name: 'Widget title' })).toHaveValue(`${name} - Copy`);
  for (const target of [copy.id, id]) {
    const removed = await calls.delete(`/web/${kind}/${target}`);
    expect(removed.status()).toBe(200);
    expect((await calls.get(`/web/${kind}/id/${target}`)).status()).toBe(404);
  }
}

test('Hero: every §5 rule, then create, edit, publish, clone and delete', async ({ page }) => {
  await page.goto('/feature/embeds/hero');
  await expect(page.getByRole('tab', { name: 'Content', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeDisabled();

  // Enter asks to save: every message shows, and the toast says what is missing.
  await page.getByRole('textbox', { name: 'Widget title' }).press('Enter');
  await expect(toast(page, 'Incomplete Data')).toBeVisible();
  await expect(page.getByText('Title is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Headline is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Label is required', { exact: true })).toBeVisible();
  await expect(page.getByText('URL is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Description is required', { exact: true })).toBeVisible();

  const headline = page.getByRole('textbox', { name: 'Headline' });
  const body = page.getByRole('textbox', { name: 'Body' });
  const label = page.getByRole('textbox', { name: 'Link label' });
  await headline.fill('h'.repeat(41));
  await expect(page.getByText('Cannot be more than 40 charactres', { exact: true })).toBeVisible();
  await label.fill('l'.repeat(51));
  await expect(page.getByText('Cannot be more than 50 characters', { exact: true })).toBeVisible();
  await body.fill('d'.repeat(501));
  await expect(page.getByText('Cannot be more than 500 characters', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');

  const name = `Hero ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Widget title' }).fill(name);
  await headline.fill('See it in action');
  await body.fill('A two-minute tour of the product.');
  await label.fill('Book a call');
  await page.getByRole('textbox', { name: 'Link URL' }).fill('https://example.com/book');
  await expect(page.getByText('16/40')).toBeVisible();
  // Everything filled but the demo: 'Incomplete Data'.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Incomplete Data')).toBeVisible();

  await chooseDemo(page);
  await page.getByRole('button', { name: 'Save' }).click();
  const prompt = page.getByRole('dialog', { name: 'Save changes' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Hero Embed Added')).toBeVisible();
  await expect(page).toHaveURL(editorAddress('hero'));
  const id = editorAddress('hero').exec(new URL(page.url()).pathname)![1]!;
  // Preview: the dump is stored and the audience host's preview opens in a new tab.
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Preview' }).click();
  const tab = await opened;
  await expect.poll(() => tab.url()).toContain(`${audienceURL}/preview/demo?uuid=`);
  const companyId = (await page.context().cookies()).find((cookie) => cookie.name === 'companyId')?.value;
  expect(new URL(tab.url()).searchParams.get('data_id')).toBe(id);
  expect(new URL(tab.url()).searchParams.get('template')).toBe(companyId);
  await tab.close();

  // Edit after a reload: the stored values come back.
  await page.reload();
  await expect(headline).toHaveValue('See it in action');
  await headline.fill('See it live');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Save changes' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();

  // Publish: confirm, then 'Published' and disabled; a save now goes live at once.
  await page.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('alertdialog', { name: 'Publish this embed?' });
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Published' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save' }).click();
  const live = page.getByRole('alertdialog', { name: 'This embed is live' });
  await live.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Changes saved').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Published' })).toBeDisabled();
  await expect(headline).toHaveValue('See it live');

  // Issue 29 B.5: the marketplace mapping panel is the Hero's too (spec 2 §2 ties it to no kind).
  await page.getByRole('tab', { name: 'Settings' }).click();
  const marketplace = page.getByRole('region', { name: 'Marketplace mapping' });
  await expect(marketplace).toBeVisible();
  const choose = async (label: string, option: string) => {
    await marketplace.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  };
  await choose('Category', 'CRM');
  await choose('Product', 'Contact Management');
  await choose('Feature', 'Activity timeline');
  const confirm = page.getByRole('dialog', { name: 'Confirm Save' });
  const feature = marketplace.getByRole('combobox', { name: 'Feature' });
  await expect(confirm.or(feature.and(page.locator(':enabled')))).toBeVisible();
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Ok' }).click();
  await marketplace.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Mapping updated')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(marketplace.getByRole('combobox', { name: 'Feature' })).toContainText('Activity timeline');

  await cloneAndDelete(page, 'hero', id, name);
});

test('Sneakpeek: Title is required, Incomplete Data, then create, edit, clone and delete', async ({
  page,
}) => {
  await page.goto('/feature/embeds');
  // Issue 29 B.2: the list never shows Sneakpeeks (spec 2 §2), its header leads to their form.
  await page.getByRole('link', { name: 'Sneakpeek widgets' }).click();
  await expect(page).toHaveURL(/\/feature\/embeds\/sneakpeek$/);
  const submit = page.getByRole('button', { name: 'Generate Sneakpeek Widget Code' });
  await submit.click();
  await expect(page.getByText('Title is required', { exact: true })).toBeVisible();
  await expect(toast(page, 'Incomplete Data')).toBeVisible();
  const name = `Sneakpeek ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await submit.click();
  await expect(toast(page, 'Incomplete Data')).toBeVisible();
  await page.getByRole('switch', { name: 'Muted' }).click();
  await chooseDemo(page);
  await submit.click();
  // Issue 29 B.2: the generated code is shown, as the other kinds' 'Embed' shows theirs; it loads the
  // Sneakpeek loader, which answers.
  const dialog = page.getByRole('dialog', { name: 'Copy this Embed Code' });
  await expect(dialog.getByRole('button', { name: 'Click to copy this code' })).toBeVisible();
  const code = (await dialog.locator('pre').textContent()) ?? '';
  expect(code).toContain('data-showroom-embed="sneakpeek"');
  const loader = code.match(/src="([^"]+\/sneakpeek\/loader\.js[^"]*)"/)?.[1];
  expect(loader).toBeTruthy();
  expect((await page.request.get(loader!)).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Closed, success goes back to the previous screen.
  await expect(page).toHaveURL(/\/feature\/embeds$/);

  const calls = await api(page);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'companyId')?.value;
  const list = await (await calls.get(`/web/sneakpeek/${session}`)).json();
  const made = list.payload.find((item: { name: string }) => item.name === name);
  expect(made).toMatchObject({ is_muted: 1, show_controls: 1, is_gated: 0 });
  expect(code).toContain(`data-id="${made.id}"`);

  // The new form lists the company's Sneakpeeks: the code can be had again.
  await page.getByRole('link', { name: 'Sneakpeek widgets' }).click();
  const listed = page.getByRole('region', { name: 'Your Sneakpeek widgets' });
  await listed.getByRole('button', { name: `Embed code of ${name}` }).click();
  await expect(dialog.locator('pre')).toContainText(`data-id="${made.id}"`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/feature\/embeds\/sneakpeek$/);

  await page.goto(`/feature/embeds/sneakpeek/${made.id}`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await page.getByRole('switch', { name: 'Gated' }).click();
  await page.getByRole('button', { name: 'Update Sneakpeek Widget Code' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const updated = await (await calls.get(`/web/sneakpeek/id/${made.id}`)).json();
  expect(updated.payload[0]).toMatchObject({ is_gated: 1 });

  await cloneAndDelete(page, 'sneakpeek', made.id, name);
});

test('Solo: Cannot leave empty, invalid files, the save-before-publish opt-out, an SVG icon served without its script', async ({
  page,
}) => {
  await page.goto('/feature/embeds/solo');
  await expect(page.getByRole('tab', { name: 'Content', selected: true })).toBeVisible();
  const name = `Solo ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Widget title' }).fill(name);
  await chooseDemo(page);

  await page.getByRole('tab', { name: 'Settings' }).click();
  // A thumbnail must be a picture ('Invalid file extension', the file dropped); an icon may also be an SVG.
  await page.getByRole('radio', { name: 'Custom', exact: true }).click();
  await page
    .locator('input[type="file"][aria-label="Custom thumbnail"]')
    .setInputFiles(path.join(media, 'icon-with-script.svg'));
  await expect(toast(page, 'Invalid file extension')).toBeVisible();
  await page
    .locator('input[type="file"][aria-label="Custom icon"]')
    .setInputFiles(path.join(media, 'icon-with-script.svg'));

  // The CTA teaser needs its text.
  await page.getByRole('radio', { name: 'CTA', exact: true }).click();
  await expect(page.getByText('Cannot leave empty', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('textbox', { name: 'CTA text' }).fill('Watch the tour');
  await expect(page.getByText('Cannot leave empty', { exact: true })).toBeHidden();

  // Save with 'never show again': the prompt stays away, even after a reload.
  await page.getByRole('button', { name: 'Save' }).click();
  const prompt = page.getByRole('dialog', { name: 'Save changes' });
  await prompt.getByRole('checkbox', { name: 'Never show this again' }).click();
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Solo Embed Added')).toBeVisible();
  await expect(page).toHaveURL(editorAddress('solo'));
  const id = editorAddress('solo').exec(new URL(page.url()).pathname)![1]!;
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Widget title' })).toHaveValue(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Save changes' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('alertdialog', { name: 'Publish this embed?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByRole('button', { name: 'Published' })).toBeDisabled();

  // The icon is served from the media origin, sanitised: no script left in it.
  const calls = await api(page);
  const stored = (await (await calls.get(`/web/solo/id/${id}`)).json()).payload[0];
  expect(stored.blinker_style).toBe('CUSTOM');
  expect(stored.custom_blinker).toContain(new URL(mediaURL).host);
  const icon = await page.request.get(stored.custom_blinker);
  expect(icon.status()).toBe(200);
  const svg = await icon.text();
  expect(svg).toContain('<svg');
  expect(svg.toLowerCase()).not.toContain('<script');
  expect(svg.toLowerCase()).not.toContain('onload');

  await cloneAndDelete(page, 'solo', id, name);
});
