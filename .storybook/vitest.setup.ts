import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Every story is also a screenshot test: after its play function, the page is compared with
 * the committed baseline in `__screenshots__/` beside the stories file. A changed pixel fails.
 * Update baselines on purpose with `npm run test:stories -- --update` (docs/development.md).
 */
// A blinking text caret is drawn or not depending on the moment of capture: hide carets so a
// focused field or code block screenshots the same every time.
// Files share a page (vitest.config.ts), and this runs before each: one such style is enough.
if (!document.getElementById('steady-carets')) {
  const steadyCarets = document.createElement('style');
  steadyCarets.id = 'steady-carets';
  steadyCarets.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
  document.head.append(steadyCarets);
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  const name = context.task.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
});
