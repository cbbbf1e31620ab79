import { expect, type Page, test } from '@playwright/test';
import { embedSnippet, snippetOptions } from '@showroom/contract';
import { audienceURL, sampleSiteURL } from './playwright.config.ts';
import { signInAsSeedRep } from './support.ts';

// spec 2 §2 Embeds list, type chooser, share and embed-code dialogs, on the seeded sample company
// (issue 11's seed: one published widget of each kind).

test.beforeEach(async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInAsSeedRep(page);
});

/** The session's token, for the calls the journey arranges data with. */
async function api(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  const headers = { token };
  return {
    token,
    post: (url: string, data: unknown) => page.request.post(url, { headers, data }),
    get: (url: string) => page.request.get(url, { headers }),
    delete: (url: string) => page.request.delete(url, { headers }),
  };
}

async function openList(page: Page) {
  await page.goto('/feature/embeds');
  await expect(page.getByRole('heading', { level: 1, name: 'Embeds' })).toBeVisible();
  await expect(page.getByText('Loading Widgets...')).toBeHidden();
}

const cards = (page: Page) => page.getByRole('list', { name: 'Embeds' }).getByRole('article');
/** The card whose name is `name` (a link to its editor). */
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('link', { name, exact: true }) });
const idOf = async (page: Page, name: string) =>
  /\/feature\/embeds\/\w+\/([0-9a-f-]{36})$/.exec(
    (await card(page, name).getByRole('link', { name, exact: true }).getAttribute('href')) ?? '',
  )![1]!;
const more = async (page: Page, name: string, item: string) => {
  const menu = page.getByRole('menu');
  // The last menu gone first: a menu closing (Escape, a choice) still shows, and a press on a
  // trigger while it does can be lost to it; then press until the new one is open, and choose.
  await expect(menu).toHaveCount(0);
  await expect(async () => {
    if (!(await menu.isVisible()))
      await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await expect(menu).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await menu.getByRole('menuitem', { name: item }).click();
};
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

test('the list: the three kinds newest first with badges, no Sneakpeek; the type chooser', async ({
  page,
}) => {
  await openList(page);
  await expect(page.getByText('Create and manage embedded widgets.')).toBeVisible();
  for (const [name, badge] of [
    ['Sample Hero', 'Hero'],
    ['Sample Solo', 'Solo'],
    ['Choose your tour', 'CYOA'],
  ]) {
    await expect(card(page, name!).getByText(badge!, { exact: true })).toBeVisible();
    await expect(card(page, name!).getByText('Active', { exact: true })).toBeVisible();
  }
  await expect(card(page, 'Sample Sneakpeek')).toHaveCount(0);
  // Newest first: the dates the cards show never go up.
  const dates = await cards(page)
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThanOrEqual(3);
  expect([...dates].sort().reverse()).toEqual(dates);

  // The type chooser: Choose Your Adventure by default; Cancel closes; Continue opens the kind.
  await page.getByRole('button', { name: 'Create Embed' }).click();
  const chooser = page.getByRole('dialog', { name: 'Select the type of embed to continue' });
  await expect(chooser.getByRole('radio', { name: 'Choose Your Adventure' })).toBeChecked();
  await expect(chooser.getByRole('radio', { name: 'Sneakpeek' })).toHaveCount(0);
  await chooser.getByRole('button', { name: 'Cancel' }).click();
  await expect(chooser).toBeHidden();
  await page.getByRole('button', { name: 'Create Embed' }).click();
  await expect(chooser.getByRole('radio', { name: 'Choose Your Adventure' })).toBeChecked();
  await chooser.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/feature\/embeds\/cyoa$/);
  await openList(page);
  await page.getByRole('button', { name: 'Create Embed' }).click();
  await chooser.getByRole('radio', { name: 'Solo' }).click();
  await chooser.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/feature\/embeds\/solo$/);

  // A card opens its editor.
  await openList(page);
  const heroId = await idOf(page, 'Sample Hero');
  await card(page, 'Sample Hero').getByRole('link', { name: 'Sample Hero' }).click();
  await expect(page).toHaveURL(new RegExp(`/feature/embeds/hero/${heroId}$`));
});

test("the examples links open the sample host page: 'See more examples' the page, the CYOA editor's its CYOA section", async ({
  page,
}) => {
  // Issue 29 B.7: something real that ships with the product (the seeded sample host page), not a
  // placeholder address.
  await openList(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'See more examples' }).click();
  const examples = await popup;
  await expect(examples).toHaveURL(`${sampleSiteURL}/`);
  await expect(examples.getByRole('heading', { level: 1, name: 'Acme Robotics' })).toBeVisible();
  for (const kind of ['hero', 'solo', 'cyoa'])
    await expect(examples.locator(`section#${kind} [data-showroom-embed="${kind}"]`).first()).toBeAttached();
  await examples.close();

  await page.goto('/feature/embeds/cyoa');
  const cyoaPopup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'See examples of CYOA journeys' }).click();
  const cyoa = await cyoaPopup;
  await expect(cyoa).toHaveURL(`${sampleSiteURL}/#cyoa`);
  // The page opens at its CYOA section: the section's heading is on screen.
  await expect(cyoa.locator('section#cyoa h2')).toHaveText(/^Choose Your Adventure: /);
  await expect(cyoa.locator('section#cyoa h2')).toBeInViewport();
  await cyoa.close();
});

test("the embed code of a live widget is the contract's snippet, copied on click", async ({ page }) => {
  await openList(page);
  const id = await idOf(page, 'Sample Hero');
  await card(page, 'Sample Hero').getByRole('button', { name: 'Embed code of Sample Hero' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy this Embed Code' });
  await expect(dialog.getByRole('button', { name: 'Click to copy this code' })).toBeVisible();
  await dialog.locator('pre').click();
  await expect(dialog.getByRole('button', { name: 'Code Copied!' })).toBeVisible();
  const copied = await clipboard(page);
  // The shape of the contract's snippet; the company is the rep's own, the loader on the static host.
  const companyId = /data-company="([0-9a-f-]{36})"/.exec(copied)?.[1] ?? '';
  // The loader's version and integrity as the audience host serves it (GET /web/embed/loaders),
  // and the seeded Hero's thumbnail in the box the demo's proportions make (GET .../picture).
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  const call = async (path: string) =>
    (await (await page.request.get(path, { headers: { token } })).json()).payload;
  const loaders = await call('/web/embed/loaders');
  const picture = await call(`/web/embed/hero/${id}/picture`);
  expect(picture.thumbnail).toMatch(/^http/);
  expect(copied).toBe(
    embedSnippet({
      kind: 'hero',
      id,
      companyId,
      staticUrl: audienceURL,
      ...snippetOptions({ loader: loaders.hero, picture }),
    }),
  );
  expect(copied).toContain(`<img src="${picture.thumbnail}"`);
  await expect(dialog.locator('pre')).toHaveText(copied);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('Share: red borders on empty fields, then a link on the audience host, copied', async ({ page }) => {
  await openList(page);
  const id = await idOf(page, 'Sample Solo');
  await more(page, 'Sample Solo', 'Share in a page');
  const dialog = page.getByRole('dialog', { name: 'Share this Embed' });
  const title = dialog.getByRole('textbox', { name: 'Title' });
  const description = dialog.getByRole('textbox', { name: 'Description' });
  await dialog.getByRole('button', { name: 'Generate Page URL' }).click();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  // Red once the field's border transition has run (read at once, it can still be grey).
  await expect
    .poll(async () => {
      const border = await title.evaluate((input) => getComputedStyle(input).borderTopColor);
      const [r, g, b] = border.match(/\d+/g)!.map(Number);
      return r! > g! + 60 && r! > b! + 60;
    })
    .toBe(true);
  await expect(description).toHaveAttribute('placeholder', 'Description - 400 characters or less');

  await title.fill('Our product tour');
  await description.fill('Two minutes & no sign-up');
  await dialog.getByRole('button', { name: 'Generate Page URL' }).click();
  const link = dialog.getByRole('textbox', { name: 'Share embed link' });
  await expect(link).toHaveAttribute('readonly');
  const address = new URL(await link.inputValue());
  expect(address.origin).toBe(audienceURL);
  expect(address.pathname).toMatch(new RegExp(`^/[A-Za-z0-9_-]{22}/page/widget/solo/${id}/[0-9a-f-]{36}$`));
  expect(address.searchParams.get('title')).toBe('Our product tour');
  expect(address.searchParams.get('description')).toBe('Two minutes & no sign-up');
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await clipboard(page)).toBe(address.toString());
});

test("Clone makes '<name> - Copy', a draft whose Embed is disabled; Delete asks and removes it", async ({
  page,
}) => {
  await openList(page);
  await more(page, 'Choose your tour', 'Clone');
  const copy = card(page, 'Choose your tour - Copy');
  await expect(copy).toBeVisible();
  // The newest first, and not published.
  await expect(cards(page).first()).toContainText('Choose your tour - Copy');
  await expect(copy.getByText('Inactive', { exact: true })).toBeVisible();
  const embed = copy.getByRole('button', { name: 'Embed code of Choose your tour - Copy' });
  await expect(embed).toHaveAttribute('aria-disabled', 'true');
  await embed.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Publish the embed to copy the code');
  await page.getByRole('button', { name: 'More actions for Choose your tour - Copy' }).click();
  await expect(page.getByRole('menuitem', { name: 'Share in a page' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');

  await more(page, 'Choose your tour - Copy', 'Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(copy).toBeVisible();
  await more(page, 'Choose your tour - Copy', 'Delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(copy).toHaveCount(0);
  await expect(card(page, 'Choose your tour')).toBeVisible();
  await expect(toast(page, 'Delete in Progress')).toBeHidden();
});

test('paging: 25 of each kind a page; next, previous and the page box', async ({ page }) => {
  await openList(page);
  const heroId = await idOf(page, 'Sample Hero');
  const calls = await api(page);
  // 26 more Heroes than there are: page 1 holds 25 of them, page 2 the rest (other journeys of
  // the same run may have left Heroes of their own, so the count is read first).
  const { companyId } = (await (await calls.get(`/web/login/${calls.token}`)).json()).payload;
  const before = (await (await calls.get(`/web/hero/${companyId}?limit=1000&pageNo=1`)).json()).payload
    .length;
  const onPage2 = Math.min(25, before + 26 - 25);
  const copies: string[] = [];
  for (let i = 0; i < 26; i++) {
    const copied = await calls.post('/web/hero/copy', { id: heroId });
    expect(copied.status()).toBe(201);
    copies.push((await copied.json()).payload.id);
  }
  try {
    await openList(page);
    const pages = page.getByRole('navigation', { name: 'Embed pages' });
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const heroes = cards(page).filter({ has: page.getByText('Hero', { exact: true }) });
    await expect(heroes).toHaveCount(25);
    await expect(card(page, 'Sample Solo')).toBeVisible();
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Loading Widgets...')).toBeHidden();
    await expect(heroes).toHaveCount(onPage2);
    await expect(card(page, 'Sample Solo')).toHaveCount(0);
    // Every list of page 2 is short: no page 3.
    if (onPage2 < 25) await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(heroes).toHaveCount(25);
    // The page box: digits only, Enter goes there.
    const box = pages.getByRole('textbox', { name: 'Page number' });
    await box.fill('');
    await box.pressSequentially('2x');
    await expect(box).toHaveValue('2');
    await box.press('Enter');
    await expect(heroes).toHaveCount(onPage2);
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  } finally {
    for (const id of copies) await calls.delete(`/web/hero/${id}`);
  }
});
