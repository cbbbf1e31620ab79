import type { EventObject } from 'xstate';

const range = { startDate: '2026-11-21', endDate: '2026-11-27' };
const widget = '11111111-1111-4111-8111-111111111111';
const prospect = '33333333-3333-4333-8333-333333333333';
const link = '44444444-4444-4444-8444-444444444444';
const pageId = '55555555-5555-4555-8555-555555555555';
const lists = {
  elements: [{ id: widget, label: 'Pricing tour', type: 'hero', date_created: '2026-11-20 10:00:00' }],
  visitors: [
    {
      visitor: 'ann@example.com',
      name: 'Ann',
      prospectId: prospect,
      lastSeen: '2026-11-26 09:00:00',
      events: 4,
    },
  ],
  prospects: [{ id: prospect, email: 'ann@example.com', name: 'Ann', relationshipId: link, pageId }],
};
const days = [{ date: '2026-11-27', views: 2 }];
const failed = new TypeError('Failed to fetch');

/** How machine-stories.test.ts walks the analytics machine: input and every event it takes. */
export const analyticsModels = {
  analytics: {
    input: { defaultRange: range },
    events: [
      { type: 'xstate.done.actor.0.analytics.loading', output: lists },
      { type: 'xstate.error.actor.0.analytics.loading', error: failed },
      { type: 'retry' },
      { type: 'xstate.after.restoreDelay.analytics.restoring.waiting' },
      { type: 'xstate.done.actor.0.analytics.restoring.reading', output: null },
      { type: 'widget.select', widget },
      {
        type: 'xstate.done.actor.0.analytics.ready.embeds.loading',
        output: {
          kind: 'hero',
          views: { range, days, total: 2 },
          renders: { range, days: [], totals: { renders: 0, plays: 0, rate: 0 } },
          duration: { range, buckets: [] },
          cta: null,
        },
      },
      { type: 'xstate.error.actor.0.analytics.ready.embeds.loading', error: failed },
      { type: 'visitor.select', visitor: 'ann@example.com' },
      {
        type: 'xstate.done.actor.0.analytics.ready.timeline.loading',
        output: { range, items: [], truncated: false },
      },
      { type: 'xstate.error.actor.0.analytics.ready.timeline.loading', error: failed },
      { type: 'tab.select', tab: 'pages' },
      { type: 'prospect.select', prospect },
      {
        type: 'xstate.done.actor.0.analytics.ready.pages.loadingPages',
        output: [{ id: link, page_id: pageId, title: 'Welcome', type: 'customized', salesrep_id: prospect }],
      },
      { type: 'xstate.error.actor.0.analytics.ready.pages.loadingPages', error: failed },
      { type: 'page.select', page: link },
      {
        type: 'xstate.done.actor.0.analytics.ready.pages.loading',
        output: {
          views: { range, days, total: 2 },
          recommendations: [],
          demos: null,
          responses: null,
          contact: null,
        },
      },
      { type: 'xstate.error.actor.0.analytics.ready.pages.loading', error: failed },
    ] as EventObject[],
  },
};
