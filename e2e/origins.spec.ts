import { expect, test } from '@playwright/test';
import { audienceURL, mediaURL } from './playwright.config.ts';
import { signInAsSeedRep } from './support.ts';

// Issue 15.5, ADR 0011 (docs/decisions/0011-separate-origins.md): the rep's session never reaches a page prospects or files are
// served from. Cookies are not separated by port, so the hosts differ by name.
test("a page on the audience host cannot read the rep's cookies, and the media host is sent none", async ({
  page,
}) => {
  await signInAsSeedRep(page);
  // The console's own pages hold the session token in a cookie.
  expect(await page.evaluate(() => document.cookie)).toMatch(/(^|; )token=./);

  const audience = await page.goto(`${audienceURL}/health`);
  expect(audience?.status()).toBe(200);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect((await audience!.request().allHeaders()).cookie).toBeUndefined();
  expect(await page.context().cookies(audienceURL)).toEqual([]);

  // The media origin sandboxes its documents (no script, opaque origin), so judge it by the
  // request: the browser sends it no cookie.
  const media = await page.goto(`${mediaURL}/logos/none.png`);
  expect(media?.status()).toBe(404);
  expect((await media!.request().allHeaders()).cookie).toBeUndefined();

  // Why the host names differ: the audience server on the console's host name, another port,
  // would be handed the token.
  const samePortOtherName = audienceURL.replace('127.0.0.1', 'localhost');
  await page.goto(`${samePortOtherName}/health`);
  expect(await page.evaluate(() => document.cookie)).toMatch(/(^|; )token=./);
});
