import { emptyCoordinates, type Recording } from '@showroom/contract';

/** A 234x132 thumbnail drawn inline, so stories show a picture without a media server. */
const frame = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="234" height="132"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="234" height="132" fill="url(#g)"/><rect x="24" y="24" width="120" height="10" rx="5" fill="#fff" opacity=".8"/><rect x="24" y="44" width="186" height="64" rx="6" fill="#fff" opacity=".35"/></svg>`,
  )}`;

/** One demo as the server lists it; the stories and tests change what they need. */
export const sampleRecording = (id: string, overrides: Partial<Recording> = {}): Recording => ({
  id,
  title: `Demo ${id}`,
  description: '',
  type: 'default',
  location: `http://media.localhost/${id}.mp4`,
  thumbnail: frame('#2E71FD', '#18B0AA'),
  preview: `http://media.localhost/${id}.gif`,
  captions: '',
  coordinates: emptyCoordinates(),
  salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  salesrep_name: 'Riley Morgan',
  company_id: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  date_created: '2026-11-20 09:00:00',
  date_modified: '2026-11-20 09:00:00',
  media_status: 'ready',
  media_error: '',
  duration: 12,
  ...overrides,
});

const id = (n: number) => `2f4e6a8c-1b3d-4f5e-8a7b-${String(n).padStart(12, '0')}`;

/** A page of demos in every state a card shows. */
export const sampleDemos: Recording[] = [
  sampleRecording(id(1), { title: 'Onboarding tour', date_created: '2026-11-22 16:40:00' }),
  sampleRecording(id(2), {
    title: 'Reporting dashboard walkthrough',
    salesrep_name: 'Ada Lovelace',
    salesrep_id: '5c2a1f3e-7d6b-4e5f-8a9b-0c1d2e3f4a5b',
    thumbnail: frame('#AC1DFF', '#E20FAC'),
    date_created: '2026-11-21 11:05:00',
  }),
  sampleRecording(id(3), {
    title: 'Pricing page - Copy',
    thumbnail: '',
    preview: '',
    media_status: 'processing',
    // Issue 28 §4: the conversion is under way.
    media_progress: 40,
    date_created: '2026-11-21 10:00:00',
  }),
  sampleRecording(id(4), {
    title: 'Mobile app (portrait)',
    thumbnail: '',
    preview: '',
    media_status: 'queued',
    date_created: '2026-11-21 09:30:00',
  }),
  sampleRecording(id(5), {
    title: 'Linked from the website',
    type: 'public',
    thumbnail: '',
    preview: '',
    media_status: 'failed',
    media_error: 'The linked video could not be fetched',
    date_created: '2026-11-20 15:00:00',
  }),
  sampleRecording(id(6), {
    title: '<img src=x onerror=alert(1)> integrations',
    thumbnail: frame('#19A93F', '#18B0AA'),
    date_created: '2026-11-19 08:00:00',
  }),
];

/** Only ready demos (nothing to poll for). */
export const readyDemos = sampleDemos.filter((demo) => demo.media_status === 'ready');

/** A full page of 40, so the next arrow shows. */
export const fullPageOfDemos: Recording[] = Array.from({ length: 40 }, (_, index) =>
  sampleRecording(id(100 + index), {
    title: `Feature tour ${index + 1}`,
    thumbnail: frame(index % 2 ? '#2E71FD' : '#E95700', '#18B0AA'),
  }),
);
