import type { EventObject } from 'xstate';

/**
 * How machine-stories.test.ts walks a prospect's frame (issue 12): a gated Solo in a lightbox
 * whose teaser is a CTA (the teaser, the gate, playing), and the console's still preview.
 */
const plain = { teaser: true, gated: false, autoplay: false, still: false, lightbox: false, cta: null };

export const frameModels = {
  frame: {
    inputs: [
      { ...plain, gated: true, lightbox: true, cta: { ctaLabel: 'See it in action', url: '' } },
      { ...plain, still: true },
    ],
    events: [
      { type: 'launch', keyboard: true },
      { type: 'launch', keyboard: false },
      { type: 'loader.play' },
      { type: 'gate.passed' },
      { type: 'close' },
      { type: 'link.open', ctaLabel: 'Book a call', url: 'https://acme.example/book' },
    ] as EventObject[],
  },
};
