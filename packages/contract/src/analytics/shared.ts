import * as z from 'zod/mini';
import { exampleIds } from '../embeds/shared.ts';
import { analyticsConstants as c, viewDurationBuckets } from './constants.ts';

/**
 * spec 3 §7.10: the analytics calls, with reply shapes designed for the charts of §2.11 (the spec
 * does not show them). Every chart call takes a date range of whole UTC days, `startDate` to
 * `endDate` inclusive ('YYYY-MM-DD'; both absent: the last 7 days, today included), and answers
 * every day of it, zeros included, so a line chart draws the range it was asked for. A call is
 * scoped to the caller's company: another company's ids answer like missing ones.
 *
 * A visitor (§2.11) is named by e-mail, or 'anonymous' for those nobody knows. `prospect`
 * filters a chart to one visitor: an e-mail (the addresses they gave a gate, and the prospect of
 * the links they opened), a prospect's id, or 'anonymous'; absent, every visitor counts.
 */

/** A UTC day, 'YYYY-MM-DD'. */
export const analyticsDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD'),
  z.refine((text: string) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'Expected a real date'),
);
/** An e-mail, a prospect's id, or 'anonymous'. */
export const visitorKey = z.string().check(z.minLength(1), z.maxLength(254 + 'unverified:'.length));

export const range = {
  startDate: z.optional(analyticsDay),
  endDate: z.optional(analyticsDay),
};
export const widgetQuery = z.object({ widgetID: z.uuid(), prospect: z.optional(visitorKey), ...range });
export const companyParams = z.object({ companyId: z.uuid() });
export const count = z.int().check(z.nonnegative());
export const seconds = z.number().check(z.nonnegative());

/** The range a reply covers (the one asked for, or the default). */
export const analyticsRange = z.object({ startDate: analyticsDay, endDate: analyticsDay });
export type AnalyticsRange = z.infer<typeof analyticsRange>;

/** §9: the last `days` days ending today (UTC), today included. */
export const defaultAnalyticsRange = (now: Date, days: number = c.defaultRangeDays): AnalyticsRange => {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  return { startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10) };
};

/** §9 view-duration buckets: sessions per bucket, the four in order. */
export const durationBuckets = z.array(z.object({ bucket: z.enum(viewDurationBuckets), sessions: count }));
export type DurationBuckets = z.infer<typeof durationBuckets>;

export const example = {
  params: { companyId: exampleIds.companyId },
  query: { widgetID: exampleIds.embedId, startDate: '2026-11-01', endDate: '2026-11-07' },
};
/** The page the page-detail calls' examples name. */
export const examplePage = '5d3c1b2a-4e6f-4a8b-9c0d-1e2f3a4b5c6d';
