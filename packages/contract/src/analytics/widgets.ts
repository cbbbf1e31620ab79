import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { wireDate } from '../core/wire.ts';
import { cyoaStepTypes } from '../embeds/cyoa.ts';

import {
  analyticsDay,
  analyticsRange,
  companyParams,
  count,
  durationBuckets,
  example,
  seconds,
  widgetQuery,
} from './shared.ts';

/**
 * Widgets (the Embeds tab)
 */
/** GET /analytic/widget/render/{companyId}?widgetID: renders and plays per day (Clickthrough Rate, §9). */
export const widgetRenders = defineRoute({
  method: 'GET',
  path: '/web/analytic/widget/render/{companyId}',
  auth: 'token',
  params: companyParams,
  query: widgetQuery,
  payload: z.object({
    range: analyticsRange,
    /** `rate`: plays / renders as a percent, 3 decimals (`clickthroughRate`). */
    days: z.array(z.object({ date: analyticsDay, renders: count, plays: count, rate: seconds })),
    totals: z.object({ renders: count, plays: count, rate: seconds }),
  }),
  example,
});

/** GET /analytic/widget/views/{companyId}?widgetID: demo views (plays) per day (Demo Views). */
export const widgetViews = defineRoute({
  method: 'GET',
  path: '/web/analytic/widget/views/{companyId}',
  auth: 'token',
  params: companyParams,
  query: widgetQuery,
  payload: z.object({
    range: analyticsRange,
    days: z.array(z.object({ date: analyticsDay, views: count })),
    total: count,
  }),
  example,
});

/** GET /analytic/widget/CTA/?widgetID: CTA clicks per day, and per button label (Hero's CTA Clicks). */
export const widgetCta = defineRoute({
  method: 'GET',
  path: '/web/analytic/widget/CTA/',
  auth: 'token',
  query: widgetQuery,
  payload: z.object({
    range: analyticsRange,
    days: z.array(z.object({ date: analyticsDay, clicks: count })),
    total: count,
    labels: z.array(z.object({ label: z.string(), clicks: count })),
  }),
  example: { query: example.query },
});

/** A CYOA's step as the Audience Journey draws it (the widget's own steps; `cyoaFlow` chains them). */
export const journeyStep = z.object({ index: z.int(), type: z.enum(cyoaStepTypes), title: z.string() });
/** An answered question: how often each choice was picked (Audience Responses). */
export const responseFrequency = z.object({
  stepIndex: z.int(),
  question: z.string(),
  choices: z.array(z.object({ choice: z.string(), count })),
  /** Answers given (an answer may pick several choices). */
  total: count,
});
export type ResponseFrequency = z.infer<typeof responseFrequency>;
/** A typed answer (a question's or a modal's input box): one row of the Audience Questions CSV. */
export const typedAnswer = z.object({
  at: wireDate,
  visitor: z.string(),
  stepIndex: z.int(),
  question: z.string(),
  answer: z.string(),
});
export type TypedAnswer = z.infer<typeof typedAnswer>;

/**
 * GET /analytic/widget/cyoa/?widgetID: a CYOA's Audience Journey (its steps; how many times each
 * was shown, index -1 being the 'Wrap up screen'; the moves between them), PDF Engagement
 * (average seconds per page, 2 decimals), Audience Responses and the typed answers of Audience
 * Questions (only non-empty texts, §5; newest first, at most `questionsMax`).
 */
export const widgetCyoa = defineRoute({
  method: 'GET',
  path: '/web/analytic/widget/cyoa/',
  auth: 'token',
  query: widgetQuery,
  payload: z.object({
    range: analyticsRange,
    steps: z.array(journeyStep),
    nodes: z.array(z.object({ index: z.int(), visits: count })),
    transitions: z.array(z.object({ from: z.int(), to: z.int(), count })),
    pdf: z.array(
      z.object({
        stepIndex: z.int(),
        title: z.string(),
        pages: z.array(z.object({ page: z.int(), views: count, averageSeconds: seconds })),
      }),
    ),
    responses: z.array(responseFrequency),
    questions: z.array(typedAnswer),
  }),
  example: { query: example.query },
});

/** GET /analytic/widget/cyoa/demo/duration?widgetID: View Duration per demo of a CYOA. */
export const widgetCyoaDemoDuration = defineRoute({
  method: 'GET',
  path: '/web/analytic/widget/cyoa/demo/duration',
  auth: 'token',
  query: widgetQuery,
  payload: z.object({
    range: analyticsRange,
    demos: z.array(z.object({ recordingId: z.uuid(), title: z.string(), buckets: durationBuckets })),
  }),
  example: { query: example.query },
});

/**
 * GET /analytic/widget/demo/duration?widgetID: a Hero's or Solo's View Duration (viewings per
 * bucket of the share of the demo each covered).
 */
export const widgetDemoDuration = defineRoute({
  method: 'GET',
  path: '/web/analytic/widget/demo/duration',
  auth: 'token',
  query: widgetQuery,
  payload: z.object({ range: analyticsRange, buckets: durationBuckets }),
  example: { query: example.query },
});
