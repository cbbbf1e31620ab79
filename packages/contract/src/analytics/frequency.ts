import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { exampleIds } from '../embeds/shared.ts';
import { eventTypes } from '../prospect/events.ts';

import {
  analyticsDay,
  analyticsRange,
  count,
  durationBuckets,
  examplePage,
  range,
  seconds,
  visitorKey,
} from './shared.ts';

/**
 * Frequency and duration
 */
const dailyCounts = z.object({
  range: analyticsRange,
  days: z.array(z.object({ date: analyticsDay, count })),
  total: count,
});

/** GET /analytic/frequency/element/: one event type's count per day on one widget. */
export const elementFrequency = defineRoute({
  method: 'GET',
  path: '/web/analytic/frequency/element/',
  auth: 'token',
  query: z.object({
    elementId: z.uuid(),
    companyId: z.uuid(),
    prospectId: z.optional(visitorKey),
    event: z.enum(eventTypes),
    ...range,
  }),
  payload: dailyCounts,
  example: {
    query: { elementId: exampleIds.embedId, companyId: exampleIds.companyId, event: 'render' },
  },
});

/** GET /analytic/frequency/page/: one event type's count per day on one page. */
export const pageFrequency = defineRoute({
  method: 'GET',
  path: '/web/analytic/frequency/page/',
  auth: 'token',
  query: z.object({
    companyId: z.uuid(),
    prospectId: z.optional(visitorKey),
    event: z.enum(eventTypes),
    page: z.uuid(),
    ...range,
  }),
  payload: dailyCounts,
  example: { query: { companyId: exampleIds.companyId, page: examplePage, event: 'play' } },
});

/** GET /analytic/duration/: time spent watching (on one page, or everywhere), with the buckets. */
export const watchDuration = defineRoute({
  method: 'GET',
  path: '/web/analytic/duration/',
  auth: 'token',
  query: z.object({
    companyId: z.uuid(),
    prospectId: z.optional(visitorKey),
    page: z.optional(z.uuid()),
    ...range,
  }),
  payload: z.object({
    range: analyticsRange,
    sessions: count,
    totalSeconds: seconds,
    averageSeconds: seconds,
    buckets: durationBuckets,
  }),
  example: { query: { companyId: exampleIds.companyId } },
});
