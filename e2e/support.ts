import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import type { SessionPayload } from '@showroom/contract';
import { audienceURL, hostPagePort, seedRep } from './playwright.config.ts';

/** Signs the seeded rep in through the API (POST /web/login): the session the /web calls take their token from. */
export async function signInByApi(request: APIRequestContext): Promise<SessionPayload> {
  const response = await request.post('/web/login', {
    data: { username: seedRep.email, password: seedRep.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).payload;
}

/** Signs the seeded rep in through the login page and waits for the shell. */
export async function signInAsSeedRep(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(seedRep.email);
  await page.getByLabel('Password').fill(seedRep.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/feature/);
  await agreeToConsentIfAsked(page);
}

/**
 * The journeys share one seeded rep, so whether the consent popup (spec 1 §2) still asks depends
 * on which journey ran first. Once the shell is ready, agree if asked; the accounts journey tests
 * the popup itself with a freshly signed-up rep.
 */
export async function agreeToConsentIfAsked(page: Page) {
  const shell = page.getByRole('navigation').getByRole('button', { name: /Acme Robotics/ });
  const consent = page.getByRole('alertdialog', { name: 'Privacy Policy and Terms of Service' });
  // The popup is modal: while it asks, the navigation is hidden from the accessibility tree. The
  // user menu is there while the shell still loads, before the popup can ask: wait for the
  // navigation's links, which appear once it is ready.
  const ready = page.getByRole('navigation').getByRole('link').first();
  await expect(ready.or(consent).first()).toBeAttached();
  if (await consent.isVisible()) {
    await consent.getByRole('button', { name: 'I agree' }).click();
    await expect(consent).toBeHidden();
  }
  await expect(shell).toBeAttached();
}

/**
 * The hidden table a ui chart carries (its accessible fallback), found by its exact caption: its
 * rows as [label, value].
 */
export async function chartTable(page: Page, caption: string) {
  const exact = new RegExp(`^${caption.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const table = page.locator('table').filter({ has: page.locator('caption', { hasText: exact }) });
  await expect(table.first()).toBeAttached();
  return table
    .first()
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row): [string, string] => [
        row.querySelector('th')?.textContent ?? '',
        row.querySelector('td')?.textContent ?? '',
      ]),
    );
}

/** A /web reply's payload, after checking the call succeeded (its body is the failure's message). */
export async function okPayload(response: APIResponse): Promise<unknown> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { payload: unknown }).payload;
}

/** The moment as the rep's console writes `date_created`. */
export const consoleNow = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

/**
 * One prospect's link to a published page, through the calls the link dialog makes (spec 3 §4.4):
 * POST /web/prospect/session, then POST /web/relationship. Returns the prospect's id and the link.
 */
export async function issueProspectLink(
  request: APIRequestContext,
  session: SessionPayload,
  prospect: { pageId: string; name: string; email: string; mappingData: string },
) {
  const headers = { token: session.token };
  const issued = (await okPayload(
    await request.post('/web/prospect/session', {
      headers,
      data: { ...prospect, salesrepId: session.id, companyId: session.companyId },
    }),
  )) as { id: string; token: string };
  const bound = (await okPayload(
    await request.post('/web/relationship', {
      headers,
      data: {
        salesrep_id: session.id,
        prospect_id: issued.id,
        company_id: session.companyId,
        page_id: prospect.pageId,
        engaged: 'yes',
        encrypted_id: issued.token,
        date_created: consoleNow(),
      },
    }),
  )) as { id: string; url: string }[];
  return { prospectId: issued.id, url: bound[0]!.url, relationshipId: bound[0]!.id };
}

/**
 * Another site hosting a video file, as a rep's video link points to (on the host page's port):
 * answers `urlPath` with the file, range requests included, and 404 elsewhere. Counts the requests.
 */
export async function serveVideoFile(urlPath: string, file: string) {
  const bytes = await readFile(file);
  let requests = 0;
  const server = http.createServer((request, response) => {
    if (request.url !== urlPath) {
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
  return {
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Every batch the page's frames post to the audience host's ingest, with what it answered. Read
 * through the route: the frames are on another site, and a beacon's answer is out of the page's reach.
 */
export async function recordIngest(page: Page) {
  const sent = new Map<string, number>();
  const types: string[] = [];
  let accepted = 0;
  let inFlight = 0;
  await page.route(`${audienceURL}/events`, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as {
      events?: { id: string; type: string }[];
    };
    for (const event of body.events ?? []) {
      if (!sent.has(event.id)) types.push(event.type);
      sent.set(event.id, (sent.get(event.id) ?? 0) + 1);
    }
    inFlight += 1;
    try {
      const response = await route.fetch();
      if (response.ok()) accepted += ((await response.json()).payload as { accepted: number }).accepted;
      await route.fulfill({ response });
    } finally {
      inFlight -= 1;
    }
  });
  return {
    /** Each id sent, with how many times it was (a batch the server did not take is sent again). */
    sent,
    /** The types of the events sent, each id once, in the order first sent. */
    types,
    /**
     * The ids the server says it stored minus the ids sent, read when no batch is on its way: a
     * playing video keeps sending, so the two are taken at the same moment, never a count against
     * an earlier one. 0 when every id was stored once.
     */
    storedMinusSent: () => (inFlight > 0 ? 'a batch on its way' : accepted - sent.size),
  };
}
