import {
  defaultEmbedSettings,
  type EmbedStyle,
  type LayoutStyle,
  newPageStyle,
  type Page,
  type PageType,
  type Recording,
  type Video,
} from '@showroom/contract';
import type { PageEditorLoaded } from '@showroom/machines';
import { ok } from '../storyCalls.ts';

export const samplePageId = '5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c2f';
export const sampleCompanyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
const ownerId = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';

const demo = (id: string, title: string): Recording =>
  ({ id, title, type: 'default', thumbnail: '', preview: '', location: '', description: '' }) as Recording;
export const sampleEditorDemos: Recording[] = [
  demo('2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a41', 'Welcome to Showroom'),
  demo('2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a42', 'Mobile walkthrough'),
  demo('2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a43', 'Analytics in depth'),
];

/** The company's videos (§3 Video), for a Collection beside its demos. */
export const sampleEditorVideos: Video[] = [
  {
    id: '6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e31',
    videoId: '6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e31',
    title: 'Customer story: Northwind',
    description: 'How Northwind onboards a rep in a day',
    url: 'https://videos.example/northwind.mp4',
    salesrep_id: ownerId,
    company_id: sampleCompanyId,
    date_created: '2026-11-18 10:00:00',
    date_modified: '2026-11-18 10:00:00',
  },
];

/** A layout with its seven texts and two contact fields (§5 Preview and publish hold). */
export const completeLayout = (overrides: Partial<LayoutStyle> = {}): LayoutStyle => ({
  ...(newPageStyle('standard') as LayoutStyle),
  headline: 'Find the tour that fits <company>',
  welcomeMessage: 'Hello <prospect_name>, here is a short tour.',
  previewMessage: 'Watch at your own pace.',
  contactInfoMessage: 'Leave your details and we will get back to you.',
  contactFields: [
    { fieldName: 'Name', type: 'text', required: true },
    { fieldName: 'Phone', type: 'tel', required: false },
  ],
  actionMessage: 'Ready to see it on your content?',
  actionButtonLabel: 'Book a call',
  redirectURL: 'https://acme.example/book',
  ...overrides,
});

export const sampleEmbedStyle = (overrides: Partial<EmbedStyle> = {}): EmbedStyle => ({
  ...(newPageStyle('embed') as EmbedStyle),
  title: 'See Showroom in two minutes',
  description: 'A Hero embed with its demo and a link to book a call.',
  embed: { id: '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e11', type: 'hero' },
  ...overrides,
});

const widget = (id: string, name: string, date: string) => ({
  id,
  name,
  date_created: date,
  date_modified: date,
  live: true,
  salesrep_id: ownerId,
  salesrep_name: 'Riley Morgan',
});

/** What the editor's `load` answers for a page of `type` with `style` (stories). */
export function sampleEditorLoad(
  type: PageType,
  style: LayoutStyle | EmbedStyle,
  options: { live?: 0 | 1; title?: string } = {},
): PageEditorLoaded {
  const live = options.live ?? 0;
  const page: Page = {
    id: samplePageId,
    title: options.title ?? 'Enterprise tour',
    type,
    live,
    owner_id: ownerId,
    name: 'Riley Morgan',
    date_created: '2026-11-20 10:00:00',
    date_modified: '2026-11-21 10:00:00',
    page_style: style as unknown as Record<string, unknown>,
    placeholders: [],
  };
  return {
    page: ok([page] as [Page]),
    settings: ok({
      pageId: samplePageId,
      type,
      live,
      settings: style.settings,
      verificationContent: style.verificationContent,
      ...(style.restrictedRedirect ? { restrictedRedirect: style.restrictedRedirect } : {}),
      bulkGenerate: true,
    }),
    demos: ok(sampleEditorDemos),
    videos: ok(sampleEditorVideos),
    plan: ok(defaultEmbedSettings()),
    embeds:
      type === 'embed'
        ? {
            hero: ok([widget('7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e11', 'Sample Hero', '2026-11-10 10:00:00')]),
            solo: ok([widget('7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e12', 'Sample Solo', '2026-11-12 10:00:00')]),
            cyoa: ok([
              widget('7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e13', 'Choose your tour', '2026-11-14 10:00:00'),
            ]),
          }
        : null,
    forms: type === 'customized' ? ok([]) : null,
  } as PageEditorLoaded;
}
