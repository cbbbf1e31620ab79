import {
  type EmbedCodeParts,
  embedSnippet,
  type ListedEmbedKind,
  type LoaderRef,
  snippetOptions,
} from '@showroom/contract';
import type { EmbedCard } from '@showroom/machines';

export const sampleCompanyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
export const sampleStaticUrl = 'https://static.showroom.example';
export const sampleAudienceUrl = 'https://audience.showroom.example';

const id = (n: number) => `7c9e1a3b-5d7f-4a2c-8e6b-${String(n).padStart(12, '0')}`;

/** One card as the list holds it; the stories change what they need. */
export const sampleCard = (
  n: number,
  kind: ListedEmbedKind,
  overrides: Partial<EmbedCard> = {},
): EmbedCard => ({
  kind,
  id: id(n),
  name: `Embed ${n}`,
  date_created: '2026-11-20 09:00:00',
  live: true,
  salesrep_id: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  salesrep_name: 'Riley Morgan',
  sneak: false,
  ...overrides,
});

/** A page as the machine mixes it: newest first, every kind, live and draft, a blank name. */
export const sampleCards: EmbedCard[] = [
  sampleCard(1, 'hero', { name: 'Pricing page hero', date_created: '2026-11-23 16:40:00' }),
  sampleCard(2, 'solo', {
    name: 'Product tour launcher',
    date_created: '2026-11-22 11:05:00',
    salesrep_name: 'Ada Lovelace',
    salesrep_id: '5c2a1f3e-7d6b-4e5f-8a9b-0c1d2e3f4a5b',
    sneak: true,
  }),
  sampleCard(3, 'cyoa', { name: 'Pick your path', date_created: '2026-11-21 10:00:00' }),
  sampleCard(4, 'hero', {
    name: 'Homepage banner (draft)',
    live: false,
    date_created: '2026-11-20 15:00:00',
    salesrep_name: 'Grace Hopper',
    salesrep_id: '6d3b2a4f-8e7c-4f6a-9b0c-1d2e3f4a5b6c',
  }),
  sampleCard(5, 'cyoa', { name: '', live: false, date_created: '2026-09-30 08:00:00' }),
  sampleCard(6, 'solo', {
    name: '<img src=x onerror=alert(1)> onboarding',
    date_created: '2026-09-02 08:00:00',
  }),
];

export const liveHero = sampleCards[0]!;
export const sneakSolo = sampleCards[1]!;
export const draftHero = sampleCards[3]!;

/** The snippet the page makes for a card (the contract's, bound to the sample company and host). */
export const sampleSnippet = (card: EmbedCard, parts?: EmbedCodeParts) =>
  embedSnippet({
    kind: card.kind,
    id: card.id,
    companyId: sampleCompanyId,
    staticUrl: sampleStaticUrl,
    sneak: card.sneak,
    ...snippetOptions(parts),
  });

/** A loader's version and integrity as GET /web/embed/loaders gives them (issue 12). */
export const sampleLoader: LoaderRef = {
  version: 'pV3q9Xc2LmA7tB0s',
  integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
};

/** The embed code's parts of a widget whose thumbnail the snippet does not carry (a CYOA without one). */
export const sampleParts: EmbedCodeParts = { loader: sampleLoader, picture: null };

/** The embed code's parts of a widget with its picture (GET /web/embed/{kind}/{id}/picture). */
export const samplePictureParts: EmbedCodeParts = {
  loader: sampleLoader,
  picture: {
    thumbnail: 'https://media.showroom.example/thumbnails/sample-hero.jpg',
    width: 1280,
    height: 720,
  },
};
