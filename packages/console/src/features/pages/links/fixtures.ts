import type { BulkLinksRun, Relationship } from '@showroom/contract';
import type { LinkGenerationContext, LinkPageReplies } from '@showroom/machines';

export const samplePage = {
  id: '5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c2f',
  title: 'Spring pricing walkthrough',
  live: 1 as const,
};
export const draftPage = { ...samplePage, live: 0 as const };
export const sampleSellerId = '4b0e0d3c-5f6a-4c1e-9d55-2a1f3e2b7c10';
export const sampleListId = '2f1c9b7a-8d6e-4f3a-9b2c-1d0e9f8a7b6c';
const audience = 'https://audience.showroom.example';

const linkId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const encryptedId = (n: number) => `Lk${String(n).padStart(6, '0')}_q3Vt8pZcR1uJxW4`;

/** One prospect link as the server lists it. */
export const sampleLink = (n: number, overrides: Partial<Relationship> = {}): Relationship => ({
  id: linkId(n),
  name: `Prospect ${n}`,
  email: `prospect${n}@acme.example`,
  date_created: '2026-11-26 09:30:00',
  encrypted_id: encryptedId(n),
  url: `${audience}/${encryptedId(n)}/login`,
  ...overrides,
});

/** A few links: a blank name (N/A), a name a spreadsheet would take for a formula. */
export const sampleLinks: Relationship[] = [
  sampleLink(1, {
    name: 'Ada Lovelace',
    email: 'ada@analytical.example',
    date_created: '2026-11-26 16:05:00',
  }),
  sampleLink(2, { name: '', email: 'grace@navy.example', date_created: '2026-11-26 11:40:00' }),
  sampleLink(3, { name: '=HYPERLINK("http://evil.example")', email: 'mallory@evil.example' }),
  sampleLink(4, {
    name: 'Alan Turing',
    email: 'alan@bletchley.example',
    date_created: '2026-11-25 08:15:00',
  }),
];

/** 10,000 links: what the panel must scroll through without drawing them all. */
export const manyLinks = (count = 10_000): Relationship[] =>
  Array.from({ length: count }, (_, index) => sampleLink(index + 1));

export const listed = (links: Relationship[]) => ({
  status: 'success' as const,
  payload: links,
  httpStatus: 200,
});

/** GET page/id and GET setting/page as the dialog's `load` resolves them. */
export const pageReplies = ({
  live = 1,
  bulkGenerate = true,
  placeholders = ['company', 'role'],
}: {
  live?: 0 | 1;
  bulkGenerate?: boolean;
  placeholders?: string[];
} = {}): LinkPageReplies =>
  ({
    page: {
      status: 'success',
      httpStatus: 200,
      payload: [
        {
          ...samplePage,
          live,
          type: 'customized',
          owner_id: sampleSellerId,
          name: 'Riley Morgan',
          date_created: '2026-11-20 09:00:00',
          date_modified: '2026-11-20 09:00:00',
          page_style: {},
          placeholders,
        },
      ],
    },
    settings: {
      status: 'success',
      httpStatus: 200,
      payload: { pageId: samplePage.id, type: 'customized', live, bulkGenerate },
    },
  }) as unknown as LinkPageReplies;

export const sampleSession = {
  status: 'success' as const,
  httpStatus: 201,
  payload: { id: '6d8f0a2c-4e6b-4c8d-9f1a-3b5d7f9a1c3e', token: encryptedId(9), url: sampleLink(9).url },
};
export const sampleBound = {
  status: 'success' as const,
  httpStatus: 201,
  payload: [sampleLink(9, { name: 'Ada Lovelace', email: 'ada@analytical.example' })] as [Relationship],
};
export const sampleWebsite = {
  status: 'success' as const,
  httpStatus: 201,
  payload: { id: '9c1e3a5b-7d9f-4b2c-8e4a-6f8b0d2e4a6c', token: encryptedId(8), url: sampleLink(8).url },
};
export const sampleLists = {
  status: 'success' as const,
  httpStatus: 200,
  payload: [
    {
      id: sampleListId,
      title: 'Q3 webinar attendees',
      name: 'Riley Morgan',
      salesrep_id: sampleSellerId,
      date_created: '2026-11-20 09:00:00',
      row_count: 120,
      identifier_count: 3,
    },
  ],
};
export const sampleList = {
  status: 'success' as const,
  httpStatus: 200,
  payload: {
    ...sampleLists.payload[0]!,
    contact_bank: {
      headers: ['Email', 'Name', 'Company'],
      bank: [],
      showHeaders: true,
      identifiers: { Email: 'email', Name: 'name', Company: 'company' },
    },
  },
};

/** The same list with contacts that have no company: their links would show nothing for it (D.1). */
export const sampleListWithBlanks = {
  ...sampleList,
  payload: {
    ...sampleList.payload,
    contact_bank: {
      ...sampleList.payload.contact_bank,
      bank: [
        { Email: 'ada@analytical.example', Name: 'Ada Lovelace', Company: 'Analytical Engines' },
        { Email: 'grace@navy.example', Name: 'Grace Hopper', Company: '' },
        { Email: 'alan@bletchley.example', Name: 'Alan Turing', Company: ' ' },
      ],
    },
  },
};

export const sampleRun = (overrides: Partial<BulkLinksRun> = {}) => ({
  status: 'success' as const,
  httpStatus: 202,
  payload: {
    id: '3c5e7a9b-1d2f-4a6b-8c0d-2e4f6a8b0c1d',
    pageId: samplePage.id,
    listId: sampleListId,
    state: 'running' as const,
    total: 120,
    done: 45,
    created: 40,
    existing: 3,
    dismissed: 2,
    message: '',
    ...overrides,
  },
});

/** The dialog's context after its load, for stories that start past it. */
export const dialogContext = (overrides: Partial<LinkGenerationContext> = {}): LinkGenerationContext => ({
  page: samplePage,
  sellerId: sampleSellerId,
  live: true,
  placeholders: ['company', 'role'],
  tokens: [],
  blanks: {},
  bulkAllowed: true,
  recipient: { email: '', name: '' },
  values: { company: '', role: '' },
  bulkRecipient: { email: '', name: '' },
  mapping: { company: '', role: '' },
  lists: sampleLists.payload,
  listId: '',
  identifiers: [],
  problem: null,
  session: null,
  link: null,
  websiteLink: null,
  bulk: null,
  bulkFailure: null,
  unpublishedConfirmed: false,
  changed: false,
  ...overrides,
});

/** The bulk form with a list chosen and its identifiers filled in. */
export const bulkFilled = {
  listId: sampleListId,
  identifiers: ['email', 'name', 'company'],
  bulkRecipient: { email: '{{email}}', name: '{{name}}' },
  mapping: { company: '{{company}}', role: '{{company}}' },
};
