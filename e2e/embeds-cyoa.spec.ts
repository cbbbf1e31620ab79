import { expect, type Page, test } from '@playwright/test';
import { sampleSiteURL } from './playwright.config.ts';
import { signInAsSeedRep } from './support.ts';

const editorAddress = /\/feature\/embeds\/cyoa\/([0-9a-f-]{36})$/;

test.beforeEach(async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsSeedRep(page);
});

/** The session's token, for the calls a rep makes from the list (Clone, Delete). */
async function api(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  const headers = { token };
  return {
    post: (url: string, data: unknown) => page.request.post(url, { headers, data }),
    get: (url: string) => page.request.get(url, { headers }),
    delete: (url: string) => page.request.delete(url, { headers }),
  };
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();
const steps = (page: Page) => page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
/** A step's row button: 'n. Kind: summary' then where it leads. */
const step = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^${n}\\. `) });

/** Picks the `nth` demo (newest first) in the demo select named `label`. */
async function chooseDemo(page: Page, label: string, nth = 0) {
  await page.getByRole('button', { name: `Show suggestions ${label}` }).click();
  await page.getByRole('option').nth(nth).click();
}

/** Picks `option` in the select (a radix Select) named `label`. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('CYOA: every §5 rule, a journey of every step kind, keyboard reorder, save, publish, reload, marketplace mapping, clone and delete', async ({
  page,
}) => {
  await page.goto('/feature/embeds/cyoa');
  await expect(page.getByRole('tab', { name: 'Content', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  // Issue 29 B.7: the sample host page's CYOA section, not a placeholder address.
  const examples = page.getByRole('link', { name: 'See examples of CYOA journeys' });
  await expect(examples).toBeVisible();
  await expect(examples).toHaveAttribute('href', `${sampleSiteURL}/#cyoa`);

  // spec 2 §5, one rule at a time: no name, no steps, an incomplete step.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(toast(page, 'Please add widget name')).toBeVisible();
  const name = `Journey ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Widget name' }).fill(name);
  await save.click();
  await expect(toast(page, 'A widget cannot be empty')).toBeVisible();
  await page.getByRole('button', { name: '+ Demo' }).click();
  await save.click();
  await expect(toast(page, 'Incomplete fields')).toBeVisible();

  // 1. demo
  await chooseDemo(page, 'Demo');
  await expect(step(page, 1)).not.toContainText('Not chosen yet');
  // 2. pdf
  await page.getByRole('button', { name: '+ PDF' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Pricing sheet');
  await page.getByRole('textbox', { name: 'Link to the PDF' }).fill('https://docs.example/pricing.pdf');
  // 3. question
  await page.getByRole('button', { name: '+ Question' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill('Which team are you on?');
  await page.getByRole('textbox', { name: 'Choice 1' }).fill('Sales');
  await page.getByRole('button', { name: '+ Add choice' }).click();
  await page.getByRole('textbox', { name: 'Choice 2' }).fill('Support');
  await choose(page, 'Answer type', 'Single choice');
  // 4. modal with a primary button
  await page.getByRole('button', { name: '+ Modal' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Talk to us');
  await page.getByRole('checkbox', { name: 'Show an input box' }).click();
  await page.getByRole('textbox', { name: 'Placeholder' }).fill('you@company.com');
  await page.getByRole('switch', { name: 'Primary button' }).click();
  await page.getByRole('textbox', { name: 'Label' }).fill('Continue');
  // 5. rule: when the question's answer is Sales, show a demo
  await page.getByRole('button', { name: '+ Rule' }).click();
  await choose(page, 'When', /^Answer to step 3/);
  await choose(page, 'Answer is', 'Sales');
  await chooseDemo(page, 'Demo', 1);
  await expect(steps(page)).toHaveCount(5);
  await expect(page.getByText('Incomplete', { exact: true })).toHaveCount(0);

  // The wrap-up with two recommended demos.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Show wrap-up screen at the end' }).click();
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { name: 'Wrap-up Screen' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Show recommendations' }).click();
  await chooseDemo(page, 'Recommended demo 1', 0);
  await page.getByRole('button', { name: '+ Add more demo' }).click();
  await chooseDemo(page, 'Recommended demo 2', 1);
  await expect(step(page, 4)).toContainText('Then the wrap-up screen');
  await expect(step(page, 5)).toContainText('Checked before the next step');

  // Keyboard reorder (dnd-kit): the PDF goes below the question; the rule still follows it.
  await page.getByRole('button', { name: /^Move Step 2: PDF: Pricing sheet/ }).focus();
  // dnd-kit listens for the arrows only in a task after it announces the pick-up, and on a busy
  // machine an arrow pressed in between is lost: press again only while nothing has moved.
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Picked up Step 2: PDF: Pricing sheet/)).toBeAttached();
  await expect(async () => {
    if ((await page.getByText(/was moved into position/).count()) === 0)
      await page.keyboard.press('ArrowDown');
    await expect(page.getByText(/was moved into position 3 of/)).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect(step(page, 2)).toContainText('Question: Which team are you on?');
  await expect(step(page, 3)).toContainText('PDF: Pricing sheet');

  // Save: the prompt, then the new CYOA's own address.
  await save.click();
  const prompt = page.getByRole('dialog', { name: 'Save changes' });
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'CYOA Embed Added')).toBeVisible();
  await expect(page).toHaveURL(editorAddress);
  const id = editorAddress.exec(new URL(page.url()).pathname)![1]!;
  await expect(page.getByRole('button', { name: 'Preview' })).toBeEnabled();

  // Publish saves first, then publishes.
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes(`/web/cyoa/${id}`))
      calls.push(new URL(request.url()).pathname);
  });
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('alertdialog', { name: 'Publish this embed?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  expect(calls).toEqual([`/web/cyoa/${id}`, `/web/cyoa/${id}/publish`]);

  // Reload: everything kept; live, so the steps keep their order.
  await page.reload();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Widget name' })).toHaveValue(name);
  await expect(steps(page)).toHaveCount(5);
  await expect(step(page, 1)).toContainText('Demo:');
  await expect(step(page, 2)).toContainText('Question: Which team are you on?');
  await expect(step(page, 3)).toContainText('PDF: Pricing sheet');
  await expect(step(page, 4)).toContainText('Modal: Talk to us');
  await expect(step(page, 5)).toContainText('Rule');
  await expect(page.getByRole('button', { name: 'Move step 1 down' })).toBeDisabled();
  await step(page, 5).click();
  await expect(page.getByRole('combobox', { name: 'When' })).toHaveText(/Answer to step 2/);
  await expect(page.getByRole('combobox', { name: 'Recommended demo 2' })).not.toHaveValue('');

  // The marketplace (published, so the panel is open): map, remap with 'Confirm Save', then a
  // feature the marketplace does not support.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Marketplace mapping' })).toBeVisible();
  await choose(page, 'Category', 'CRM');
  await choose(page, 'Product', 'Sales Pipeline');
  await choose(page, 'Feature', 'Deal stages');
  const confirm = page.getByRole('dialog', { name: 'Confirm Save' });
  const feature = page.getByRole('combobox', { name: 'Feature' });
  // Another journey's embed may already show on that feature: then the dialog asks first.
  await expect(confirm.or(feature.and(page.locator(':enabled')))).toBeVisible();
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Ok' }).click();
  const mappingSave = page
    .getByRole('region', { name: 'Marketplace mapping' })
    .getByRole('button', { name: 'Save' });
  await mappingSave.click();
  await expect(toast(page, 'Mapping updated')).toBeVisible();
  await choose(page, 'Feature', 'Revenue forecast');
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('CRM | Sales Pipeline | Deal stages');
  await expect(confirm).toContainText('CRM | Sales Pipeline | Revenue forecast');
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await mappingSave.click();
  await expect(toast(page, 'Mapping updated')).toBeVisible();
  await choose(page, 'Feature', /AI deal scoring/);
  await expect(toast(page, 'Mapping not allowed')).toBeVisible();
  await page.getByRole('tab', { name: 'Content' }).click();

  // Clone (' - Copy', a draft) and delete, as the list does.
  const rest = await api(page);
  const copied = await rest.post('/web/cyoa/copy', { id });
  expect(copied.ok()).toBe(true);
  const copy = (await copied.json()).payload;
  expect(copy).toMatchObject({ name: `${name} - Copy`, live: 0 });
  await page.goto(`/feature/embeds/cyoa/${copy.id}`);
  await expect(page.getByRole('textbox', { name: 'Widget name' })).toHaveValue(`${name} - Copy`);
  await expect(steps(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  const removed = await rest.delete(`/web/cyoa/${copy.id}`);
  expect(removed.ok()).toBe(true);
  expect((await rest.get(`/web/cyoa/id/${copy.id}`)).status()).toBe(404);
});
