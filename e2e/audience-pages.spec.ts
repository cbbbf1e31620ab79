import http from 'node:http';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { audienceURL, hostPagePort } from './playwright.config.ts';
import { signInByApi } from './support.ts';

/**
 * The audience host's pages run under their own strict policy (a nonce per page, 'strict-dynamic',
 * no inline style but the nonce's; packages/server/src/audience/pages.ts): each seeded widget's
 * frame, its share page and a preview load the audience app with no CSP violation, no console
 * error and no uncaught error, and draw; a revoked share link is a plain 'not available' page.
 */
const kinds = ['hero', 'solo', 'sneakpeek', 'cyoa'] as const;

/** The first live widget of each kind the seed made. */
async function seededWidgets(request: APIRequestContext, session: { token: string; companyId: string }) {
  const found: Partial<Record<(typeof kinds)[number], string>> = {};
  for (const kind of kinds) {
    const response = await request.get(`/web/${kind}/${session.companyId}`, {
      headers: { token: session.token },
    });
    expect(response.status(), kind).toBe(200);
    const list = (await response.json()).payload as { id: string; live: boolean | number }[];
    const live = list.find((widget) => widget.live === true || widget.live === 1);
    expect(live, `a live ${kind} in the seed`).toBeDefined();
    found[kind] = live!.id;
  }
  return found as Record<(typeof kinds)[number], string>;
}

async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught: ${error.message}`));
  return problems;
}

/** Loads an audience page and waits for the app to draw into #root. */
async function loadApp(page: Page, address: string) {
  const response = await page.goto(address);
  expect(response?.status(), address).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root > *').first()).toBeVisible();
}

/**
 * Loads a widget's frame as a loader does, in an iframe of a host page (a site of its own, served
 * here on loopback): a frame opened in a tab of its own is a plain 404 (issue 26, item 13).
 */
async function loadFramed(page: Page, address: string) {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>Host</title><iframe src="${address}" width="900" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(hostPagePort, '127.0.0.1', resolve));
  try {
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url() === address),
      page.goto(`http://127.0.0.1:${hostPagePort}/`),
    ]);
    expect(response.status(), address).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    await page.waitForLoadState('networkidle');
    await expect(page.frameLocator('iframe').locator('#root > *').first()).toBeVisible();
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

test('every seeded widget’s frame, its share page and a preview run the audience app cleanly', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request);
  const widgets = await seededWidgets(request, session);
  const problems = await watch(page);

  for (const kind of kinds) await loadFramed(page, `${audienceURL}/frame/${kind}/${widgets[kind]}`);

  // A share link (ADR 0014): works until the rep revokes it.
  const shared = await request.post('/web/embed-share', {
    headers: { token: session.token },
    data: { type: 'hero', id: widgets.hero },
  });
  expect(shared.status()).toBe(201);
  const { token } = (await shared.json()).payload as { token: string };
  const shareAddress = `${audienceURL}/${token}/page/widget/hero/${widgets.hero}/${session.companyId}?title=Our%20tour&description=Two%20minutes`;
  await loadApp(page, shareAddress);
  await expect(page).toHaveTitle('Our tour');

  // A preview of the saved Hero, as the editor's Preview opens it.
  const hero = await request.get(`/web/hero/id/${widgets.hero}`, { headers: { token: session.token } });
  const values = ((await hero.json()).payload as Record<string, unknown>[])[0]!;
  const preview = await request.post('/web/preview', {
    headers: { token: session.token },
    data: {
      dump: JSON.stringify({
        kind: 'hero',
        id: widgets.hero,
        values: {
          ...values,
          launch_button: JSON.parse(String(values.launch_button)),
          verification_content: JSON.parse(String(values.verification_content)),
          restricted_redirect: JSON.parse(String(values.restricted_redirect)),
        },
      }),
      date_created: '2026-11-27 10:00:00',
    },
  });
  expect(preview.status()).toBe(201);
  const uuid = (await preview.json()).payload as string;
  await loadApp(
    page,
    `${audienceURL}/preview/demo?uuid=${uuid}&data_id=${widgets.hero}&template=${session.companyId}`,
  );

  expect(problems).toEqual([]);

  const revoked = await request.delete(`/web/embed-share/${token}`, { headers: { token: session.token } });
  expect(revoked.status()).toBe(200);
  const gone = await page.goto(shareAddress);
  expect(gone?.status()).toBe(404);
  await expect(page.getByText('This content is not available.')).toBeVisible();
  // Nor is the widget's frame, its address typed into a tab by hand (issue 26, item 13).
  const byHand = await page.goto(`${audienceURL}/frame/hero/${widgets.hero}`);
  expect(byHand?.status()).toBe(404);
  await expect(page.getByText('This content is not available.')).toBeVisible();
});
