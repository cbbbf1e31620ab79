import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import {
  analyticsMessages,
  averageSeconds,
  type CyoaStep,
  clickthroughRate,
  cyoa as cyoaRecord,
  defaultVerificationContent,
  embedSnippet,
  neutraliseFormula,
  viewDurationBucket,
  viewDurationBuckets,
} from '@showroom/contract';
import { audienceURL, hostPagePort } from './playwright.config.ts';
import { chartTable, signInAsSeedRep, signInByApi } from './support.ts';

/**
 * Issue 14, end to end: a prospect on a third-party page meets a gated Hero and a CYOA (made for
 * this journey from the seeded ones, so no other journey's or the seed's events are counted), gives
 * the gate an address, plays, presses the hotspot and the call to action, runs the CYOA with a
 * choice, a typed answer and its PDF. Every event the frames send is recorded on its way to the
 * audience host; the figures the rep must see on the Analytics screen are computed here from
 * what the prospect did and those events (spec 3 §9: clickthrough rate with 3 decimals, the four
 * view-duration buckets, PDF time with 2 decimals), then read from the charts' tables (the
 * fallback every ui chart carries) and the visitor timeline. The time watched and its bucket come
 * from what the browser really played (the video element's `played` ranges), and the views from
 * what the prospect did (one play, whatever the hotspot's pause): issue 29 C.1. The Audience
 * Questions CSV downloads with its formula cell neutralised; a range with nothing in it shows 'No
 * Data To Display'.
 */

type SentEvent = {
  id: string;
  at: number;
  type: string;
  visitor: string;
  widgetId: string;
  data: Record<string, unknown>;
};

const wireNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
/** A UTC day as the charts label it (spec 3 §9 'MMM d'). */
const chartDay = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
const today = () => new Date().toISOString().slice(0, 10);

/** A chart card of the screen: a region named by its heading. */
const card = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });

test.describe('analytics from what a prospect did', () => {
  let hostPage: http.Server;
  const snippets: string[] = [];

  test.beforeAll(async () => {
    hostPage = http.createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><html lang="en"><head><title>A buyer's site</title></head><body><main><h1>A buyer's site</h1>${snippets.join('\n')}</main></body></html>`,
      );
    });
    await new Promise<void>((resolve) => hostPage.listen(hostPagePort, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => hostPage.close(() => resolve())));

  test('the Embeds charts and the visitor timeline show what the journey did; the questions CSV; an empty range', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(240_000);
    const session = await signInByApi(request);
    const headers = { token: session.token };
    const stamp = Date.now().toString(36);

    // A gated Hero on the seeded Hero's demo, and a CYOA from the seeded journey with a typed
    // question and a PDF added after it.
    const heroes = (await (await request.get(`/web/hero/${session.companyId}`, { headers })).json())
      .payload as { id: string; name: string }[];
    const seededHero = (
      await (
        await request.get(`/web/hero/id/${heroes.find((h) => h.name === 'Sample Hero')!.id}`, { headers })
      ).json()
    ).payload[0];
    const heroName = `Analytics hero ${stamp}`;
    const heroData = {
      name: heroName,
      recording_id: seededHero.recording_id,
      headline: 'A gated tour',
      description: 'Enter your work address to watch.',
      action_label: 'Book a call',
      action_link: 'https://acme.example/book',
      show_preview: 0,
      show_custom_thumbnail: 0,
      show_controls: 1,
      is_muted: 1,
      blinker_style: 'PLAY',
      launch_button: JSON.parse(seededHero.launch_button),
      verification_content: { ...defaultVerificationContent },
      restricted_redirect: {
        restrictType: 'message',
        demo: '',
        message: { title: '', description: '', primaryButton: false, buttonLabel: '', URL: '' },
      },
      is_gated: 1,
      email_required: 1,
      custom_verification: 0,
      check_blocklist: 0,
      redirect_to_restricted_domain: 0,
      check_domain: 0,
      check_twofactor: 0,
      salesrep_id: session.id,
      company_id: session.companyId,
      date_created: wireNow(),
      date_modified: wireNow(),
      live: '1',
    };
    const madeHero = await request.post('/web/hero', {
      headers,
      multipart: { heroData: JSON.stringify(heroData) },
    });
    expect(madeHero.status(), await madeHero.text()).toBe(201);
    const heroId = (await madeHero.json()).payload as string;

    const cyoas = (await (await request.get(`/web/cyoa/${session.companyId}`, { headers })).json())
      .payload as { id: string; name: string }[];
    const seededCyoa = cyoaRecord.parse(
      (
        await (
          await request.get(`/web/cyoa/id/${cyoas.find((c) => c.name === 'Choose your tour')!.id}`, {
            headers,
          })
        ).json()
      ).payload[0],
    );
    const typedQuestion = 'Anything else we should know?';
    const pdfTitle = 'Pricing guide';
    const steps: CyoaStep[] = [
      ...seededCyoa.episodes,
      { index: 3, type: 'question', question: typedQuestion, choices: ['Other'], questionType: 'text' },
      { index: 4, type: 'pdf', pdf: { link: 'https://docs.example/pricing.pdf', title: pdfTitle } },
    ];
    const cyoaName = `Analytics journey ${stamp}`;
    const madeCyoa = await request.post('/web/cyoa', {
      headers,
      multipart: {
        cyoaData: JSON.stringify({
          salesrep_id: session.id,
          company_id: session.companyId,
          date_created: wireNow(),
          date_modified: wireNow(),
          cyoa: {
            name: cyoaName,
            data: steps,
            setting: seededCyoa.settings,
            recommendations: seededCyoa.recommendations,
            restrict: seededCyoa.restricted_redirect,
            verificationContent: seededCyoa.verification_content,
          },
        }),
      },
    });
    expect(madeCyoa.status(), await madeCyoa.text()).toBe(201);
    const cyoaId = ((await madeCyoa.json()).payload as { id: string }).id;
    const published = await request.put(`/web/cyoa/${cyoaId}/publish`, {
      headers,
      data: { live: 1, date_modified: wireNow() },
    });
    expect(published.status(), await published.text()).toBe(200);

    const loaders = (await (await request.get('/web/embed/loaders', { headers })).json()).payload;
    for (const [kind, id] of [
      ['hero', heroId],
      ['cyoa', cyoaId],
    ] as const)
      snippets.push(
        embedSnippet({
          kind,
          id,
          companyId: session.companyId,
          staticUrl: audienceURL,
          version: loaders[kind].version,
          integrity: loaders[kind].integrity,
        }),
      );

    // Every event the frames post, and what the ingest answered.
    const sent = new Map<string, SentEvent>();
    let accepted = 0;
    await context.route(`${audienceURL}/events`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { events?: SentEvent[] };
      const response = await route.fetch();
      if (response.ok()) {
        for (const event of body.events ?? []) sent.set(event.id, event);
        accepted += ((await response.json()).payload as { accepted: number }).accepted;
      }
      await route.fulfill({ response });
    });

    // ---- The prospect ----
    const buyer = `analytics.${stamp}@northwind.example`;
    await page.goto(`http://127.0.0.1:${hostPagePort}/`);
    const frameOf = (kind: string): FrameLocator =>
      page.locator(`[data-showroom-embed="${kind}"]`).first().locator('iframe').contentFrame();
    await page.locator('[data-showroom-embed="hero"]').scrollIntoViewIfNeeded();
    // A facade: the frame is made on intent, the pointer over the box (issue 29 C.3).
    await page.locator('[data-showroom-embed="hero"]').hover();
    const hero = frameOf('hero');
    await hero
      .getByRole('button', { name: /^Play demo/ })
      .first()
      .click();
    const emailBox = hero.getByRole('textbox', { name: defaultVerificationContent.placeholder });
    await emailBox.fill(buyer);
    await emailBox.press('Enter');
    const video = hero.locator('video');
    await expect(video).toBeAttached();
    await expect(hero.getByText('Click the hotspot to carry on', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await hero.getByRole('button', { name: 'Continue' }).click();
    // Watched on past 3 s, then paused by the browser (as a media key does; the demo's next
    // annotation may have stopped it first): part of the demo, one view with the hotspot's stop in
    // it. What was seen is reported when the player stops.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(3);
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    // What the browser played, merged by the browser itself (TimeRanges), and the video's length.
    const played = await video.evaluate((v: HTMLVideoElement) => ({
      seconds: Array.from({ length: v.played.length }, (_, i) => v.played.end(i) - v.played.start(i)).reduce(
        (sum, n) => sum + n,
        0,
      ),
      length: v.duration,
    }));
    expect(played.seconds).toBeGreaterThan(3);
    expect(played.seconds).toBeLessThanOrEqual(played.length + 0.001);
    // The report of that stop (the pause, or the demo's next annotation if it stopped first)
    // leaves with the frame's next batch: its seconds are what the browser played.
    await expect
      .poll(
        () => {
          const watches = [...sent.values()].filter((e) => e.widgetId === heroId && e.type === 'watch');
          const last = watches.sort((a, b) => a.at - b.at).at(-1);
          return last ? Math.abs(Number(last.data.watched) - played.seconds) : Number.POSITIVE_INFINITY;
        },
        { timeout: 15_000 },
      )
      .toBeLessThan(0.15);
    const popup = context.waitForEvent('page');
    await hero.getByRole('link', { name: /Book a call/ }).click();
    await (await popup).close();

    await page.locator('[data-showroom-embed="cyoa"]').scrollIntoViewIfNeeded();
    await page.locator('[data-showroom-embed="cyoa"]').hover();
    const cyoa = frameOf('cyoa');
    await cyoa.getByRole('button', { name: 'Start' }).click();
    await cyoa.getByRole('button', { name: 'Next' }).click();
    await cyoa.getByRole('radio', { name: 'Mobile' }).check();
    await cyoa.getByRole('button', { name: 'Next' }).click();
    // The rule follows 'Mobile' to the portrait demo; then the typed question and the PDF.
    await cyoa.getByRole('button', { name: 'Next' }).click();
    const typed = '=SUM(A1:A9) and call me';
    await cyoa.getByRole('textbox').fill(typed);
    await cyoa.getByRole('button', { name: 'Next' }).click();
    await expect(cyoa.getByRole('heading', { name: pdfTitle })).toBeVisible();
    await page.waitForTimeout(1500);
    await cyoa.getByRole('button', { name: 'Next' }).click();
    await expect(cyoa.getByRole('heading', { name: 'Thanks for taking the tour' })).toBeVisible();
    // The move to the wrap-up leaves with the frame's next batch: wait for it before the reload
    // (what a hiding page sends by beacon is not seen by the route that records what was sent).
    await expect
      .poll(
        () =>
          [...sent.values()].filter(
            (e) => e.widgetId === cyoaId && e.type === 'step' && e.data.currIndex === -1,
          ).length,
        { timeout: 15_000 },
      )
      .toBe(1);

    // A second visit that only looks: one more render, no play.
    await page.reload();
    await page.locator('[data-showroom-embed="hero"]').scrollIntoViewIfNeeded();
    // A facade: the frame is made on intent, the pointer over the box (issue 29 C.3).
    await page.locator('[data-showroom-embed="hero"]').hover();
    await expect(
      frameOf('hero')
        .getByRole('button', { name: /^Play demo/ })
        .first(),
    ).toBeVisible();
    // Its render leaves with the frame's next batch (every 2 s): wait for it, as a beacon sent
    // while the page hides is not seen by the route that records what was sent.
    await expect
      .poll(() => [...sent.values()].filter((e) => e.widgetId === heroId && e.type === 'render').length, {
        timeout: 15_000,
      })
      .toBe(2);
    await page.goto('about:blank'); // the frames flush what they hold as the page hides
    await expect.poll(() => sent.size, { timeout: 15_000 }).toBeGreaterThan(15);
    // Every batch seen is answered, each event accepted once: a reply still on its way when a
    // fixed wait ended made this fail on a busy machine, so the count is awaited, not sampled.
    await expect
      .poll(() => accepted - sent.size, { timeout: 15_000, message: 'each event stored once' })
      .toBe(0);

    // ---- The figures, from the events alone ----
    const events = [...sent.values()].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
    const of = (widgetId: string, type: string) =>
      events.filter((e) => e.widgetId === widgetId && e.type === type);
    /**
     * The View Duration table of one view of `seconds` played: the browser's played ranges and the
     * player's last report may differ by a frame, so near a quarter's edge either side is right.
     */
    const oneViewOf = (seconds: number, length: number) =>
      [...new Set([seconds - 0.15, seconds + 0.15].map((s) => viewDurationBucket(s, length)))].map((bucket) =>
        viewDurationBuckets.map((label, i) => [label, i === bucket ? '1' : '0']),
      );
    const heroRenders = of(heroId, 'render').length;
    expect(heroRenders).toBe(2);
    // The prospect pressed Play once: one view, and one clickthrough of the two renders. The
    // frame sent a play for the start and one for the resume after the hotspot (issue 29 C.1:
    // before, each counted as a view, and the rate went over 100%).
    const heroViews = 1;
    expect(of(heroId, 'play').map((e) => e.data.view)).toEqual(['first', 'resume']);
    const day = chartDay(today());

    // ---- The rep ----
    await signInAsSeedRep(page);
    await page.goto('/feature/analytics');
    await expect(page.getByRole('heading', { name: analyticsMessages.heading, level: 1 })).toBeVisible();
    const widgetPicker = page.getByRole('combobox', { name: 'Select Widget' });
    await widgetPicker.click();
    await page.getByRole('option', { name: `${heroName} (Hero)` }).click();

    // Demo Views: the views of today; Clickthrough Rate: views started over renders, 3 decimals.
    const views = await chartTable(page, analyticsMessages.demoViews);
    expect(views.find(([label]) => label === day)).toEqual([day, String(heroViews)]);
    const rates = await chartTable(page, analyticsMessages.clickthroughRate);
    expect(rates.find(([label]) => label === day)).toEqual([
      day,
      `${clickthroughRate(heroViews, heroRenders).toFixed(3)}%`,
    ]);
    // View Duration: the one view, in the bucket of what the browser played of the demo.
    expect(oneViewOf(played.seconds, played.length)).toContainEqual(
      await chartTable(page, analyticsMessages.viewDuration),
    );
    const clicks = await chartTable(page, analyticsMessages.ctaClicks);
    expect(clicks.find(([label]) => label === day)).toEqual([day, String(of(heroId, 'cta').length)]);
    expect(of(heroId, 'cta')).toHaveLength(1);

    // The CYOA: the journey's moves, time per demo, the PDF, the responses, the typed answer.
    await widgetPicker.click();
    await page.getByRole('option', { name: `${cyoaName} (CYOA)` }).click();
    const journey = await chartTable(page, analyticsMessages.audienceJourney);
    const moves = of(cyoaId, 'step').map((e) => `${e.data.prevIndex}>${e.data.currIndex}`);
    // Mobile: demo -> question -> (rule) portrait demo -> typed question -> PDF -> wrap-up.
    expect(moves).toEqual(expect.arrayContaining(['0>1', '1>2', '2>3', '3>4', '4>-1']));
    const choiceRow = journey.find(([step]) => step.includes('Where will your prospects watch?'));
    expect(choiceRow?.[1]).toContain(`(${moves.filter((m) => m === '1>2').length})`);
    const wrapRow = journey.find(([step]) => step.includes(pdfTitle));
    expect(wrapRow?.[1]).toContain('Wrap up screen');

    const pdfPages = of(cyoaId, 'pdfPage');
    expect(pdfPages.length).toBeGreaterThan(0);
    const pdfSeconds = pdfPages.reduce((sum, e) => sum + Number(e.data.seconds), 0);
    expect(await chartTable(page, `${analyticsMessages.pdfEngagement}: ${pdfTitle}`)).toEqual([
      ['Page 1', `${averageSeconds(pdfSeconds, pdfPages.length).toFixed(2)} s`],
    ]);
    const responses = await chartTable(page, 'Where will your prospects watch?');
    expect(responses).toEqual([['Mobile', '1']]);
    // The journey went past the CYOA's demos without playing them: no view, no time watched.
    expect(of(cyoaId, 'play')).toEqual([]);
    expect(of(cyoaId, 'watch')).toEqual([]);

    // Audience Questions: one typed answer, its formula neutralised in the file.
    const questions = card(page, analyticsMessages.audienceQuestions);
    await expect(questions.getByText('1 typed answer')).toBeVisible();
    const download = page.waitForEvent('download');
    await questions.getByRole('button', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    const answer = of(cyoaId, 'answer').find((e) => e.data.question === typedQuestion)!;
    const answerer = events.some((e) => e.visitor === answer.visitor && e.type === 'gate')
      ? buyer
      : 'anonymous';
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Visitor,Question,Answer');
    expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual([
      [answerer, typedQuestion, neutraliseFormula(typed)],
    ]);
    expect(neutraliseFormula(typed)).toBe(`'${typed}`);

    // The visitor timeline: everything the buyer's visitor did, in time order. The buyer gave the
    // gate their address in the Hero's frame, so the Hero's visitors name them.
    await widgetPicker.click();
    await page.getByRole('option', { name: `${heroName} (Hero)` }).click();
    const visitorPicker = page.getByRole('combobox', { name: analyticsMessages.selectVisitor }).first();
    await visitorPicker.click();
    await page.getByRole('option', { name: buyer, exact: true }).click();
    const gateVisitor = events.find((e) => e.type === 'gate')!.visitor;
    const theirs = events.filter((e) => e.visitor === gateVisitor);
    const timeline = card(page, 'Visitor timeline');
    await expect(timeline.getByText(`Everything ${buyer} did, oldest first.`)).toBeVisible();
    const items = timeline.locator('li');
    await expect(items).toHaveCount(theirs.length);
    const labels = {
      render: 'Widget shown',
      play: 'Played',
      pause: 'Paused',
      watch: 'Watched',
      hotspot: 'Hotspot',
      step: 'CYOA step',
      answer: 'Answered',
      modalInput: 'Typed',
      pdfPage: 'PDF page',
      cta: 'CTA click',
      gate: 'Gate',
      complete: 'Finished',
    } as Record<string, string>;
    expect(await items.locator('[data-type]').allTextContents()).toEqual(theirs.map((e) => labels[e.type]));
    await expect(timeline.getByText(`allowed: ${buyer}`)).toBeVisible();
    // The last 'Watched' says what the browser played of the demo (under a minute: '4 s'), not the demo's length.
    const watchedRows = items.filter({ has: page.locator('[data-type]', { hasText: labels.watch }) });
    const lastWatched = (await watchedRows.last().locator('[data-seconds]').textContent()) ?? '';
    expect(
      [played.seconds - 0.15, played.seconds + 0.15].map((seconds) => `${Math.round(seconds)} s`),
    ).toContain(lastWatched);

    // A range with nothing in it, on the CYOA (whose Audience Questions card says so too).
    await visitorPicker.click();
    await page.getByRole('option', { name: 'All visitors' }).click();
    await widgetPicker.click();
    await page.getByRole('option', { name: `${cyoaName} (CYOA)` }).click();
    const dates = page.getByRole('group', { name: analyticsMessages.selectDate });
    const segments = dates.getByRole('spinbutton');
    await segments.first().click();
    await page.keyboard.type('01012025');
    await segments.nth(3).click();
    await page.keyboard.type('01032025');
    await expect(page.getByText(analyticsMessages.noData).first()).toBeVisible();
    await expect(
      card(page, analyticsMessages.audienceQuestions).getByText(analyticsMessages.noDataToDownload),
    ).toBeVisible();

    await request.delete(`/web/hero/${heroId}`, { headers });
    await request.delete(`/web/cyoa/${cyoaId}`, { headers });
  });
});
