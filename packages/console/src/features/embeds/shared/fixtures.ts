import type { DemoOption } from './DemoSelect/index.ts';

/** A picture drawn inline (234x132), so stories show a thumbnail without a media server. */
export const sampleFrame = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="234" height="132"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="234" height="132" fill="url(#g)"/><rect x="24" y="24" width="120" height="10" rx="5" fill="#fff" opacity=".8"/><rect x="24" y="44" width="186" height="64" rx="6" fill="#fff" opacity=".35"/></svg>`,
  )}`;

const id = (n: number) => `2f4e6a8c-1b3d-4f5e-8a7b-${String(n).padStart(12, '0')}`;

/** Demos as the selects get them: a recorded one (type default) and a linked video. */
export const sampleDemoOptions: DemoOption[] = [
  { id: id(1), title: 'Onboarding tour', type: 'default', thumbnail: sampleFrame('#2E71FD', '#18B0AA') },
  {
    id: id(2),
    title: 'Reporting dashboard walkthrough',
    type: 'default',
    thumbnail: sampleFrame('#AC1DFF', '#E20FAC'),
  },
  {
    id: id(3),
    title: 'Pricing explainer (YouTube)',
    type: 'public',
    thumbnail: sampleFrame('#F76808', '#FFB224'),
  },
];
