import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { analyticsMessages, gateMessages, type SessionPayload } from '@showroom/contract';
import { type SmtpCatcher, startSmtpCatcher } from '../packages/server/test/support/smtp.ts';
import { type DnsServer, startDnsServer } from './dns-server.ts';
import { dnsPort, seedRep, smtpPort } from './playwright.config.ts';
import {
  chartTable,
  consoleNow,
  issueProspectLink,
  recordIngest,
  signInAsSeedRep,
  signInByApi,
} from './support.ts';

/**
 * Issue 13, the page a prospect opens: pages and links made through the API as the console makes
 * them, each link opened in a fresh browser context (a prospect has no session): the gate with the
 * page's settings, a Q&A page answered (by mouse and by keyboard alone) showing the mapped demo and
 * not the others, a Collection and an Embed page, the contact fields sent, the action button, and
 * a deleted relationship's link dead. Nothing of a video loads before the prospect plays it.
 */

/** The rep's calls, as the console makes them. */
function rep(request: APIRequestContext, session: SessionPayload) {
  const headers = { token: session.token };
  // biome-ignore lint/suspicious/noExplicitAny: each reply is read as the contract's payload of its call
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> => {
    expect(response.status(), await response.text()).toBeLessThan(300);
    return ((await response.json()) as { payload: unknown }).payload;
  };
  return {
    demos: async () =>
      (await ok(await request.get(`/web/recording/${session.companyId}?limit=100`, { headers }))) as {
        id: string;
        title: string;
        media_status: string;
      }[],
    heroes: async () =>
      (await ok(await request.get(`/web/hero/${session.companyId}`, { headers }))) as {
        id: string;
        live: number | boolean;
      }[],
    /** A page of the type, its style saved (and its form for a Q&A), published, and a link for one prospect. */
    async page(type: 'customized' | 'standard' | 'embed', style: object, form?: object) {
      const title = `E2E ${type} ${Date.now()}`;
      const created = await ok(
        await request.post(`/web/page/${session.id}/${session.companyId}`, {
          headers,
          data: { title, type, date_created: consoleNow(), date_modified: consoleNow() },
        }),
      );
      const pageId = created[0].id as string;
      let saved = style;
      if (form) {
        const formId = await ok(
          await request.post('/web/form/', {
            headers,
            data: { ...form, company_id: session.companyId, salesrep_id: session.id },
          }),
        );
        saved = { ...style, form: formId };
      }
      await ok(
        await request.put(`/web/setting/page/style/${pageId}`, {
          headers,
          data: { pageId, style: JSON.stringify(saved), placeholders: JSON.stringify(['company']) },
        }),
      );
      await ok(await request.put(`/web/page/${pageId}/${session.companyId}`, { headers, data: { live: 1 } }));
      const email = `prospect-${Date.now()}@acme-industries.example`;
      const link = await issueProspectLink(request, session, {
        pageId,
        name: 'Grace',
        email,
        mappingData: JSON.stringify({ company: 'Acme <Industries>' }),
      });
      return { pageId, title, email, ...link };
    },
    /** The page views analytics reads for the prospect (spec 3 §7.10): from the events stored. */
    pageViews: async (pageId: string, prospectId: string) =>
      (await ok(await request.get(`/web/analytic/page/views/${pageId}/${prospectId}`, { headers }))) as {
        total: number;
      },
    /** A page's answers by the prospect's link, as the Pages tab reads them. */
    responses: async (pageId: string, relationshipId: string) =>
      (await ok(
        await request.get(`/web/analytic/page/${pageId}/response/${relationshipId}`, { headers }),
      )) as {
        questions: { question: string; choices: { choice: string; count: number }[] }[];
      },
    removeLink: async (id: string) => ok(await request.delete(`/web/relationship/${id}`, { headers })),
  };
}

const verification = {
  title: 'Enter your email address to continue',
  description: 'Enter your email address below to access the content',
  placeholder: 'Email',
};
const gated = {
  verifyIdentity: true,
  customVerification: false,
  isOutbound: true,
  isRequired: true,
  checkBlocklist: false,
  checkDomain: false,
  checkIntended: false,
  checkTwoFactor: false,
};
const layout = {
  headline: 'Hello <prospect_name> at <company>',
  welcomeMessage: 'A short tour picked for your team.',
  welcomePreview: { id: '', type: '' },
  form: '',
  previewMessage: 'Answer two questions and see what fits.',
  contactInfoMessage: 'Where can we reach you?',
  contactFields: [
    { fieldName: 'Full name', type: 'text', required: true },
    { fieldName: 'Work email', type: 'email', required: true },
  ],
  actionMessage: 'Ready to talk?',
  actionButtonLabel: 'Book a call',
  redirectURL: 'https://example.com/book',
  standardPreviewVideos: [],
  settings: gated,
  verificationContent: verification,
};

/** A prospect: a fresh context, no session, no cookie of the rep. */
async function prospect(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return { context, page, problems };
}

async function passGate(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: verification.title })).toBeVisible();
  await page.getByRole('textbox', { name: verification.placeholder }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('the page a prospect opens', () => {
  let session: SessionPayload;
  let demos: { id: string; title: string }[];

  let smtp: SmtpCatcher;
  let dns: DnsServer;

  test.beforeAll(async ({ request }) => {
    smtp = await startSmtpCatcher(smtpPort);
    dns = await startDnsServer(dnsPort, ['acme-buyer.example']);
    session = await signInByApi(request);
    demos = (await rep(request, session).demos()).filter((demo) => demo.media_status === 'ready');
    expect(demos.length, 'two ready demos in the seed').toBeGreaterThanOrEqual(2);
  });

  test.afterAll(async () => {
    await smtp?.close();
    await dns?.close();
  });

  const qa = (first: { id: string }, second: { id: string }) => {
    const where = 'Where will you watch?';
    const what = 'What do you want to see?';
    const cond = (variable: string, operation: string, value: string[], logic = '&&') => ({
      type: 'condition',
      variable,
      operation,
      value,
      logic,
    });
    const rule = (uniqueId: string, index: number, extra: object[], id: string) => ({
      uniqueId,
      index,
      episode: 'rule',
      extra,
      result: { episode: 'demo', payload: { id } },
    });
    return {
      title: 'Questions',
      formjson: JSON.stringify({
        questions: [
          { name: where, type: 'radiogroup', choices: ['Desktop', 'Mobile'] },
          { name: what, type: 'checkbox', choices: ['Hotspots', 'Analytics'] },
        ],
      }),
      mapping: JSON.stringify([
        rule('desktop', 0, [cond(where, 'equals', ['Desktop'])], first.id),
        rule('mobile', 1, [cond(where, 'equals', ['Mobile'])], second.id),
        rule('analytics', 2, [cond(what, 'includes', ['Analytics'])], second.id),
      ]),
    };
  };

  test('a Q&A page: the gate, the answers, the mapped demo (no video before play), the contact fields and the action, then the Pages tab shows the visit', async ({
    browser,
    page: repPage,
    request,
  }) => {
    const [first, second] = demos as [(typeof demos)[0], (typeof demos)[0]];
    const { url, pageId, title, email, prospectId, relationshipId } = await rep(request, session).page(
      'customized',
      layout,
      qa(first, second),
    );
    const { context, page, problems } = await prospect(browser);
    const ingest = await recordIngest(page);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await passGate(page, 'grace@acme-industries.example');

    // Placeholders filled for this prospect, as text.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello Grace at Acme <Industries>');
    await page.getByRole('button', { name: 'Show my demos' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose at least one answer to each question');
    await page.getByRole('radio', { name: 'Desktop' }).check();
    await page.getByRole('checkbox', { name: 'Hotspots' }).check();
    await page.getByRole('button', { name: 'Show my demos' }).click();

    const result = page.getByRole('region', { name: 'Picked for you' });
    await expect(result.getByRole('heading', { name: first.title })).toBeVisible();
    if (first.title !== second.title)
      await expect(result.getByRole('heading', { name: second.title })).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
    await result.getByRole('button', { name: `Play demo: ${first.title}` }).click();
    await expect(page.locator('video')).toHaveCount(1);

    // Change the answers: Analytics adds the second demo.
    await page.getByRole('button', { name: 'Change my answers' }).click();
    await page.getByRole('checkbox', { name: 'Analytics' }).check();
    await page.getByRole('button', { name: 'Show my demos' }).click();
    await expect(result.getByRole('button', { name: /^Play demo: / })).toHaveCount(
      first.id === second.id ? 1 : 2,
    );

    // Contact fields: checked, then sent with the link's id.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Work email').fill('grace@acme-industries.example');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toHaveText('Thank you. Your details were sent.');
    // The rep is told by mail (the real POST /web/sendmailform, caught by the test's SMTP server).
    await expect
      .poll(() => smtp.caught.filter((c) => c.envelopeTo.includes(seedRep.email)).length, { timeout: 15_000 })
      .toBe(1);
    const mail = smtp.caught.find((c) => c.envelopeTo.includes(seedRep.email))!.mail;
    expect(mail.text).toContain('Full name: Grace Hopper');
    expect(mail.text).toContain('Work email: grace@acme-industries.example');

    const action = page.getByRole('link', { name: 'Book a call' });
    await expect(action).toHaveAttribute('href', 'https://example.com/book');
    await expect(action).toHaveAttribute('target', '_blank');
    expect(problems).toEqual([]);

    // The page's events, sent by link: every id stored once, read by the Pages tab's calls. The
    // completion leaves with the sender's next batch (every 2 s), after the details were sent.
    await expect.poll(() => ingest.types.includes('complete'), { timeout: 15_000 }).toBe(true);
    await expect.poll(ingest.storedMinusSent, { timeout: 15_000 }).toBe(0);
    expect(ingest.types).toEqual(expect.arrayContaining(['render', 'gate', 'answer', 'play', 'complete']));
    expect(ingest.types.filter((type) => type === 'render')).toHaveLength(1);
    await context.close();
    const views = await rep(request, session).pageViews(pageId, prospectId);
    expect(views.total).toBe(1);
    const responses = await rep(request, session).responses(pageId, relationshipId);
    expect(responses.questions.map((q) => q.question)).toEqual(
      expect.arrayContaining(['Where will you watch?', 'What do you want to see?']),
    );

    // The rep's Pages tab shows the same visit: the view of today, the answers, the details sent.
    await signInAsSeedRep(repPage);
    await repPage.goto('/feature/analytics');
    // The tabs answer once the lists are in ('Loading Analytics...' gone).
    await expect(repPage.getByText(analyticsMessages.loadingAnalytics).first()).toBeHidden();
    const pagesTab = repPage.getByRole('tab', { name: analyticsMessages.pagesTab });
    await pagesTab.click();
    await expect(pagesTab).toHaveAttribute('aria-selected', 'true');
    await repPage.getByRole('combobox', { name: analyticsMessages.selectVisitor }).click();
    await repPage.getByRole('option', { name: email, exact: true }).click();
    await repPage.getByRole('combobox', { name: analyticsMessages.selectPage }).click();
    await repPage.getByRole('option', { name: title, exact: true }).click();
    const day = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(await chartTable(repPage, analyticsMessages.pageViews)).toContainEqual([day, '1']);
    await repPage.getByRole('combobox', { name: 'Question' }).click();
    await repPage.getByRole('option', { name: 'Where will you watch?', exact: true }).click();
    const where = responses.questions.find((q) => q.question === 'Where will you watch?')!;
    expect(where.choices.find((c) => c.choice === 'Desktop')?.count).toBeGreaterThan(0);
    expect(await chartTable(repPage, analyticsMessages.frequencyOfResponses)).toEqual(
      where.choices.map((c) => [c.choice, String(c.count)]),
    );
    const contact = repPage.getByRole('region', { name: analyticsMessages.contactInformation, exact: true });
    await expect(contact.getByRole('row', { name: 'Full name Grace Hopper' })).toBeVisible();
    await expect(
      contact.getByRole('row', { name: 'Work email grace@acme-industries.example' }),
    ).toBeVisible();
    await expect(
      repPage.getByRole('region', { name: analyticsMessages.demoViews, exact: true }),
    ).toBeVisible();
  });

  test('a two-factor page: the mailed link confirms nothing when fetched, only on the click', async ({
    browser,
    request,
  }) => {
    const { url } = await rep(request, session).page('standard', {
      ...layout,
      settings: { ...gated, checkDomain: true, checkTwoFactor: true },
      standardPreviewVideos: demos.slice(0, 1).map((demo) => ({
        key: demo.id,
        value: demo.id,
        label: demo.title,
        type: 'demo',
      })),
    });
    const { context, page, problems } = await prospect(browser);
    const ingest = await recordIngest(page);
    await page.goto(url);
    const before = smtp.caught.length;
    await passGate(page, 'grace@acme-buyer.example');
    await expect(page.getByRole('heading', { name: gateMessages.checkInbox })).toBeVisible();
    await expect.poll(() => smtp.caught.length, { timeout: 15_000 }).toBeGreaterThan(before);
    const link = smtp
      .mails()
      .at(-1)
      ?.text?.match(/https?:\/\/[^\s"<>]+\/gate\/confirm\/[A-Za-z0-9_-]+/)?.[0];
    expect(link, 'the confirmation link in the mail').toBeDefined();
    // A mail scanner fetches it: nothing is confirmed.
    expect((await request.get(link as string)).status()).toBe(200);
    await page.waitForTimeout(3500);
    await expect(page.getByRole('heading', { name: gateMessages.checkInbox })).toBeVisible();
    const inbox = await browser.newPage();
    await inbox.goto(link as string);
    await inbox.getByRole('button', { name: gateMessages.confirmButton }).click();
    await expect(inbox.getByRole('heading', { name: gateMessages.confirmedTitle })).toBeVisible();
    await inbox.close();
    await expect(page.getByRole('heading', { name: 'Demos and videos' })).toBeVisible({ timeout: 15_000 });
    await expect.poll(ingest.storedMinusSent, { timeout: 15_000 }).toBe(0);
    expect(ingest.types).toEqual(expect.arrayContaining(['render', 'gate']));
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a Q&A page by keyboard alone', async ({ browser, request }) => {
    const [first, second] = demos as [(typeof demos)[0], (typeof demos)[0]];
    const { url } = await rep(request, session).page('customized', layout, qa(first, second));
    const { context, page } = await prospect(browser);
    await page.goto(url);
    await expect(page.getByRole('textbox', { name: verification.placeholder })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: verification.placeholder })).toBeFocused();
    await page.keyboard.type('grace@acme-industries.example');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Tab to the first question's radios, choose Desktop, then the checkbox, then Show.
    const desktop = page.getByRole('radio', { name: 'Desktop' });
    for (let i = 0; i < 10 && !(await desktop.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(desktop).toBeFocused();
    await page.keyboard.press('Space');
    await expect(desktop).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Hotspots' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show my demos' })).toBeFocused();
    await page.keyboard.press('Enter');
    const result = page.getByRole('region', { name: 'Picked for you' });
    await expect(result.getByRole('heading', { name: 'Picked for you' })).toBeFocused();
    await page.keyboard.press('Tab');
    const play = result.getByRole('button', { name: `Play demo: ${first.title}` });
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('video')).toHaveCount(1);
    await context.close();
  });

  test('a Collection page shows its demos; an Embed page its embed with headline and description', async ({
    browser,
    request,
  }) => {
    const calls = rep(request, session);
    const [first] = demos as [(typeof demos)[0]];
    const collection = await calls.page('standard', {
      ...layout,
      settings: { ...gated, verifyIdentity: false },
      standardPreviewVideos: [{ key: 'k1', value: first.id, label: 'The product tour', type: 'demo' }],
    });
    const hero = (await calls.heroes()).find((item) => item.live === 1 || item.live === true);
    expect(hero, 'a live hero in the seed').toBeDefined();
    const embed = await calls.page('embed', {
      embed: { id: hero!.id, type: 'hero' },
      title: 'For <prospect_name>',
      description: 'Two minutes, no sign-up.',
      settings: { ...gated, verifyIdentity: false },
      verificationContent: verification,
    });

    const { context, page, problems } = await prospect(browser);
    await page.goto(collection.url);
    // No gate on this page: the content at once.
    const list = page.getByRole('region', { name: 'Demos and videos' });
    await expect(list.getByRole('heading', { name: 'The product tour' })).toBeVisible();
    await expect(list.getByRole('button', { name: `Play demo: ${first.title}` })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);

    await page.goto(embed.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('For Grace');
    await expect(page.getByText('Two minutes, no sign-up.')).toBeVisible();
    await expect(page.locator('[data-teaser]').first()).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });

  test("deleting a relationship makes its link dead: one plain 'not available' page", async ({
    browser,
    request,
  }) => {
    const calls = rep(request, session);
    const { url, relationshipId } = await calls.page('standard', {
      ...layout,
      settings: { ...gated, verifyIdentity: false },
      standardPreviewVideos: [{ key: 'k1', value: demos[0]!.id, label: 'Tour', type: 'demo' }],
    });
    const { context, page } = await prospect(browser);
    expect((await page.goto(url))?.status()).toBe(200);
    await calls.removeLink(relationshipId);
    expect((await page.goto(url))?.status()).toBe(404);
    await expect(page.getByText(/This link is not available/)).toBeVisible();
    await context.close();
  });
});
