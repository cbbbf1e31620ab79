import http from 'node:http';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import {
  defaultVerificationContent,
  type EmbedKind,
  embedSnippet,
  gateMessages,
  hostEventName,
} from '@showroom/contract';
import { type SmtpCatcher, startSmtpCatcher } from '../packages/server/test/support/smtp.ts';
import { type DnsServer, startDnsServer } from './dns-server.ts';
import { audienceURL, dnsPort, hostPagePort, sampleSiteURL, smtpPort } from './playwright.config.ts';
import { recordIngest, signInByApi } from './support.ts';

/**
 * Issue 12, from the prospect's side: third-party pages on their own origins embed the widgets
 * with the console's snippets. The seeded sample site embeds all four kinds; a page this journey
 * serves embeds gated Heroes it makes through the /web API. What a host page receives through the
 * event API and what the audience host says it stored are checked against each other.
 */

/** Watches layout shifts from the first paint, and the host-page events a page receives. */
async function observeHostPage(page: Page) {
  await page.addInitScript((eventName) => {
    const record = window as unknown as { shifts: number; hostEvents: string[] };
    record.shifts = 0;
    record.hostEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) record.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener(eventName, (event) => {
      const detail = (event as CustomEvent<{ kind: string; event: string }>).detail;
      record.hostEvents.push(`${detail.kind}:${detail.event}`);
    });
  }, hostEventName);
}

const hostEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { hostEvents: string[] }).hostEvents);
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

const frameOf = (page: Page, kind: EmbedKind): FrameLocator =>
  page.locator(`[data-showroom-embed="${kind}"]`).first().locator('iframe').contentFrame();

/**
 * An inline widget (Hero, Sneakpeek, CYOA) in view: the loader's placeholder gives way to the
 * frame, which draws the same teaser; the prospect presses its play button.
 */
async function openInline(page: Page, kind: EmbedKind) {
  // A facade: the frame is made on intent, the pointer over the box (issue 29 C.3).
  await page.locator(`[data-showroom-embed="${kind}"]`).first().hover();
  const frame = frameOf(page, kind);
  await frame
    .getByRole('button', { name: /^Play demo/ })
    .first()
    .click();
  return frame;
}

test.describe('a third-party page embedding every kind', () => {
  test('placeholders without layout shift, frames on interaction, play, hotspot pause, a CYOA to its wrap-up, the host page hears it all, each event stored once', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await observeHostPage(page);
    const ingest = await recordIngest(page);
    await page.goto(sampleSiteURL);
    for (const kind of ['hero', 'solo', 'sneakpeek', 'cyoa'] as const)
      await expect(page.locator(`section[data-kind="${kind}"]`), kind).toBeVisible();

    // Each snippet keeps its box from the placeholder to the frame its pointer makes: nothing on the
    // page moves.
    for (const kind of ['hero', 'sneakpeek', 'cyoa'] as const) {
      await page.locator(`[data-showroom-embed="${kind}"]`).first().hover();
      await expect(
        frameOf(page, kind)
          .getByRole('button', { name: /^Play demo|^Start$/ })
          .first(),
      ).toBeVisible();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await layoutShift(page)).toBe(0);

    // Hero: its frame loads once it is in view and draws the teaser; the video comes with the
    // click, and the hotspot at 2 s pauses it until the prospect clicks the hotspot.
    const hero = await openInline(page, 'hero');
    const video = hero.locator('video');
    await expect(video).toBeAttached();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const hotspot = hero.getByText('Click the hotspot to carry on', { exact: true });
    await expect(hotspot).toBeVisible({ timeout: 15_000 });
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    // The hotspot is a button named 'Continue', its caption beside it. After the click the video
    // plays on: its time moves past where the hotspot held it. (Not `paused === false`: the click
    // region at 4 s pauses it again, and on a loaded machine a poll can miss the playing between.)
    const heldAt = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await hero.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(heldAt);

    // Solo: the launch button opens a lightbox; Esc closes it and focus comes back.
    const soloLaunch = page
      .locator('section[data-kind="solo"] [data-showroom-embed="solo"]')
      .first()
      .getByRole('button', { name: /^Play demo: / });
    const lightbox = page.getByRole('dialog');
    // Once in a CI run the first press opened nothing (the Hero above had just resumed and may
    // have asked for more height, moving the button): press again, and say so in the report.
    await soloLaunch.click();
    const opened = await lightbox.waitFor({ state: 'visible', timeout: 3000 }).then(
      () => true,
      () => false,
    );
    if (!opened) {
      test.info().annotations.push({ type: 'retried', description: 'the Solo launch needed a second press' });
      await soloLaunch.click();
    }
    await expect(lightbox).toBeVisible();
    await expect(lightbox.locator('iframe').contentFrame().locator('video')).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(soloLaunch).toBeFocused();

    // Sneakpeek: frame loads once it is near the viewport, then plays on the click.
    await expect((await openInline(page, 'sneakpeek')).locator('video')).toBeAttached();

    // CYOA: the sample journey, by its answers, to the wrap-up screen.
    // Its frame opens on the journey's intro.
    await page.locator('[data-showroom-embed="cyoa"]').first().hover();
    const cyoa = frameOf(page, 'cyoa');
    // Each card is awaited before its Next, so every press lands on the card it is meant for.
    await cyoa.getByRole('button', { name: 'Start' }).click();
    await expect(cyoa.getByRole('heading', { name: 'Welcome to Showroom' })).toBeVisible();
    await cyoa.getByRole('button', { name: 'Next' }).click();
    await expect(cyoa.getByText('Where will your prospects watch?')).toBeVisible();
    await cyoa.getByRole('radio', { name: 'Mobile' }).check();
    await cyoa.getByRole('button', { name: 'Next' }).click();
    // The rule follows 'Mobile' to the portrait demo, then the journey ends.
    await expect(cyoa.getByRole('heading', { name: 'Mobile walkthrough (portrait)' })).toBeVisible();
    await cyoa.getByRole('button', { name: 'Next' }).click();
    await expect(cyoa.getByRole('heading', { name: 'Thanks for taking the tour' })).toBeVisible();
    await expect
      .poll(() => hostEvents(page), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining(['hero:render', 'hero:play', 'hero:hotspot', 'cyoa:step', 'cyoa:complete']),
      );

    // The frames send their batches every couple of seconds: every id sent is stored once (the
    // server's count of rows it inserted), however often a batch was sent.
    await expect.poll(() => ingest.sent.size, { timeout: 10_000 }).toBeGreaterThan(10);
    await expect.poll(ingest.storedMinusSent, { timeout: 15_000 }).toBe(0);
  });
});

test.describe('the e-mail gate', () => {
  let smtp: SmtpCatcher;
  let dns: DnsServer;
  let hostPage: http.Server;
  const snippets: string[] = [];

  test.beforeAll(async () => {
    smtp = await startSmtpCatcher(smtpPort);
    dns = await startDnsServer(dnsPort, ['acme-buyer.example']);
    hostPage = http.createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><html lang="en"><head><title>A buyer's site</title></head><body><main><h1>A buyer's site</h1>${snippets.join('\n')}</main></body></html>`,
      );
    });
    await new Promise<void>((resolve) => hostPage.listen(hostPagePort, '127.0.0.1', resolve));
  });

  test.afterAll(async () => {
    await smtp.close();
    await dns.close();
    await new Promise<void>((resolve) => hostPage.close(() => resolve()));
  });

  test('refuses a blocked domain and free mail, lets a work address through, redirects a restricted domain, and confirms two-factor only on a click', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const session = await signInByApi(request);
    const headers = { token: session.token };

    // The company blocks a competitor's domain (spec 1 §2 blocklist).
    const settings = (
      await (await request.get(`/web/setting/company/${session.companyId}`, { headers })).json()
    ).payload;
    const blocked = await request.put(`/web/setting/company/style/${session.companyId}`, {
      headers,
      data: { style: settings.website_style, email_block_list: JSON.stringify(['initech.example']) },
    });
    expect(blocked.status()).toBe(200);

    // Three gated Heroes on the seeded Hero's demo.
    const heroes = (await (await request.get(`/web/hero/${session.companyId}`, { headers })).json())
      .payload as {
      id: string;
    }[];
    const seeded = (await (await request.get(`/web/hero/id/${heroes[0]?.id}`, { headers })).json())
      .payload[0];
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const makeHero = async (name: string, gating: Record<string, number>, redirectMessage?: string) => {
      const heroData = {
        name,
        recording_id: seeded.recording_id,
        headline: 'A gated tour',
        description: 'Enter your work address to watch.',
        action_label: 'Book a call',
        action_link: 'https://acme.example/book',
        show_preview: 0,
        show_custom_thumbnail: 0,
        show_controls: 1,
        is_muted: 1,
        blinker_style: 'PLAY',
        launch_button: JSON.parse(seeded.launch_button),
        verification_content: { ...defaultVerificationContent },
        restricted_redirect: {
          restrictType: 'message',
          demo: '',
          message: {
            title: redirectMessage ?? '',
            description: redirectMessage ? 'Our team will be in touch.' : '',
            primaryButton: false,
            buttonLabel: '',
            URL: '',
          },
        },
        is_gated: 1,
        email_required: 1,
        custom_verification: 0,
        check_blocklist: 0,
        redirect_to_restricted_domain: 0,
        check_domain: 0,
        check_twofactor: 0,
        ...gating,
        salesrep_id: session.id,
        company_id: session.companyId,
        date_created: now,
        date_modified: now,
        live: '1',
      };
      const created = await request.post('/web/hero', {
        headers,
        multipart: { heroData: JSON.stringify(heroData) },
      });
      expect(created.status(), await created.text()).toBe(201);
      return (await created.json()).payload as string;
    };
    const checked = await makeHero('Gate: blocklist', { check_blocklist: 1 });
    const redirected = await makeHero(
      'Gate: redirect',
      { check_blocklist: 1, redirect_to_restricted_domain: 1 },
      'Thanks for stopping by',
    );
    const twoFactor = await makeHero('Gate: two-factor', { check_domain: 1, check_twofactor: 1 });

    const loaders = (await (await request.get('/web/embed/loaders', { headers })).json()).payload;
    for (const id of [checked, redirected, twoFactor])
      snippets.push(
        embedSnippet({
          kind: 'hero',
          id,
          companyId: session.companyId,
          staticUrl: audienceURL,
          version: loaders.hero.version,
          integrity: loaders.hero.integrity,
        }),
      );

    await observeHostPage(page);
    await page.goto(`http://127.0.0.1:${hostPagePort}/`);
    const gateOf = async (index: number) => {
      const element = page.locator('[data-showroom-embed="hero"]').nth(index);
      await element.hover(); // a facade: the pointer over the box makes its frame (issue 29 C.3)
      const frame = element.locator('iframe').contentFrame();
      await frame
        .getByRole('button', { name: /^Play demo/ })
        .first()
        .click();
      return frame;
    };
    const emailBox = (frame: FrameLocator) =>
      frame.getByRole('textbox', { name: defaultVerificationContent.placeholder });
    /**
     * Types `email` and presses Enter, until the gate has answered: a refusal's alert is still on
     * screen from the address before, so it cannot tell that this one was answered.
     */
    const submit = async (frame: FrameLocator, email: string) => {
      await emailBox(frame).fill(email);
      const answered = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().includes('/gate/hero/'),
      );
      await emailBox(frame).press('Enter');
      await answered;
    };

    // Blocklist and free mail refused with the reason, by the keyboard alone; a work address passes.
    const first = await gateOf(0);
    await submit(first, 'spy@initech.example');
    await expect(first.getByRole('alert')).toHaveText(gateMessages.restrictedDomain);
    await submit(first, 'someone@gmail.com');
    await expect(first.getByRole('alert')).toHaveText(gateMessages.restrictedDomain);
    await submit(first, 'buyer@acme-buyer.example');
    await expect(first.locator('video')).toBeAttached();

    // A restricted domain with redirect on sees the rep's message instead of the demo.
    const second = await gateOf(1);
    await emailBox(second).fill('someone@gmail.com');
    await emailBox(second).press('Enter');
    await expect(second.getByText('Thanks for stopping by')).toBeVisible();
    await expect(second.locator('video')).toHaveCount(0);

    // Two-factor: the mailed link confirms nothing when fetched (a mail scanner), only on the click.
    const third = await gateOf(2);
    await emailBox(third).fill('buyer@acme-buyer.example');
    await emailBox(third).press('Enter');
    await expect(third.getByRole('heading', { name: gateMessages.checkInbox })).toBeVisible();
    await expect.poll(() => smtp.caught.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const link = smtp
      .mails()
      .at(-1)
      ?.text?.match(/https?:\/\/[^\s"<>]+\/gate\/confirm\/[A-Za-z0-9_-]+/)?.[0];
    expect(link, 'the confirmation link in the mail').toBeDefined();
    const scanned = await request.get(link as string);
    expect(scanned.status()).toBe(200);
    await page.waitForTimeout(3000);
    await expect(third.getByRole('heading', { name: gateMessages.checkInbox })).toBeVisible();
    const inbox = await browser.newPage();
    await inbox.goto(link as string);
    await inbox.getByRole('button', { name: gateMessages.confirmButton }).click();
    await expect(inbox.getByRole('heading', { name: gateMessages.confirmedTitle })).toBeVisible();
    await inbox.close();
    await expect(third.locator('video')).toBeAttached({ timeout: 15_000 });

    await expect.poll(() => hostEvents(page)).toEqual(expect.arrayContaining(['hero:gate']));
    expect(await layoutShift(page)).toBe(0);

    for (const id of [checked, redirected, twoFactor]) await request.delete(`/web/hero/${id}`, { headers });
    await request.put(`/web/setting/company/style/${session.companyId}`, {
      headers,
      data: { style: settings.website_style, email_block_list: settings.email_block_list },
    });
  });
});
