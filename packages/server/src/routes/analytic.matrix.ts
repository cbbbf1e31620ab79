import { randomUUID } from 'node:crypto';
import type { EmbedKind, ProspectEvent } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { companyEntryOn } from '../../test/quality/company-entry.ts';
import { type Call, defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { EventWriter } from '../analytics/ingest.ts';
import { createRollupApplier } from '../analytics/rollup.ts';
import {
  analyticsPageDaily,
  analyticsVisitors,
  analyticsWidgetDaily,
  gateSubmissions,
} from '../db/schema.ts';
import { ownersWidget } from './hero.matrix.ts';
import { ownersLink } from './page.matrix.ts';

const secretEmail = 'owner-only-visitor@acme-secret-test.com';
const secretAnswer = 'Owner-only typed answer';
const day = '2026-11-20';
const range = { startDate: '2026-11-14', endDate: '2026-11-20' };

/**
 * The owner's analytics: a live widget of `kind` on a page with one prospect's link, and what a
 * visitor did there, stored through the ingest's writer (rollups included); the visitor gave a
 * gate the owner-only address.
 */
export const ownersAnalytics = async (context: MatrixContext, kind: EmbedKind = 'cyoa') => {
  const { db, owner } = context;
  const widget = await ownersWidget(context, kind, true);
  const link = await ownersLink(context);
  const visitor = `v${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const at = Date.parse(`${day}T10:00:00Z`);
  const common = (i: number) => ({
    id: randomUUID(),
    at: at + i * 1000,
    visitor,
    kind,
    widgetId: widget.id,
    companyId: owner.companyId,
    pageId: link.page.id,
    relationshipId: link.relationshipId,
  });
  const events: ProspectEvent[] = [
    { ...common(0), type: 'render', data: {} },
    { ...common(1), type: 'play', data: { recordingId: widget.demoId, position: 0 } },
    { ...common(2), type: 'watch', data: { recordingId: widget.demoId, duration: 4, ranges: [[0, 4]] } },
    { ...common(3), type: 'step', data: { prevIndex: 0, currIndex: 1, episode: 'question', title: 'Plan?' } },
    {
      ...common(4),
      type: 'answer',
      data: { stepIndex: 1, question: 'Plan?', selectedChoices: ['Team'], inputText: secretAnswer },
    },
    { ...common(5), type: 'cta', data: { ctaLabel: 'Book', url: 'https://example.com/book' } },
  ];
  const writer = new EventWriter(db, createRollupApplier(db), 1, 100);
  await writer.write(events);
  // The rollups too, before the matrix takes its picture of the owner's records (the ingest adds
  // them just after its reply, which would otherwise look like a change made by the request).
  await writer.rollups.catchUp();
  await db.insert(gateSubmissions).values({
    companyId: owner.companyId,
    kind,
    widgetId: widget.id,
    visitor,
    email: secretEmail,
    outcome: 'allowed',
  });
  return {
    widget,
    link,
    readBack: async () => ({
      widgets: await db
        .select()
        .from(analyticsWidgetDaily)
        .where(eq(analyticsWidgetDaily.companyId, owner.companyId)),
      pages: await db
        .select()
        .from(analyticsPageDaily)
        .where(eq(analyticsPageDaily.companyId, owner.companyId)),
      visitors: await db
        .select()
        .from(analyticsVisitors)
        .where(eq(analyticsVisitors.companyId, owner.companyId)),
      link: await link.readBack(),
    }),
    secrets: [...widget.secrets, ...link.secrets, secretEmail, secretAnswer],
  };
};

type OwnersAnalytics = Awaited<ReturnType<typeof ownersAnalytics>>;

/** A call on the owner's analytics (`ownersAnalytics`), naming them as `call` says. */
const onAnalytics = (call: (data: OwnersAnalytics, context: MatrixContext) => Call, kind?: EmbedKind) =>
  companyEntryOn((context) => ownersAnalytics(context, kind), call);

/** A widget chart's call: the widget by its id, the range, and the company in the path where it has one. */
const widgetChart = (kind: EmbedKind, withCompany: boolean) =>
  onAnalytics(
    (data, context) => ({
      ...(withCompany ? { params: { companyId: context.owner.companyId } } : {}),
      query: { widgetID: data.widget.id, ...range },
    }),
    kind,
  );

export default defineMatrix({
  'GET /web/analytic/widget/render/{companyId}': widgetChart('hero', true),
  'GET /web/analytic/widget/views/{companyId}': widgetChart('solo', true),
  'GET /web/analytic/widget/CTA/': widgetChart('hero', false),
  'GET /web/analytic/widget/cyoa/': widgetChart('cyoa', false),
  'GET /web/analytic/widget/cyoa/demo/duration': widgetChart('cyoa', false),
  'GET /web/analytic/widget/demo/duration': widgetChart('solo', false),
  'GET /web/analytic/prospect/{companyId}': onAnalytics((data, context) => ({
    params: { companyId: context.owner.companyId },
    query: { page_id: data.link.page.id },
  })),
  'GET /web/analytic/element/{companyId}': onAnalytics((_data, context) => ({
    params: { companyId: context.owner.companyId },
  })),
  'GET /web/analytic/page/{companyId}': onAnalytics((_data, context) => ({
    params: { companyId: context.owner.companyId },
  })),
  'GET /web/analytic/page/views/{pageId}/{prospectId}': onAnalytics((data) => ({
    params: { pageId: data.link.page.id, prospectId: data.link.prospectId },
    query: range,
  })),
  'GET /web/analytic/page/fetch/recommendations/{pageId}': onAnalytics((data) => ({
    params: { pageId: data.link.page.id },
    query: { relationshipId: data.link.relationshipId },
  })),
  'GET /web/analytic/page/{pageId}/recording/views': onAnalytics((data) => ({
    params: { pageId: data.link.page.id },
    query: range,
  })),
  'GET /web/analytic/page/{pageId}/response/{relationshipId}': onAnalytics((data) => ({
    params: { pageId: data.link.page.id, relationshipId: data.link.relationshipId },
    query: range,
  })),
  'GET /web/analytic/page/{pageId}/prospect/{prospectId}/contact/{companyId}': onAnalytics(
    (data, context) => ({
      params: {
        pageId: data.link.page.id,
        prospectId: data.link.prospectId,
        companyId: context.owner.companyId,
      },
    }),
  ),
  'GET /web/analytic/frequency/element/': onAnalytics((data, context) => ({
    query: { elementId: data.widget.id, companyId: context.owner.companyId, event: 'play', ...range },
  })),
  'GET /web/analytic/frequency/page/': onAnalytics((data, context) => ({
    query: { page: data.link.page.id, companyId: context.owner.companyId, event: 'render', ...range },
  })),
  'GET /web/analytic/duration/': onAnalytics((data, context) => ({
    query: { page: data.link.page.id, companyId: context.owner.companyId, ...range },
  })),
  'GET /web/analytic/visitor/{companyId}/timeline': onAnalytics((_data, context) => ({
    params: { companyId: context.owner.companyId },
    query: { prospect: secretEmail, ...range },
  })),
});
