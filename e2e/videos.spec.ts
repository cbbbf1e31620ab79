import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { hostPagePort, mediaURL } from './playwright.config.ts';
import { issueProspectLink, serveVideoFile, signInAsSeedRep, signInByApi } from './support.ts';

/**
 * Issue 29 D.4: a Collection page is 'a set of demos and videos' (spec 3 §1). A rep adds a video
 * by its address in the demos area, opens it from there (/feature/demos/video/{id}), adds it to a
 * new Collection page in the page editor beside a demo, saves and publishes, and the prospect's
 * page plays it. The video is served by the journey's own server, a site of its own. Then the rep
 * deletes it (DELETE /web/video/{videoId}): gone from the list after a reload, and the page that
 * named it opens without it.
 */
const videoFile = path.resolve(import.meta.dirname, '../packages/widgets/src/player/stories/clip-6s.mp4');
const videoUrl = `http://127.0.0.1:${hostPagePort}/library/collection-tour.mp4`;

const pagesTable = (page: Page) => page.getByRole('table', { name: 'Pages' });

test.describe('videos: from the demos area to a Collection page', () => {
  let server: Awaited<ReturnType<typeof serveVideoFile>>;

  test.beforeAll(async () => {
    server = await serveVideoFile('/library/collection-tour.mp4', videoFile);
  });
  test.afterAll(() => server.close());

  test('a rep adds a video, opens it, puts it on a Collection page, the prospect plays it; then the rep deletes it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now();
    const videoTitle = `Collection tour ${stamp}`;
    await signInAsSeedRep(page);

    // The demos area lists the company's videos: the seeded one first.
    await page.getByRole('navigation').getByRole('link', { name: 'Demos' }).click();
    const videos = page.getByRole('region', { name: 'Videos' });
    await expect(videos.getByRole('link', { name: 'Showroom in six seconds' })).toBeVisible();

    // Add video: an empty form says what each field needs; then the video tops the list.
    await videos.getByRole('button', { name: 'Add video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a video' });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Incomplete Data', { exact: true })).toBeVisible();
    await expect(dialog.getByText('URL is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(videoTitle);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('The library, in six seconds');
    await dialog.getByRole('textbox', { name: 'URL' }).fill(videoUrl);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Video Added', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(videos.getByRole('link').first()).toHaveText(videoTitle);

    // A click opens the video editor (spec 3 §2.5), its preview playing from the address; Cancel comes back.
    await videos.getByRole('link', { name: videoTitle }).click();
    await expect(page).toHaveURL(/\/feature\/demos\/video\/[0-9a-f-]{36}$/);
    const videoId = page.url().split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1, name: 'Edit video' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(videoTitle);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/feature\/demos$/);

    // A new Collection page: the picker offers the company's videos beside its demos.
    // The demos area has a 'Create' button too: wait for the pages list before pressing its own.
    await page.getByRole('navigation').getByRole('link', { name: 'Pages' }).click();
    await expect(page).toHaveURL(/\/feature\/page\/$/);
    // The address changes before the lazy pages route replaces the demos area (whose 'Create' opens a menu).
    await expect(pagesTable(page)).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose page type' });
    await picker.getByRole('radio', { name: /^Collection/ }).click();
    await picker.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/feature\/page\/edit\/[0-9a-f-]{36}\/standard\/0$/);
    const pageId = page.url().split('/').at(-3)!;
    const title = `E2E Collection ${stamp}`;
    await page.getByRole('textbox', { name: 'Page title' }).fill(title);
    await page.getByRole('textbox', { name: 'Headline' }).fill('Hello <prospect_name>');
    await page.getByRole('textbox', { name: 'Welcome message' }).fill('A few tours for your team');
    await page.getByRole('textbox', { name: 'Preview message' }).fill('Watch at your own pace');
    await page.getByRole('textbox', { name: 'Contact info message' }).fill('Tell us about you');
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByRole('textbox', { name: 'Field 1 name' }).fill('Company');
    await page.getByRole('textbox', { name: 'Action message' }).fill('Ready?');
    await page.getByRole('textbox', { name: 'Action button label' }).fill('Book a call');
    await page.getByRole('textbox', { name: 'Redirect URL' }).fill('https://acme.example/book');
    await page.getByRole('combobox', { name: 'Add a demo' }).click();
    await page.getByRole('option', { name: 'Welcome to Showroom' }).click();
    await page.getByRole('combobox', { name: 'Add a video' }).click();
    await page.getByRole('option', { name: videoTitle }).click();
    const items = page.getByRole('list', { name: 'Demos and videos' }).getByRole('listitem');
    await expect(items).toHaveText(['Welcome to Showroom', `${videoTitle} · Video`]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('dialog', { name: 'Confirm Save' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Page Updated', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirm Publish' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect(page).toHaveURL(/\/feature\/page\/$/);
    await expect(pagesTable(page).getByRole('row').filter({ hasText: title })).toContainText('Active');

    // The editor reads back what was saved.
    await pagesTable(page).getByRole('row').filter({ hasText: title }).getByText(title).click();
    await expect(page.getByRole('list', { name: 'Demos and videos' }).getByRole('listitem')).toHaveText([
      'Welcome to Showroom',
      `${videoTitle} · Video`,
    ]);

    // A prospect link (the calls the link dialog makes), opened by the prospect.
    const session = await signInByApi(request);
    const headers = { token: session.token };
    const ok = async (response: Awaited<ReturnType<typeof request.get>>) => {
      expect(response.status(), await response.text()).toBeLessThan(300);
      return ((await response.json()) as { payload: unknown }).payload;
    };
    const link = await issueProspectLink(request, session, {
      pageId,
      name: 'Ada',
      email: `ada-${stamp}@engine.example`,
      mappingData: JSON.stringify({ prospect_name: 'Ada' }),
    });

    const context = await browser.newContext();
    const prospect = await context.newPage();
    const problems: string[] = [];
    prospect.on('pageerror', (error) => problems.push(error.message));
    prospect.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const opened = await prospect.goto(link.url);
    expect(opened?.status()).toBe(200);
    // The demo and the video, each under its title.
    await expect(prospect.getByRole('heading', { level: 3, name: 'Welcome to Showroom' })).toBeVisible();
    await expect(prospect.getByRole('heading', { level: 3, name: videoTitle })).toBeVisible();
    const player = prospect.getByLabel(`Play ${videoTitle}`);
    await expect(player).toHaveAttribute('src', videoUrl);
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    expect(problems).toEqual([]);
    await context.close();

    // The seeded video plays from the media host (the seed's sample Collection shows it).
    const listed = (await ok(await request.get(`/web/video/${session.companyId}`, { headers }))) as {
      id: string;
      title: string;
      url: string;
    }[];
    expect(listed.map((video) => video.id)).toContain(videoId);
    const seeded = listed.find((video) => video.title === 'Showroom in six seconds')!;
    expect(seeded.url.startsWith(`${mediaURL}/`)).toBe(true);
    const file = await request.get(seeded.url);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('video/mp4');

    // The rep deletes the video: the confirmation names it; Cancel keeps it, Delete removes it for good.
    await page.getByRole('navigation').getByRole('link', { name: 'Demos' }).click();
    await expect(page).toHaveURL(/\/feature\/demos$/);
    const deleteButton = videos.getByRole('button', { name: `Delete ${videoTitle}` });
    await deleteButton.click();
    const confirmation = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this?' });
    await expect(confirmation).toContainText(videoTitle);
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    await expect(videos.getByRole('link', { name: videoTitle })).toBeVisible();
    await deleteButton.click();
    await expect(confirmation).toContainText(videoTitle);
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Video Deleted', { exact: true })).toBeVisible();
    await expect(confirmation).toBeHidden();
    await expect(videos.getByRole('link', { name: videoTitle })).toHaveCount(0);
    await expect(videos.getByRole('link', { name: 'Showroom in six seconds' })).toBeVisible();
    await page.reload();
    await expect(videos.getByRole('link', { name: 'Showroom in six seconds' })).toBeVisible();
    await expect(videos.getByRole('link', { name: videoTitle })).toHaveCount(0);
    const after = (await ok(await request.get(`/web/video/${session.companyId}`, { headers }))) as {
      id: string;
    }[];
    expect(after.map((video) => video.id)).not.toContain(videoId);

    // The Collection page still names the deleted video: the prospect's page opens, without it.
    const laterContext = await browser.newContext();
    const later = await laterContext.newPage();
    const laterProblems: string[] = [];
    later.on('pageerror', (error) => laterProblems.push(error.message));
    later.on('console', (message) => {
      if (message.type() === 'error') laterProblems.push(message.text());
    });
    expect((await later.goto(link.url))?.status()).toBe(200);
    await expect(later.getByRole('heading', { level: 3, name: 'Welcome to Showroom' })).toBeVisible();
    await expect(later.getByRole('heading', { level: 3, name: videoTitle })).toHaveCount(0);
    expect(laterProblems).toEqual([]);
    await laterContext.close();
  });
});
