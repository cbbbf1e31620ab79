import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { audienceURL } from './playwright.config.ts';
import { signInAsSeedRep } from './support.ts';

// The shared fixtures sit beside the repository (shared/README.md); never copied into it.
const media = path.resolve(import.meta.dirname, '../../shared/fixtures/media');

/** The new demo's own address, once the new-demo flow has created it (spec 3 §4.1). */
const createdDemo = /\/feature\/demos\/recording\/([0-9a-f-]{36})$/;
/** The media job runs beside other journeys' uploads on a busy machine. */
const processing = { timeout: 180_000 };

/**
 * A demo of our own (uploaded here, not a seeded sample: the player's journey plays those and
 * expects their annotations as seeded). Uploaded through the list's Upload, so the editor's
 * new-demo flow makes it: 'Saving content...', '<Demo term> Added', then its own address.
 */
async function uploadDemo(page: Page) {
  await page.goto('/feature/demos');
  await expect(page.getByRole('heading', { level: 1, name: 'Demos' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a video' });
  await dialog
    .getByLabel('Video file', { exact: true })
    .setInputFiles(path.join(media, 'demo-landscape-12s.mp4'));
  await expect(page).toHaveURL(createdDemo, processing);
  await expect(page.getByText('Demo Added', { exact: true })).toBeVisible();
  return createdDemo.exec(new URL(page.url()).pathname)![1]!;
}

/** The editor once the demo's video is ready: the player has its file (12 s here) from the media origin. */
async function editorReady(page: Page, seconds = 12) {
  await expect(page.getByLabel('Demo title')).toBeVisible(processing);
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
    .toBeGreaterThan(seconds - 1);
}

const annotations = (page: Page) => page.getByRole('region', { name: 'Annotations' });
/** The list's rows, by the toggle each starts with (time, then kind and caption). */
const rows = (page: Page) => annotations(page).getByRole('button', { name: /^\d\d:\d\d\.\d{3}/ });

/** Drags a tool with the mouse onto the video at `x`/`y` (shares of its box). */
async function dragTool(page: Page, tool: Locator, x: number, y: number) {
  const from = (await tool.boundingBox())!;
  const box = (await page.locator('video').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const to = { x: box.x + box.width * x, y: box.y + box.height * y };
  // dnd-kit starts a drag after a few pixels; moving in steps is what a hand does.
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/**
 * On a fresh database the consent popup (spec 1 §2) opens once the shell's first load is in, which
 * can be after the shared sign-in helper looked for it: wait a little for it, and agree.
 */
async function agreeIfAsked(page: Page) {
  const consent = page.getByRole('alertdialog', { name: 'Privacy Policy and Terms of Service' });
  const asked = await consent
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!asked) return;
  await consent.getByRole('button', { name: 'I agree' }).click();
  await expect(consent).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  // Signing in shares two cores with the media jobs of the other journeys.
  test.setTimeout(120_000);
  // The helper fails when the popup hides the shell it waits for; the popup is handled just below.
  await signInAsSeedRep(page).catch(() => {});
  await agreeIfAsked(page);
  await expect(page.getByRole('navigation').getByRole('button', { name: /Acme Robotics/ })).toBeAttached();
});

test('annotate an uploaded demo: a hotspot by mouse at 00:02.500 and a click region by keyboard, save, reload, edit a caption', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const id = await uploadDemo(page);
  await editorReady(page);
  await expect(annotations(page).getByText('No annotations yet', { exact: false })).toBeVisible();

  // Dropped beside the video: nothing happens (spec 3 §2.4).
  const hotspotTool = page.getByRole('button', { name: 'Add Hotspot' });
  await dragTool(page, hotspotTool, 0.5, 1.3);
  await expect(page.getByRole('group', { name: 'Place the Hotspot here?' })).toBeHidden();

  // The mouse: drag the Hotspot tool onto the video, confirm with the green dot.
  await dragTool(page, hotspotTool, 0.3, 0.4);
  const overlay = page.getByRole('group', { name: 'Place the Hotspot here?' });
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: 'Add it here' }).click();
  await expect(rows(page)).toHaveCount(1);
  const time = page.getByLabel('Appears at (mm:ss.sss)');
  // spec 3 §5: past the end is refused and the input goes back to its value.
  await time.fill('00:30.000');
  await time.press('Enter');
  await expect(page.getByText('Timestamp exceeds video duration', { exact: true })).toBeVisible();
  await expect(time).toHaveValue('00:00.000');
  await time.fill('00:02.500');
  await time.press('Enter');
  await expect(rows(page).first()).toHaveText(/^00:02\.500\s*Hotspot/);

  // The keyboard: Add Click region places it in the middle, Enter confirms, arrows move it.
  await page.getByRole('button', { name: 'Add Click region' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Place the Click region here?' })).toBeVisible();
  await page.keyboard.press('Enter');
  const region = page.getByRole('button', { name: 'Click region at 00:00.000' });
  const before = (await region.boundingBox())!;
  await region.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(async () => (await region.boundingBox())!.y).toBeGreaterThan(before.y + 10);
  await annotations(page).getByLabel('Caption', { exact: true }).fill('Pick a plan');
  // Sorted by appearance: the region at 0 s before the hotspot at 2.5 s.
  await expect(rows(page)).toHaveText([/^00:00\.000\s*Click region: Pick a plan/, /^00:02\.500\s*Hotspot/]);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();

  await page.reload();
  await editorReady(page);
  await expect(page).toHaveURL(new RegExp(`/feature/demos/recording/${id}$`));
  await expect(rows(page)).toHaveText([/^00:00\.000\s*Click region: Pick a plan/, /^00:02\.500\s*Hotspot/]);

  // Edit the hotspot's caption: the row expands (and the video seeks to 2.5 s).
  await rows(page).nth(1).click();
  await expect
    .poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeCloseTo(2.5, 1);
  await annotations(page).getByLabel('Caption', { exact: true }).fill('Open the settings');
  // spec 3 §2.4 (issue 29 D.9): the rep name and date in the header are editable and saved with it.
  await page.getByLabel('Rep name').fill('Dana Whitfield');
  await page.getByLabel('Date', { exact: true }).fill('2026-10-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  await page.reload();
  await editorReady(page);
  await expect(rows(page)).toHaveText([
    /^00:00\.000\s*Click region: Pick a plan/,
    /^00:02\.500\s*Hotspot: Open the settings/,
  ]);
  await expect(page.getByLabel('Rep name')).toHaveValue('Dana Whitfield');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('2026-10-01');
  // The demo's card in the list shows them too.
  await page.goto('/feature/demos');
  const card = page
    .locator('article')
    .filter({ has: page.locator(`a[href="/feature/demos/recording/${id}"]`) });
  await expect(card.getByRole('img', { name: 'Dana Whitfield' })).toHaveText('D');
  await expect(card.getByText('Oct 1, 2026', { exact: true })).toBeVisible();
});

test('a reload of the new-demo address, which has lost its file, goes back to the list', async ({ page }) => {
  await page.goto('/feature/demos/recording');
  await expect(page).toHaveURL(/\/feature\/demos$/);
});

test('edit a video: both fields required, Save only while valid, back to the demos once saved', async ({
  page,
}) => {
  const cookies = Object.fromEntries(
    (await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]),
  );
  const created = await page.request.post('/web/video', {
    headers: { token: cookies.token! },
    data: {
      salesrep_id: cookies.sellerId,
      company_id: cookies.companyId,
      url: 'https://videos.example/product-tour.mp4',
      title: 'Product tour',
      description: 'The five-minute tour',
    },
  });
  expect(created.status()).toBe(201);
  const { payload } = (await created.json()) as { payload: { id: string } };

  await page.goto(`/feature/demos/video/${payload.id}`);
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue('Product tour');
  await title.fill('');
  // The message shows once the field is left (as every form of the console does).
  await title.blur();
  await expect(page.getByText('Title is required', { exact: true })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  // Enter in the empty field: 'Incomplete Data'.
  await title.press('Enter');
  await expect(page.getByText('Incomplete Data', { exact: true })).toBeVisible();
  await title.fill('Product tour, 2027 edition');
  await save.click();
  await expect(page).toHaveURL(/\/feature\/demos$/);

  const saved = await page.request.get(`/web/video/id/${payload.id}`, { headers: { token: cookies.token! } });
  expect(((await saved.json()) as { payload: { title: string } }).payload.title).toBe(
    'Product tour, 2027 edition',
  );
});

/** Starts an upload and holds POST /web/recording until `release` is called (or for ever). */
async function holdUpload(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/web/recording', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await released;
    // An upload the rep cancelled is gone by then: nothing to send on.
    await route.continue().catch(() => {});
  });
  return release;
}

async function startUpload(page: Page) {
  await page.goto('/feature/demos');
  await expect(page.getByRole('heading', { level: 1, name: 'Demos' })).toBeVisible();
  await expect(page.getByText('Loading Demos...')).toBeHidden();
  const before = await page.locator('article').count();
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Upload' }).click();
  await page
    .getByRole('dialog', { name: 'Upload a video' })
    .getByLabel('Video file', { exact: true })
    .setInputFiles(path.join(media, 'clip-3s.m4v'));
  const saving = page.getByRole('dialog', { name: 'Saving content...' });
  await expect(saving).toBeVisible();
  await expect(saving.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  return { before, saving };
}

test('cancel an upload while it is sent: aborted, nothing is created', async ({ page }) => {
  await holdUpload(page);
  const { before, saving } = await startUpload(page);
  await saving.getByRole('button', { name: 'Cancel Upload' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Cancellation' });
  // No: back to the upload.
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(saving).toBeVisible();
  await saving.getByRole('button', { name: 'Cancel Upload' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Demo Upload Cancelled!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/feature\/demos$/);
  await expect(page.getByText('Loading Demos...')).toBeHidden();
  await expect(page.locator('article')).toHaveCount(before);
});

test('cancel once the demo was made: it is deleted again', async ({ page }) => {
  const release = await holdUpload(page);
  const { before, saving } = await startUpload(page);
  await saving.getByRole('button', { name: 'Cancel Upload' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Cancellation' });
  await expect(confirm).toBeVisible();
  // The upload arrives while the question is open; Yes then deletes what it made.
  const made = page.waitForResponse(
    (response) => response.url().endsWith('/web/recording') && response.request().method() === 'POST',
  );
  release();
  expect((await made).status()).toBe(201);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Demo Upload Cancelled!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/feature\/demos$/);
  await expect(page.getByText('Loading Demos...')).toBeHidden();
  await expect(page.locator('article')).toHaveCount(before);
});

test("Preview stores the editor's state and opens the audience host's /preview/demo in a new tab", async ({
  page,
}) => {
  await page.goto('/feature/demos');
  const sample = page.getByRole('link', { name: 'Welcome to Showroom', exact: true });
  const id = /recording\/([0-9a-f-]{36})$/.exec((await sample.getAttribute('href'))!)![1]!;
  await sample.click();
  // The seeded sample is 6 s long.
  await editorReady(page, 6);
  const companyId = (await page.context().cookies()).find((cookie) => cookie.name === 'companyId')!.value;
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await tab.waitForURL(/\/preview\/demo\?/);
  const address = new URL(tab.url());
  expect(address.origin).toBe(audienceURL);
  expect(address.searchParams.get('uuid')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(address.searchParams.get('data_id')).toBe(id);
  expect(address.searchParams.get('template')).toBe(companyId);
});

/** The seeded 'Welcome to Showroom' demo's editor, opened from the list, and what the leave journeys use. */
async function openSampleEditor(page: Page) {
  await page.goto('/feature/demos');
  await page.getByRole('link', { name: 'Welcome to Showroom', exact: true }).click();
  await editorReady(page, 6);
  return {
    editorUrl: page.url(),
    description: page.getByLabel('Description'),
    contacts: page.getByRole('navigation').getByRole('link', { name: 'Contacts' }),
    ask: page.getByRole('alertdialog', { name: 'Leave without saving?' }),
  };
}

test('leaving the editor with unsaved changes asks first (issue 29 D.9): Stay keeps them, the tab asks too, Leave goes', async ({
  page,
}) => {
  const { editorUrl, description, contacts, ask } = await openSampleEditor(page);
  await description.fill('Not saved yet');

  // A link of the shell's navigation: the move waits for the rep's answer.
  await contacts.click();
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('You have unsaved changes. If you leave now, they will be lost.');
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  expect(page.url()).toBe(editorUrl);
  await expect(description).toHaveValue('Not saved yet');

  // Closing the tab: the browser's own question; dismissed, the tab stays.
  const question = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);

  // Back asks as well; then Leave goes where the rep asked.
  await page.goBack();
  await expect(ask).toBeVisible();
  expect(page.url()).toBe(editorUrl);
  await ask.getByRole('button', { name: 'Stay' }).click();
  await contacts.click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/feature\/contact\/$/);
  await expect(ask).toBeHidden();
});

test('Back and Forward while unsaved changes hold the move (issue 30): the browser has moved already; Stay puts it back, Leave goes on', async ({
  page,
}) => {
  const { editorUrl, description, contacts, ask } = await openSampleEditor(page);
  /** Back into the editor (nothing held), then a change, then `move`: the rep is asked, still on the editor. */
  const backThenChangeThen = async (move: () => Promise<unknown>, change: string) => {
    await page.goBack();
    await expect(page).toHaveURL(editorUrl);
    await editorReady(page, 6);
    await description.fill(change);
    await move();
    await expect(ask).toBeVisible();
    expect(page.url()).toBe(editorUrl);
  };
  // Nothing changed: the editor lets the rep go, and the history now has a page after the editor.
  await contacts.click();
  await expect(page).toHaveURL(/\/feature\/contact\/$/);

  // Forward with a change: asked; Stay keeps the editor and the change.
  await backThenChangeThen(() => page.goForward(), 'Not saved yet');
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  expect(page.url()).toBe(editorUrl);
  await expect(description).toHaveValue('Not saved yet');
  // Forward again, and Leave: the page after the editor.
  await page.goForward();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/feature\/contact\/$/);

  // Back into the editor, a change, Back again: Leave goes to the page before the editor.
  await backThenChangeThen(() => page.goBack(), 'Not saved either');
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/feature\/demos\/?$/);
  await expect(ask).toBeHidden();
});
