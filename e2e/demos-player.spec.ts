import { expect, type Locator, test } from '@playwright/test';
import { signInAsSeedRep } from './support.ts';

/** The seeded sample (packages/server/src/db/seed.ts): 6 s, a hotspot at 2 s, a click region at 4 s. */
const sample = { title: 'Welcome to Showroom', hotspotAt: 2, regionAt: 4 };
/** spec 3 §9: a hotspot shows from 0.5 s before its time, and up to 2 s after it. */
const lead = 0.5;
const lateCutoff = 2;

const videoState = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    currentTime: element.currentTime,
    muted: element.muted,
  }));

test('play a sample demo in the popup: the hotspot pauses playback until it is clicked, then it plays on', async ({
  page,
}) => {
  await signInAsSeedRep(page);
  await page.goto('/feature/demos');
  await page.getByRole('button', { name: `Play ${sample.title}` }).click();

  const popup = page.getByRole('dialog', { name: sample.title });
  await expect(popup).toBeVisible();
  const video = popup.locator('video');
  // spec 3 §4.2: muted by default; paused until Play.
  await expect.poll(() => videoState(video)).toMatchObject({ paused: true, muted: true });

  await popup.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await videoState(video)).currentTime).toBeGreaterThan(0.2);

  // The hotspot shows and the video stops near its time (spec 3 §2.3).
  const hotspot = popup.getByRole('button', { name: 'Continue' });
  await expect(hotspot).toBeVisible();
  await expect(hotspot).toHaveAccessibleDescription('Click the hotspot to carry on');
  await expect.poll(async () => (await videoState(video)).paused).toBe(true);
  const stopped = await videoState(video);
  expect(stopped.currentTime).toBeGreaterThanOrEqual(sample.hotspotAt - lead - 0.05);
  expect(stopped.currentTime).toBeLessThanOrEqual(sample.hotspotAt + lateCutoff);

  // It waits: a second later the video has not moved, and Play does not get past it.
  await page.waitForTimeout(1000);
  expect(await videoState(video)).toMatchObject({ paused: true, currentTime: stopped.currentTime });
  await expect(popup.getByRole('button', { name: 'Play', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // The click resumes playback.
  await hotspot.click();
  await expect(hotspot).toBeHidden();
  await expect
    .poll(async () => {
      const now = await videoState(video);
      return !now.paused && now.currentTime > stopped.currentTime;
    })
    .toBe(true);

  // The click region at 4 s pauses it again until clicked inside.
  const region = popup.getByRole('button', { name: 'Continue' });
  await expect(region).toHaveAccessibleDescription('A click region frames what matters on screen');
  await expect.poll(async () => (await videoState(video)).paused).toBe(true);
  const atRegion = await videoState(video);
  expect(atRegion.currentTime).toBeGreaterThanOrEqual(sample.regionAt - lead - 0.05);
  await region.click();
  await expect
    .poll(async () => {
      const now = await videoState(video);
      return !now.paused && now.currentTime > atRegion.currentTime;
    })
    .toBe(true);

  // Close with Escape: the popup goes.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});
