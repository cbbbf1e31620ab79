import { expect, type Frame, type Page, test } from '@playwright/test';
import type { EmbedKind } from '@showroom/contract';
import { sampleSiteURL } from './playwright.config.ts';

/**
 * Issue 29, C.2 and B.9, measured on the seeded sample host page (a site on its own origin, with
 * the console's snippets): at phone, tablet and desktop widths, each inline widget's frame is made
 * by the pointer over its box (the facade, C.3), and then
 *
 * - nothing on the host page has moved (the layout-shift entries the browser reports sum to 0),
 *   for every kind, the Solo's placeholder and inline launch button included;
 * - the box is the one the snippet reserved (its width at the snippet's proportions), and the
 *   frame's document fills it: its content reaches the box's bottom, no empty band under it;
 * - the Hero's hotspot caption shows its text whole, on lines that break between words only.
 */

/** Counts layout shifts from the first paint (none made by input: a hover is not). */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: number; shiftSources: string[] };
    record.shifts = 0;
    record.shiftSources = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        record.shifts += entry.value;
        for (const source of entry.sources ?? [])
          record.shiftSources.push((source.node as Element | null)?.outerHTML?.slice(0, 80) ?? '?');
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifts = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { shifts: number; shiftSources: string[] };
    return { value: record.shifts, sources: record.shiftSources };
  });

const inlineKinds = ['hero', 'sneakpeek', 'cyoa'] as const satisfies EmbedKind[];

const box = (page: Page, kind: EmbedKind) => page.locator(`[data-showroom-embed="${kind}"]`).first();

/** The frame the loader made in `kind`'s box, once its document has loaded and drawn. */
async function frameOf(page: Page, kind: EmbedKind): Promise<Frame> {
  const element = box(page, kind).locator('iframe');
  await expect(element).toBeAttached();
  const frame = await (await element.elementHandle())!.contentFrame();
  if (!frame) throw new Error(`${kind}: no frame`);
  // The loader removes its placeholder once the frame has loaded.
  await expect(box(page, kind).locator('button.p')).toHaveCount(0, { timeout: 20_000 });
  await frame.waitForFunction(() => document.querySelector('[data-mode="embed"]') !== null);
  return frame;
}

/** The box as the host page lays it out, and the height its snippet reserves (its width at its aspect-ratio). */
const measureBox = (page: Page, kind: EmbedKind) =>
  box(page, kind).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const [w, h] = getComputedStyle(element).aspectRatio.split('/').map(Number);
    return { width: rect.width, height: rect.height, reserved: (rect.width * h!) / w! };
  });

/** Where the frame's document ends: its root's and its last drawn element's bottoms, and its viewport's height. */
const measureFrame = (frame: Frame) =>
  frame.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-mode="embed"]')!;
    let last: Element = root;
    while (last.lastElementChild) last = last.lastElementChild;
    return {
      viewport: innerHeight,
      scroll: document.documentElement.scrollHeight,
      root: root.getBoundingClientRect().bottom,
      content: [...root.querySelectorAll('*')].reduce(
        (bottom, element) => Math.max(bottom, element.getBoundingClientRect().bottom),
        0,
      ),
    };
  });

/**
 * The Hero's hotspot caption as the browser lays it out: whole (nothing scrolled or cut off, inside
 * the video's box and the frame) and broken between words only (each word on one line).
 */
const measureCaption = (frame: Frame) =>
  frame.evaluate(() => {
    const caption = document.querySelector<HTMLElement>('[data-caption]')!;
    const video = caption.closest('section')!.querySelector('video')!.getBoundingClientRect();
    const rect = caption.getBoundingClientRect();
    const text = caption.firstChild as Text;
    const brokenWords: string[] = [];
    for (const match of text.data.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) brokenWords.push(match[0]);
    }
    return {
      text: caption.textContent,
      overflowX: caption.scrollWidth - caption.clientWidth,
      overflowY: caption.scrollHeight - caption.clientHeight,
      inVideo:
        rect.left >= video.left - 1 &&
        rect.right <= video.right + 1 &&
        rect.top >= video.top - 1 &&
        rect.bottom <= video.bottom + 1,
      inFrame:
        rect.left >= 0 && rect.top >= 0 && rect.right <= innerWidth + 1 && rect.bottom <= innerHeight + 1,
      brokenWords,
    };
  });

for (const width of [320, 412, 768, 1366, 1440]) {
  test(`at ${width} px the host page does not move and every frame fills the box its snippet reserved`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await observeShifts(page);
    await page.goto(sampleSiteURL);
    // Every kind's placeholder drawn (the Solo's two: its thumbnail and its inline launch button).
    for (const kind of ['hero', 'solo', 'sneakpeek', 'cyoa'] as const)
      await expect(box(page, kind).locator('button.p').first(), kind).toBeAttached();

    // The Hero's placeholder shows its headline before any intent (C.3), as its frame does.
    const placeholderHeadline = box(page, 'hero').locator('button.p > span.h');
    await expect(placeholderHeadline).toBeVisible();
    const headline = await placeholderHeadline.evaluate((element) => ({
      text: element.textContent,
      whole: element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
    }));
    expect(headline.whole).toBe(true);
    if (process.env.HOST_PAGE_SHOTS)
      await box(page, 'hero').screenshot({ path: `${process.env.HOST_PAGE_SHOTS}/${width}-placeholder.png` });

    for (const kind of inlineKinds) {
      await box(page, kind).scrollIntoViewIfNeeded();
      // A facade: the pointer over the box makes its frame (issue 29, C.3).
      await box(page, kind).hover();
      const frame = await frameOf(page, kind);
      // The frame's late arrivals (its fonts, its poster) have come in before it is measured: the
      // Hero grew 2-4 s after its frame had loaded.
      await frame.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForTimeout(3000);
      const outer = await measureBox(page, kind);
      const inner = await measureFrame(frame);
      // The box is the snippet's: its width at the snippet's proportions.
      expect(
        Math.abs(outer.height - outer.reserved),
        `${kind} box ${JSON.stringify(outer)}`,
      ).toBeLessThanOrEqual(1);
      // The frame's document is the box, and its content reaches the box's bottom: no band.
      expect(
        Math.abs(inner.viewport - outer.height),
        `${kind} frame ${JSON.stringify(inner)}`,
      ).toBeLessThanOrEqual(1);
      expect(inner.scroll, `${kind} frame ${JSON.stringify(inner)}`).toBeLessThanOrEqual(inner.viewport);
      expect(inner.root, `${kind} frame ${JSON.stringify(inner)}`).toBeGreaterThanOrEqual(inner.viewport - 1);
      expect(inner.content, `${kind} frame ${JSON.stringify(inner)}`).toBeGreaterThanOrEqual(
        inner.viewport - 1,
      );
      if (process.env.HOST_PAGE_SHOTS)
        await box(page, kind).screenshot({ path: `${process.env.HOST_PAGE_SHOTS}/${width}-${kind}.png` });
    }

    // The Hero played to its hotspot: the caption whole, and still nothing moved on the host page.
    await box(page, 'hero').scrollIntoViewIfNeeded();
    const hero = await frameOf(page, 'hero');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(headline.text ?? '');
    await hero
      .getByRole('button', { name: /^Play demo/ })
      .first()
      .click();
    await expect(hero.getByText('Click the hotspot to carry on', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    // Polled: on a loaded machine the caption can be measured a frame before the player's box
    // has its final size (CI once read it outside the video at 320 px; it was inside on a re-run).
    await expect
      .poll(() => measureCaption(hero))
      .toEqual({
        text: 'Click the hotspot to carry on',
        overflowX: 0,
        overflowY: 0,
        inVideo: true,
        inFrame: true,
        brokenWords: [],
      });
    // The player and its bar fit the box: nothing of it is scrolled out of the frame.
    const playing = await measureFrame(hero);
    expect(playing.scroll, JSON.stringify(playing)).toBeLessThanOrEqual(playing.viewport);
    const heroBox = await measureBox(page, 'hero');
    expect(Math.abs(heroBox.height - heroBox.reserved)).toBeLessThanOrEqual(1);
    expect(await shifts(page)).toEqual({ value: 0, sources: [] });
  });
}
