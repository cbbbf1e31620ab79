import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hostPagePort } from './playwright.config.ts';
import { consoleNow, issueProspectLink, serveVideoFile, signInByApi } from './support.ts';

/**
 * Issue 26, item 10: a Collection page's video added by address plays, on the page's own policy
 * (its media-src names exactly the video's origin), here behind the page's gate, which gives the
 * video's address only once passed (item 5). The video is served by the journey's own server, a
 * site of its own like the one a rep found the video on.
 */
const videoFile = path.resolve(import.meta.dirname, '../packages/widgets/src/player/stories/clip-6s.mp4');
const videoUrl = `http://127.0.0.1:${hostPagePort}/library/tour.mp4`;

test.describe('a video added by address on a prospect page', () => {
  let server: Awaited<ReturnType<typeof serveVideoFile>>;

  test.beforeAll(async () => {
    server = await serveVideoFile('/library/tour.mp4', videoFile);
  });
  test.afterAll(() => server.close());

  test('plays behind the gate, from its own origin, with no policy violation', async ({
    browser,
    request,
  }) => {
    const session = await signInByApi(request);
    const headers = { token: session.token };
    const ok = async (response: Awaited<ReturnType<typeof request.get>>) => {
      expect(response.status(), await response.text()).toBeLessThan(300);
      return ((await response.json()) as { payload: unknown }).payload;
    };
    const video = (await ok(
      await request.post('/web/video', {
        headers,
        data: {
          salesrep_id: session.id,
          company_id: session.companyId,
          url: videoUrl,
          title: 'Library tour',
          description: 'The library, in six seconds',
        },
      }),
    )) as { id: string };
    const created = (await ok(
      await request.post(`/web/page/${session.id}/${session.companyId}`, {
        headers,
        data: {
          title: `E2E videos ${Date.now()}`,
          type: 'standard',
          date_created: consoleNow(),
          date_modified: consoleNow(),
        },
      }),
    )) as { id: string }[];
    const pageId = created[0]!.id;
    const style = {
      headline: 'Hello <prospect_name>',
      welcomeMessage: 'A short tour picked for your team.',
      welcomePreview: { id: '', type: '' },
      form: '',
      previewMessage: 'Have a look.',
      contactInfoMessage: 'Where can we reach you?',
      contactFields: [],
      actionMessage: 'Ready to talk?',
      actionButtonLabel: 'Book a call',
      redirectURL: 'https://example.com/book',
      standardPreviewVideos: [{ key: 'v1', value: video.id, label: 'Library tour', type: 'video' }],
      settings: {
        verifyIdentity: true,
        customVerification: false,
        isOutbound: true,
        isRequired: true,
        checkBlocklist: false,
        checkDomain: false,
        checkIntended: false,
        checkTwoFactor: false,
      },
      verificationContent: {
        title: 'Enter your email address to continue',
        description: 'Enter your email address below to access the content',
        placeholder: 'Email',
      },
    };
    await ok(
      await request.put(`/web/setting/page/style/${pageId}`, {
        headers,
        data: { pageId, style: JSON.stringify(style), placeholders: '[]' },
      }),
    );
    await ok(await request.put(`/web/page/${pageId}/${session.companyId}`, { headers, data: { live: 1 } }));
    const link = await issueProspectLink(request, session, {
      pageId,
      name: 'Grace',
      email: `prospect-${Date.now()}@acme-industries.example`,
      mappingData: '{}',
    });

    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    const opened = await page.goto(link.url);
    expect(opened?.status()).toBe(200);
    const policy = opened?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`media-src 'self' `);
    expect(policy).toContain(new URL(videoUrl).origin);
    // Behind the gate: the page holds no address of the video.
    expect(await opened?.text()).not.toContain(videoUrl);

    await page.getByRole('textbox', { name: 'Email' }).fill('grace@acme-industries.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    const player = page.getByLabel(/Library tour/);
    await expect(player).toHaveAttribute('src', videoUrl);
    expect(server.requests()).toBe(0);
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    expect(server.requests()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
