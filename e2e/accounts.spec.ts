import type { IncomingMessage } from 'node:http';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { type SmtpCatcher, startSmtpCatcher } from '../packages/server/test/support/smtp.ts';
import { oauthPort, smtpPort } from './playwright.config.ts';

// spec 1 (issue 4): accounts, consent, settings, reset and social login, in Chromium against the
// real server, with a real SMTP server and a real OAuth 2.0 server on loopback.

const password = 'Correct-Horse-9!';
let counter = 0;
/** A fresh work address (free-mail domains are refused, ADR 0009 (docs/decisions/0009-free-mail-domains-from-packages.md)). */
const newEmail = (name: string) => `${name}.${Date.now()}.${counter++}@acme-robotics.com`;

/** A 1x1 PNG: the logo upload judges the bytes, not the name. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const signUpByApi = async (request: APIRequestContext, email: string, companyName: string) => {
  const response = await request.post('/web/login/signup', {
    data: { email, password, fullName: 'Grace Hopper', companyName, method: 'email' },
  });
  expect(response.ok()).toBe(true);
};

const logInByApi = async (request: APIRequestContext, email: string) => {
  const response = await request.post('/web/login', { data: { username: email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).payload as { token: string; companyId: string; id: string };
};

const logIn = async (page: Page, email: string, secret = password) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/feature\/demos$/);
};

test('sign up, log in, agree to consent, change settings and the logo, log out', async ({ page }) => {
  const email = newEmail('ada');
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Company name').fill('Analytical Engines');
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Re-enter password').fill(password);
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email);
  // spec 1 §2: a new rep is asked for consent; 'I agree' dismisses it for good.
  const consent = page.getByRole('alertdialog');
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: 'I agree' }).click();
  await expect(consent).toBeHidden();

  await page
    .getByRole('navigation')
    .getByRole('button', { name: /Ada Lovelace/ })
    .click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/feature\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Customize the look and feel of prospect client')).toBeVisible();

  const blocklist = page.getByRole('textbox', { name: 'Blocked e-mail domains' });
  await blocklist.fill('rival.example');
  await blocklist.press('Enter');
  await blocklist.fill('rival.example');
  await blocklist.press('Enter');
  await expect(page.getByText('This domain is already in the list', { exact: true })).toBeVisible();
  await blocklist.fill('https://competitor.example');
  await blocklist.press('Enter');
  await page.getByRole('combobox', { name: 'Font' }).click();
  await page.getByRole('option', { name: 'Lora' }).click();
  // The HEX field of a colour picker: typed, applied at once.
  await page.getByRole('textbox', { name: 'Button colour', exact: true }).fill('2E71FD');
  // The company's settings form: the prospect side's panel below has its own Save.
  await page.getByRole('form', { name: 'Settings' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();

  await page
    .getByLabel('Upload logo image', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Logo Updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();

  // Saved on the server: a reload shows them, and the consent popup stays away.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Font' })).toHaveText('Lora');
  await expect(page.getByRole('textbox', { name: 'Button colour', exact: true })).toHaveValue('2E71FD');
  await expect(page.getByText('rival.example', { exact: true })).toBeVisible();
  await expect(page.getByText('https://competitor.example')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Logout revokes the token on the server and clears the cookies.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  await page
    .getByRole('navigation')
    .getByRole('button', { name: /Ada Lovelace/ })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  const check = await page.request.get(`/web/login/${encodeURIComponent(decodeURIComponent(token ?? ''))}`);
  expect(check.status()).toBe(401);
});

test('a rep hides a feature: it leaves the navigation and /feature opens the first visible one', async ({
  page,
}) => {
  const email = newEmail('hider');
  await signUpByApi(page.request, email, 'Hiding Company');
  await logIn(page, email);
  await page.getByRole('alertdialog').getByRole('button', { name: 'I agree' }).click();
  const navigation = page.getByRole('navigation');
  await expect(navigation.getByRole('link', { name: 'Demos' })).toBeVisible();

  // The session the console keeps in its cookies calls the company-scoped route.
  const cookies = await page.context().cookies();
  const token = decodeURIComponent(cookies.find((cookie) => cookie.name === 'token')?.value ?? '');
  const companyId = decodeURIComponent(cookies.find((cookie) => cookie.name === 'companyId')?.value ?? '');
  expect(token).not.toBe('');
  const refused = await page.request.put(`/web/company/features/${companyId}`, {
    headers: { token },
    data: { hiddenFeatures: ['Settings'] },
  });
  expect(refused.status()).toBe(400);
  const hidden = await page.request.put(`/web/company/features/${companyId}`, {
    headers: { token },
    data: { hiddenFeatures: ['Demo'] },
  });
  expect(hidden.status()).toBe(200);

  await page.goto('/feature');
  await expect(page).toHaveURL(/\/feature\/embeds$/);
  await expect(navigation.getByRole('link', { name: 'Embeds' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Demos' })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Pages' })).toBeVisible();
});

test("a second company can neither read nor change the first one's settings", async ({ request }) => {
  const first = newEmail('first');
  const second = newEmail('second');
  await signUpByApi(request, first, 'First Company');
  await signUpByApi(request, second, 'Second Company');
  const a = await logInByApi(request, first);
  const b = await logInByApi(request, second);

  const read = await request.get(`/web/setting/company/${a.companyId}`, { headers: { token: b.token } });
  expect(read.status()).toBe(403);
  const change = await request.put(`/web/setting/company/style/${a.companyId}`, {
    headers: { token: b.token },
    data: { style: JSON.stringify({ textColor: '#000000' }), email_block_list: '[]' },
  });
  expect([400, 403]).toContain(change.status());
  const logo = await request.post(`/web/setting/logo/url/${a.companyId}`, {
    headers: { token: b.token },
    data: { url: 'https://evil.example/logo.png' },
  });
  expect(logo.status()).toBe(403);
  const own = await request.get(`/web/setting/company/${a.companyId}`, { headers: { token: a.token } });
  expect(own.status()).toBe(200);
});

test.describe('with the SMTP test server', () => {
  let smtp: SmtpCatcher;
  const received = () => smtp.mails();

  test.beforeAll(async () => {
    smtp = await startSmtpCatcher(smtpPort);
  });
  test.afterAll(async () => {
    await smtp.close();
  });

  test('reset a password through the link in the mail', async ({ page, request }) => {
    const email = newEmail('reset');
    await signUpByApi(request, email, 'Reset Company');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page.getByText('It happens to the best of us...')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(page.getByText(/We sent a link/)).toBeVisible();

    // Sign-up mailed a confirmation link first (ADR 0007); the reset mail is the one to follow.
    const mailTo = (subject: string) =>
      received().find((m) => m.subject === subject && JSON.stringify(m.to ?? '').includes(email));
    await expect.poll(() => mailTo('Reset your Showroom password')).toBeTruthy();
    expect(mailTo('Confirm your Showroom e-mail address')?.text).toMatch(/\/confirm\?email=/);
    const mail = mailTo('Reset your Showroom password')!;
    const link = (mail.text ?? '').match(/https?:\/\/\S+\/reset\?\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    // The secret leaves the address bar at once.
    await expect(page).toHaveURL(/\/reset$/);

    const newPassword = 'Brand-New-Secret-7!';
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password is too short - should be more than 11 letters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(
      page.getByText('Password updated successfully. This page will be refreshed in 5 seconds.'),
    ).toBeVisible();
    // spec 1 §4: a full reload after 5 seconds, back to the request state.
    await expect(page.getByText('It happens to the best of us...')).toBeVisible({ timeout: 10_000 });

    await logIn(page, email, newPassword);
  });

  test("an unknown address says 'Email not found'", async ({ page }) => {
    await page.goto('/reset');
    await page.getByLabel('Email').fill(newEmail('nobody'));
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(page.getByText('Email not found', { exact: true })).toBeVisible();
  });
});

test.describe('with the OAuth 2.0 test server', () => {
  let provider: OAuth2Server;
  let profileEmail = '';

  test.beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(oauthPort, '127.0.0.1');
    provider.service.on(
      'beforeUserinfo',
      (response: { body: Record<string, unknown>; statusCode: number }, _req: IncomingMessage) => {
        response.statusCode = 200;
        response.body = {
          sub: `li-${profileEmail}`,
          email: profileEmail,
          email_verified: true,
          name: 'Ada Lovelace',
        };
      },
    );
  });
  test.afterAll(async () => {
    await provider.stop();
  });

  test('sign in with the social button', async ({ page, request }) => {
    profileEmail = newEmail('social');
    await signUpByApi(request, profileEmail, 'Social Company');
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Continue with LinkedIn' });
    await expect(button).toBeEnabled();
    const popup = page.waitForEvent('popup');
    await button.click();
    // The provider redirects the popup to /linkedin, which hands the code back and closes. Polled:
    // the popup may close before a 'close' listener could be attached.
    const popupWindow = await popup;
    await expect.poll(() => popupWindow.isClosed()).toBe(true);
    await expect(page).toHaveURL(/\/feature\/demos$/);
    await page.getByRole('alertdialog').getByRole('button', { name: 'I agree' }).click();
    await expect(page.getByRole('navigation').getByText('Social Company')).toBeVisible();
  });

  test("a refusal at the provider says 'Unable to access LinkedIn'", async ({ page }) => {
    // The rep declines at the provider: it redirects back with error=access_denied and no code.
    provider.service.once('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });
    await page.goto('/login');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    const popupWindow = await popup;
    await expect.poll(() => popupWindow.isClosed()).toBe(true);
    await expect(page.getByText('Unable to access LinkedIn', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
