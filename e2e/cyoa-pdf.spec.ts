import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cyoaRuntimeMessages, embedSnippet, newCyoaContent } from '@showroom/contract';
import { audienceURL, hostPagePort } from './playwright.config.ts';
import { signInByApi } from './support.ts';

/**
 * Issue 12, the CYOA's PDF viewer end to end: a CYOA whose PDF step is a 3-page brochure served,
 * with CORS, by this journey's own server on another origin than the audience host. The frame's
 * pdf.js (its worker from the audience host, under the page's CSP) draws it; the prospect reads
 * page 1, goes to page 2 and on to the wrap-up; the time is stored per page (pdfPage events for
 * pages 1 and 2, never page 3), as the CYOA's PDF Engagement reads them back.
 */

const wireNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const brochureFile = path.resolve(
  import.meta.dirname,
  '../packages/widgets/src/cyoa/stories/brochure-3-pages.pdf',
);
/**
 * The address the rep gave. The audience pages let a CYOA fetch its PDFs' https origins only, so
 * the browser asks this https address and the route below answers it from the journey's server.
 */
const brochureUrl = 'https://files.example/brochure-3-pages.pdf';

test.describe('a CYOA PDF read page by page', () => {
  let server: http.Server;
  const snippets: string[] = [];
  let pdfRequests = 0;

  test.beforeAll(async () => {
    const brochure = await readFile(brochureFile);
    server = http.createServer((request, response) => {
      if (request.url === '/brochure-3-pages.pdf') {
        pdfRequests += 1;
        response.setHeader('content-type', 'application/pdf');
        // The audience host's frame is another origin: the PDF is readable to it by CORS only.
        response.setHeader('access-control-allow-origin', '*');
        response.end(brochure);
        return;
      }
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><html lang="en"><head><title>A buyer's site</title></head><body><main><h1>A buyer's site</h1>${snippets.join('\n')}</main></body></html>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(hostPagePort, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('pages 1 and 2 read: a pdfPage for each is stored, and PDF Engagement shows both', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(120_000);
    const session = await signInByApi(request);
    const headers = { token: session.token };
    const title = `Brochure ${Date.now().toString(36)}`;
    const made = await request.post('/web/cyoa', {
      headers,
      multipart: {
        cyoaData: JSON.stringify({
          salesrep_id: session.id,
          company_id: session.companyId,
          date_created: wireNow(),
          date_modified: wireNow(),
          cyoa: {
            ...newCyoaContent(),
            name: `PDF journey ${title}`,
            data: [{ index: 0, type: 'pdf', pdf: { link: brochureUrl, title } }],
          },
        }),
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const cyoaId = ((await made.json()).payload as { id: string }).id;
    const published = await request.put(`/web/cyoa/${cyoaId}/publish`, {
      headers,
      data: { live: 1, date_modified: wireNow() },
    });
    expect(published.status(), await published.text()).toBe(200);
    const loaders = (await (await request.get('/web/embed/loaders', { headers })).json()).payload;
    snippets.push(
      embedSnippet({
        kind: 'cyoa',
        id: cyoaId,
        companyId: session.companyId,
        staticUrl: audienceURL,
        version: loaders.cyoa.version,
        integrity: loaders.cyoa.integrity,
      }),
    );

    await context.route(brochureUrl, async (route) =>
      route.fulfill({
        response: await route.fetch({ url: `http://127.0.0.1:${hostPagePort}/brochure-3-pages.pdf` }),
      }),
    );
    const sent: { type: string; widgetId: string; data: Record<string, unknown> }[] = [];
    let accepted = 0;
    await context.route(`${audienceURL}/events`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { events?: typeof sent };
      const response = await route.fetch();
      if (response.ok()) {
        sent.push(...(body.events ?? []));
        accepted += ((await response.json()).payload as { accepted: number }).accepted;
      }
      await route.fulfill({ response });
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });

    await page.goto(`http://127.0.0.1:${hostPagePort}/`);
    // A facade: the frame is made on intent, the pointer over the box (issue 29 C.3).
    await page.locator('[data-showroom-embed="cyoa"]').first().hover();
    const cyoa = page.locator('[data-showroom-embed="cyoa"]').first().locator('iframe').contentFrame();
    await cyoa.getByRole('button', { name: cyoaRuntimeMessages.start }).click();
    await expect(cyoa.getByRole('heading', { name: title })).toBeVisible();
    // Drawn by the frame's own viewer, not the browser's: its pages, its text, its buttons.
    await expect(cyoa.getByRole('region', { name: cyoaRuntimeMessages.pdfFrame(title) })).toBeVisible({
      timeout: 20_000,
    });
    await expect(cyoa.getByText(/page 1: what the product/)).toBeAttached({ timeout: 20_000 });
    await expect(cyoa.getByText(cyoaRuntimeMessages.pdfPages(1, 3))).toBeVisible();
    await expect(cyoa.locator('iframe')).toHaveCount(0);
    expect(pdfRequests).toBeGreaterThan(0);
    await page.waitForTimeout(1200);
    await cyoa.getByRole('button', { name: cyoaRuntimeMessages.nextPage }).click();
    await expect(cyoa.getByText(cyoaRuntimeMessages.pdfPages(2, 3))).toBeVisible();
    await page.waitForTimeout(1200);
    await cyoa.getByRole('button', { name: cyoaRuntimeMessages.next, exact: true }).click();
    await expect(cyoa.getByRole('heading', { name: cyoaRuntimeMessages.wrapUpHeading })).toBeVisible();

    const pdfPages = () =>
      sent
        .filter((event) => event.widgetId === cyoaId && event.type === 'pdfPage')
        .map((event) => event.data)
        .sort((a, b) => Number(a.page) - Number(b.page));
    await expect.poll(() => pdfPages().length, { timeout: 15_000 }).toBe(2);
    const [first, second] = pdfPages();
    expect(first).toMatchObject({ stepIndex: 0, title, page: 1 });
    expect(second).toMatchObject({ stepIndex: 0, title, page: 2 });
    expect(Number(first!.seconds)).toBeGreaterThanOrEqual(1);
    expect(Number(second!.seconds)).toBeGreaterThanOrEqual(1);
    await expect.poll(() => accepted, { timeout: 15_000 }).toBe(sent.length);
    expect(refused, 'no request refused by the CSP').toEqual([]);

    // What the events table holds, as the CYOA's PDF Engagement reads it.
    const engagement = await request.get(`/web/analytic/widget/cyoa/?widgetID=${cyoaId}`, { headers });
    expect(engagement.status(), await engagement.text()).toBe(200);
    const pdf = (await engagement.json()).payload.pdf as {
      stepIndex: number;
      title: string;
      pages: { page: number; views: number; averageSeconds: number }[];
    }[];
    expect(pdf).toEqual([
      {
        stepIndex: 0,
        title,
        pages: [
          { page: 1, views: 1, averageSeconds: Number(Number(first!.seconds).toFixed(2)) },
          { page: 2, views: 1, averageSeconds: Number(Number(second!.seconds).toFixed(2)) },
        ],
      },
    ]);
  });
});
