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

/**
 * A frame or a prospect page is a document of its own, so its stories check the whole document
 * with axe (issue 29, C.7): the page-level rules (landmark-one-main, page-has-heading-one) apply
 * to the <html> element, which the addon's default context (the story's body) leaves out. Every
 * rule stays on, of every impact; the harness's own <html> has its title and language.
 */
export const wholeDocument = { a11y: { context: 'html' } };

/** A piece drawn inside another screen (the console's preview, a lightbox's content): its body only. */
export const pieceOnly = { a11y: { context: 'body' } };
