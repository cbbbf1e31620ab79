import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hostPagePort } from './playwright.config.ts';
import { signInByApi } from './support.ts';

/**
 * Issue 26, item 10: a Collection page's video added by address plays, on the page's own policy
 * (its media-src names exactly the video's origin), here behind the page's gate, which gives the
 * video's address only once passed (item 5). The video is served by the journey's own server, a
 * site of its own like the one a rep found the video on.
 */
const videoFile = path.resolve(import.meta.dirname, '../packages/widgets/src/player/stories/clip-6s.mp4');
const videoUrl = `http://127.0.0.1:${hostPagePort}/library/tour.mp4`;
const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

test.describe('a video added by address on a prospect page', () => {
  let server: http.Server;
  let requests = 0;

  test.beforeAll(async () => {
    const bytes = await readFile(videoFile);
    server = http.createServer((request, response) => {
      if (request.url !== '/library/tour.mp4') {
        response.statusCode = 404;
        response.end();
        return;
      }
      requests += 1;
      response.setHeader('content-type', 'video/mp4');
      response.setHeader('accept-ranges', 'bytes');
      const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
      if (!range) {
        response.end(bytes);
        return;
      }
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
      response.statusCode = 206;
      response.setHeader('content-range', `bytes ${start}-${end}/${bytes.length}`);
      response.end(bytes.subarray(start, end + 1));
    });
    await new Promise<void>((resolve) => server.listen(hostPagePort, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
          date_created: now(),
          date_modified: now(),
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
    const issued = (await ok(
      await request.post('/web/prospect/session', {
        headers,
        data: {
          name: 'Grace',
          email: `prospect-${Date.now()}@acme-industries.example`,
          pageId,
          mappingData: '{}',
          salesrepId: session.id,
          companyId: session.companyId,
        },
      }),
    )) as { id: string; token: string };
    const bound = (await ok(
      await request.post('/web/relationship', {
        headers,
        data: {
          salesrep_id: session.id,
          prospect_id: issued.id,
          company_id: session.companyId,
          page_id: pageId,
          engaged: 'yes',
          encrypted_id: issued.token,
          date_created: now(),
        },
      }),
    )) as { url: string }[];

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

    const opened = await page.goto(bound[0]!.url);
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
    expect(requests).toBe(0);
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    expect(requests).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
