import { expect, type Page, test } from '@playwright/test';
import { audienceURL } from './playwright.config.ts';
import { signInAsSeedRep } from './support.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Pages' });
/** The row whose title is exactly `title` (its cells read title, then Active or Inactive). */
const row = (page: Page, title: string) =>
  table(page)
    .getByRole('row')
    .filter({ hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(Active|Inactive)`) });

test('pages: create a Q&A page, fill its layout, save through the prompt; clone and publish; delete; open the seeded Embed and Collection pages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsSeedRep(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Pages' }).click();
  await expect(page).toHaveURL(/\/feature\/page\/$/);
  await expect(row(page, 'Sample Q&A page')).toContainText('Active');
  await expect(row(page, 'Sample Q&A page')).toContainText('Q&A');
  await expect(row(page, 'Sample Embed page')).toContainText('Embed');
  await expect(row(page, 'Sample Collection page')).toContainText('Collection');

  // Create: the type picker opens on Q&A.
  await page.getByRole('button', { name: 'Create' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose page type' });
  await expect(picker.getByRole('radio', { name: /^Q&A/ })).toBeChecked();
  await picker.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/feature\/page\/edit\/[0-9a-f-]{36}\/customized\/0$/);
  await expect(page.getByRole('tab')).toHaveText(['Layout', 'Questions', 'Mapping', 'Settings']);

  // Fill the layout and save: an unpublished page's save asks first ('won't go live').
  const title = `E2E Q&A ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Page title' }).fill(title);
  await page.getByRole('textbox', { name: 'Headline' }).fill('Hello <company>');
  await page.getByRole('textbox', { name: 'Welcome message' }).fill('Welcome, <prospect_name>');
  await page.getByRole('textbox', { name: 'Preview message' }).fill('Watch these');
  await page.getByRole('textbox', { name: 'Contact info message' }).fill('Tell us about you');
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('textbox', { name: 'Field 1 name' }).fill('Company');
  await page.getByRole('textbox', { name: 'Action message' }).fill('Ready?');
  await page.getByRole('textbox', { name: 'Action button label' }).fill('Book a call');
  await page.getByRole('textbox', { name: 'Redirect URL' }).fill('https://acme.example/book');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Confirm Save' });
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Page Updated', { exact: true })).toBeVisible();
  // A Q&A page publishes only with questions and mapping (§5).
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Please create Questions & Mapping', { exact: true })).toBeVisible();

  // Back in the list, the new page is there, Inactive; Clone the seeded Q&A page (its form goes with it).
  await page.getByRole('navigation').getByRole('link', { name: 'Pages' }).click();
  await expect(row(page, title)).toContainText('Inactive');
  await page.getByRole('button', { name: 'More actions for Sample Q&A page', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Clone' }).click();
  const copy = row(page, 'Sample Q&A page - Copy').first();
  await expect(copy).toContainText('Inactive');

  // Publish the copy: confirm, then the editor goes back to the list, where it is Active.
  await copy.getByText('Sample Q&A page - Copy').click();
  await expect(page).toHaveURL(/\/customized\/0$/);
  await expect(page.getByRole('textbox', { name: 'Headline' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm Publish' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page).toHaveURL(/\/feature\/page\/$/);
  await expect(row(page, 'Sample Q&A page - Copy').first()).toContainText('Active');

  // Delete the new page after the confirm.
  await page.getByRole('button', { name: `More actions for ${title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this page?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row(page, title)).toHaveCount(0);

  // The seeded Embed page: Layout and Settings only, its Hero chosen; live, so 'Published'.
  await row(page, 'Sample Embed page').getByText('Sample Embed page').click();
  await expect(page).toHaveURL(/\/embed\/1$/);
  await expect(page.getByRole('tab')).toHaveText(['Layout', 'Settings']);
  await expect(page.getByRole('textbox', { name: 'Headline' })).toHaveValue('See Showroom in two minutes');
  await expect(page.getByRole('combobox', { name: 'Embed' })).toContainText('Sample Hero (Hero)');
  await expect(page.getByRole('button', { name: 'Published' })).toBeDisabled();

  // The seeded Collection page: its two demos and its video (issue 29 D.4).
  await page.getByRole('navigation').getByRole('link', { name: 'Pages' }).click();
  await row(page, 'Sample Collection page').getByText('Sample Collection page').click();
  await expect(page).toHaveURL(/\/standard\/1$/);
  await expect(page.getByRole('list', { name: 'Demos and videos' }).getByRole('listitem')).toHaveText([
    'Welcome to Showroom',
    'Mobile walkthrough (portrait)',
    'Showroom in six seconds · Video',
  ]);
});

test('pages: Preview opens the Q&A page as a prospect would see it, unsaved changes and all, recording nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsSeedRep(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Pages' }).click();
  await row(page, 'Sample Q&A page').getByText('Sample Q&A page').click();
  await expect(page).toHaveURL(/\/customized\/1$/);

  // An emptied text: 'Fields Incomplete' (§5), and no window opens.
  const headline = page.getByRole('textbox', { name: 'Headline' });
  const saved = await headline.inputValue();
  await headline.fill('');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Fields Incomplete', { exact: true })).toBeVisible();
  expect(page.context().pages()).toHaveLength(1);

  // An unsaved headline is previewed: the dump is stored, and a new window opens the audience
  // host's {token}/preview/{pageId}/{companyId}/demo with the page's headline and questions.
  await headline.fill('Previewed, not saved');
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = await opened;
  await expect
    .poll(() => preview.url())
    .toMatch(
      new RegExp(
        `^${audienceURL.replace(/[.]/g, '\\.')}/[A-Za-z0-9_-]{22}/preview/[0-9a-f-]{36}/[0-9a-f-]{36}/demo$`,
      ),
    );
  const [, , , pageId, companyId] = new URL(preview.url()).pathname.split('/');
  expect(page.url()).toContain(`/feature/page/edit/${pageId}/customized/1`);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'companyId')?.value).toBe(
    companyId,
  );
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Previewed, not saved');
  await expect(preview.getByRole('group', { name: 'Where will your prospects watch?' })).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Desktop' })).toBeVisible();
  // Answering plays the mapped demo as on the prospect's page.
  await preview.getByRole('radio', { name: 'Desktop' }).check();
  await preview.getByRole('checkbox', { name: 'Hotspots' }).check();
  await preview.getByRole('button', { name: 'Show my demos' }).click();
  await expect(preview.getByRole('heading', { name: 'Picked for you' })).toBeVisible();

  // The editor kept its unsaved change; the stored page did not get it.
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await page.reload();
  await expect(headline).toHaveValue(saved);
  await preview.close();
});
