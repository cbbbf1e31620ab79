import type { AnalyticsLists, AnalyticsPage, PageCharts, Timeline, WidgetCharts } from '@showroom/machines';

/** Sample analytics for the stories and tests: one week of a Hero, a Solo and a CYOA, one prospect's page. */
export const sampleRange = { startDate: '2026-11-21', endDate: '2026-11-27' };
export const sampleToday = '2026-11-27';
const week = [
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
];

export const ids = {
  hero: '0b6f3c1e-1a2b-4c3d-8e4f-5a6b7c8d9e01',
  solo: '0b6f3c1e-1a2b-4c3d-8e4f-5a6b7c8d9e02',
  cyoa: '0b6f3c1e-1a2b-4c3d-8e4f-5a6b7c8d9e03',
  prospect: '7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f30',
  link: '7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f31',
  embedLink: '7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f32',
  page: '7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f33',
  embedPage: '7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f34',
  rep: '7d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f35',
  demoA: '9e8d7c6b-5a49-4382-9716-0f1e2d3c4b5a',
  demoB: '9e8d7c6b-5a49-4382-9716-0f1e2d3c4b5b',
};

export const sampleLists: AnalyticsLists = {
  elements: [
    { id: ids.cyoa, label: 'Choose your plan', type: 'cyoa', date_created: '2026-11-20 09:00:00' },
    { id: ids.solo, label: 'Onboarding in 2 minutes', type: 'solo', date_created: '2026-11-12 09:00:00' },
    { id: ids.hero, label: 'Pricing tour', type: 'hero', date_created: '2026-11-02 09:00:00' },
  ],
  visitors: [
    {
      visitor: 'ann@northwind.example',
      name: 'Ann Lee',
      prospectId: ids.prospect,
      lastSeen: '2026-11-27 09:12:00',
      events: 31,
    },
    { visitor: 'anonymous', name: '', prospectId: null, lastSeen: '2026-11-26 18:40:00', events: 12 },
  ],
  prospects: [
    {
      id: ids.prospect,
      email: 'ann@northwind.example',
      name: 'Ann Lee',
      relationshipId: ids.link,
      pageId: ids.page,
    },
    {
      id: ids.prospect,
      email: 'ann@northwind.example',
      name: 'Ann Lee',
      relationshipId: ids.embedLink,
      pageId: ids.embedPage,
    },
  ],
};

export const samplePages: AnalyticsPage[] = [
  {
    id: ids.link,
    page_id: ids.page,
    title: 'Northwind: your tailored tour',
    type: 'customized',
    salesrep_id: ids.rep,
  },
  {
    id: ids.embedLink,
    page_id: ids.embedPage,
    title: 'Pricing tour page',
    type: 'embed',
    salesrep_id: ids.rep,
  },
];

const renders = [12, 9, 4, 15, 11, 6, 8];
const plays = [4, 3, 0, 7, 5, 2, 3];
const rate = (p: number, r: number) => (r > 0 ? Number(((p / r) * 100).toFixed(3)) : 0);

export const heroCharts: WidgetCharts = {
  kind: 'hero',
  views: { range: sampleRange, days: week.map((date, i) => ({ date, views: plays[i]! })), total: 24 },
  renders: {
    range: sampleRange,
    days: week.map((date, i) => ({
      date,
      renders: renders[i]!,
      plays: plays[i]!,
      rate: rate(plays[i]!, renders[i]!),
    })),
    totals: { renders: 65, plays: 24, rate: rate(24, 65) },
  },
  duration: {
    range: sampleRange,
    buckets: [
      { bucket: '1%-25%', sessions: 9 },
      { bucket: '25%-50%', sessions: 6 },
      { bucket: '50%-75%', sessions: 4 },
      { bucket: '75%-100%', sessions: 5 },
    ],
  },
  cta: {
    range: sampleRange,
    days: week.map((date, i) => ({ date, clicks: [1, 0, 0, 2, 1, 0, 1][i]! })),
    total: 5,
    labels: [{ label: 'Book a demo', clicks: 5 }],
  },
};

export const soloCharts: WidgetCharts = { ...heroCharts, kind: 'solo', cta: null };

/** A range with nothing in it: every chart says 'No Data To Display'. */
export const emptyHeroCharts: WidgetCharts = {
  kind: 'hero',
  views: { range: sampleRange, days: week.map((date) => ({ date, views: 0 })), total: 0 },
  renders: {
    range: sampleRange,
    days: week.map((date) => ({ date, renders: 0, plays: 0, rate: 0 })),
    totals: { renders: 0, plays: 0, rate: 0 },
  },
  duration: { range: sampleRange, buckets: [] },
  cta: { range: sampleRange, days: week.map((date) => ({ date, clicks: 0 })), total: 0, labels: [] },
};

export const cyoaCharts: WidgetCharts = {
  kind: 'cyoa',
  cyoa: {
    range: sampleRange,
    steps: [
      { index: 0, type: 'demo', title: 'Welcome' },
      { index: 1, type: 'question', title: 'How big is your team?' },
      { index: 2, type: 'rule', title: 'Over 200 seats' },
      { index: 3, type: 'demo', title: 'Enterprise tour' },
      { index: 4, type: 'pdf', title: 'Security whitepaper' },
    ],
    nodes: [
      { index: 0, visits: 14 },
      { index: 1, visits: 12 },
      { index: 3, visits: 9 },
      { index: 4, visits: 6 },
      { index: -1, visits: 5 },
    ],
    transitions: [
      { from: 0, to: 1, count: 12 },
      { from: 1, to: 3, count: 9 },
      { from: 3, to: 4, count: 6 },
      { from: 4, to: -1, count: 5 },
    ],
    pdf: [
      {
        stepIndex: 4,
        title: 'Security whitepaper',
        pages: [
          { page: 1, views: 6, averageSeconds: 21.5 },
          { page: 2, views: 5, averageSeconds: 34.25 },
          { page: 3, views: 3, averageSeconds: 12 },
        ],
      },
    ],
    responses: [
      {
        stepIndex: 1,
        question: 'How big is your team?',
        choices: [
          { choice: 'Under 50', count: 3 },
          { choice: '50-200', count: 2 },
          { choice: 'Over 200', count: 7 },
        ],
        total: 12,
      },
    ],
    questions: [
      {
        at: '2026-11-27 09:10:00',
        visitor: 'ann@northwind.example',
        stepIndex: 1,
        question: 'Anything else?',
        answer: 'SSO with Okta',
      },
      {
        at: '2026-11-26 15:02:00',
        visitor: 'anonymous',
        stepIndex: 1,
        question: 'Anything else?',
        answer: '',
      },
    ],
  },
  durations: {
    range: sampleRange,
    demos: [
      {
        recordingId: ids.demoA,
        title: 'Welcome',
        buckets: [
          { bucket: '1%-25%', sessions: 3 },
          { bucket: '25%-50%', sessions: 4 },
          { bucket: '50%-75%', sessions: 2 },
          { bucket: '75%-100%', sessions: 5 },
        ],
      },
    ],
  },
};

export const pageCharts: PageCharts = {
  views: {
    range: sampleRange,
    days: week.map((date, i) => ({ date, views: [0, 1, 0, 3, 2, 0, 1][i]! })),
    total: 7,
  },
  recommendations: [
    { recordingId: ids.demoA, title: 'Enterprise tour', thumbnail: '', plays: 4 },
    { recordingId: ids.demoB, title: 'Reporting in 90 seconds', thumbnail: '', plays: 2 },
  ],
  demos: {
    range: sampleRange,
    demos: [
      {
        recordingId: ids.demoA,
        title: 'Enterprise tour',
        days: week.map((date, i) => ({ date, views: [0, 1, 0, 2, 1, 0, 0][i]! })),
        total: 4,
      },
      {
        recordingId: ids.demoB,
        title: 'Reporting in 90 seconds',
        days: week.map((date, i) => ({ date, views: [0, 0, 0, 1, 1, 0, 0][i]! })),
        total: 2,
      },
    ],
  },
  responses: {
    range: sampleRange,
    questions: [
      {
        stepIndex: 0,
        question: 'What brings you here?',
        choices: [
          { choice: 'Pricing', count: 2 },
          { choice: 'Security', count: 1 },
        ],
        total: 3,
      },
      { stepIndex: 1, question: 'Team size?', choices: [{ choice: 'Over 200', count: 1 }], total: 1 },
    ],
  },
  contact: [
    { field: 'Name', value: 'Ann Lee' },
    { field: 'Email', value: 'ann@northwind.example' },
    { field: 'company', value: 'Northwind' },
  ],
};

const at = (time: string) => Date.parse(`2026-11-27T${time}Z`);
const item = (
  over: Partial<Timeline['items'][number]> & Pick<Timeline['items'][number], 'id' | 'at' | 'type'>,
) => ({
  kind: 'cyoa' as const,
  widgetId: ids.cyoa,
  widgetName: 'Choose your plan',
  pageId: ids.page,
  pageTitle: 'Northwind: your tailored tour',
  recordingId: null,
  recordingTitle: null,
  title: '',
  detail: '',
  seconds: null,
  ...over,
});

export const sampleTimeline: Timeline = {
  range: sampleRange,
  visitor: { email: 'ann@northwind.example', name: 'Ann Lee', prospectId: ids.prospect },
  truncated: false,
  items: [
    item({
      id: 'c0a80001-0000-4000-8000-000000000001',
      at: at('09:00:02'),
      type: 'gate',
      title: 'Email gate',
      detail: 'allowed: ann@northwind.example',
    }),
    item({ id: 'c0a80001-0000-4000-8000-000000000002', at: at('09:00:05'), type: 'render' }),
    item({ id: 'c0a80001-0000-4000-8000-000000000003', at: at('09:00:09'), type: 'step', title: 'Welcome' }),
    item({
      id: 'c0a80001-0000-4000-8000-000000000004',
      at: at('09:00:10'),
      type: 'watch',
      title: 'Welcome',
      recordingId: ids.demoA,
      recordingTitle: 'Welcome',
      seconds: 48,
    }),
    item({
      id: 'c0a80001-0000-4000-8000-000000000005',
      at: at('09:01:02'),
      type: 'answer',
      title: 'How big is your team?',
      detail: 'Over 200',
    }),
    item({
      id: 'c0a80001-0000-4000-8000-000000000006',
      at: at('09:04:40'),
      type: 'pdfPage',
      title: 'Security whitepaper',
      detail: 'Page 2',
      seconds: 34.25,
    }),
  ],
};
