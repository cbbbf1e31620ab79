/**
 * The part of jsdom the SVG sanitiser uses (services/svg.ts). jsdom ships no types, and
 * @types/jsdom has no release for jsdom 29 (28.x pins older undici types, 30.x newer ones): this
 * declares only what we call, against the DOM types TypeScript already has.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
