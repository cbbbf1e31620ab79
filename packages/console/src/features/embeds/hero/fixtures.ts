import {
  defaultEmbedSettings,
  type EmbedSettings,
  exampleIds,
  type Hero,
  newHeroForm,
  newSoloForm,
  type Recording,
  type Solo,
} from '@showroom/contract';
import { sampleDemoOptions } from '../shared/fixtures.ts';

/** The sample demos as the editors' load brings them (whole recordings; the selects read a few fields). */
export const sampleDemos: Recording[] = sampleDemoOptions.map(
  (demo, index) =>
    ({
      ...demo,
      description: '',
      type: demo.type as Recording['type'],
      location: '',
      preview: '',
      captions: '',
      salesrep_id: exampleIds.salesRepId,
      salesrep_name: 'Ada Lovelace',
      company_id: exampleIds.companyId,
      date_created: `2026-11-2${3 - index} 10:00:00`,
      date_modified: `2026-11-2${3 - index} 10:00:00`,
      media_status: 'ready',
      media_error: '',
      duration: 60,
    }) as unknown as Recording,
);

const stored = {
  id: exampleIds.embedId,
  salesrep_id: exampleIds.salesRepId,
  salesrep_name: 'Grace Hopper',
  company_id: exampleIds.companyId,
  custom_thumbnail: '',
  date_created: '2026-11-20 09:30:00',
  date_modified: '2026-11-22 16:00:00',
  live: 0,
} as const;

/** A saved Hero on the first sample demo. */
export const sampleHero = (overrides: Partial<Hero> = {}): Hero => ({
  ...newHeroForm(),
  ...stored,
  name: 'Product tour hero',
  recording_id: sampleDemos[0]!.id,
  headline: 'See it in action',
  description: 'A two-minute tour of the product, from sign-up to the first report.',
  action_label: 'Book a call',
  action_link: 'https://example.com/book',
  ...overrides,
});

/** A saved Solo on the first sample demo. */
export const sampleSolo = (overrides: Partial<Solo> = {}): Solo => ({
  ...newSoloForm(),
  ...stored,
  name: 'Launch tour',
  recording_id: sampleDemos[0]!.id,
  custom_blinker: '',
  ...overrides,
});

export const sampleSettings = (change: (settings: EmbedSettings) => void = () => {}) => {
  const settings = defaultEmbedSettings();
  change(settings);
  return settings;
};
