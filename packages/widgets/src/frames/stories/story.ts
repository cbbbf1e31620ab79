import { expect, waitFor } from 'storybook/test';

/** The company's font (Lora in the samples) is in before a screenshot: the look's root says so. */
export const fontLoaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-font="Lora"]')).not.toBeNull());

/** The events a story's recorder heard, by type (the data is checked where it matters). */
export const emitted = (emit: unknown) =>
  (emit as { mock: { calls: [string, unknown][] } }).mock.calls.map(([type]) => type);

/** Keeps a link's click in the page (a story must not open the rep's address in a new tab). */
export const stayHere = (link: HTMLElement) =>
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
