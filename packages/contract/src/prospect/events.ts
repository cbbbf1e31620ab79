import * as z from 'zod/mini';
import { playViews } from '../analytics/views.ts';
import { defineRoute } from '../core/route.ts';
import { embedKinds } from '../embeds/messages.ts';
import { encryptedId } from '../pages/links.ts';

/**
 * What prospects do, as the prospect side reports it (issue 12) and analytics reads it (spec 3
 * §2.11, §3 Analytics event). A frame makes each event's `id` itself, so a batch sent twice (a
 * retry after a lost reply, a beacon after a fetch) is counted once: the server keeps the first.
 */
export const eventTypes = [
  'render',
  'play',
  'pause',
  'watch',
  'hotspot',
  'step',
  'answer',
  'modalInput',
  'pdfPage',
  'cta',
  'gate',
  'complete',
] as const;
export type EventType = (typeof eventTypes)[number];

/** spec 3 §3 episode: the kind of CYOA card a step shows. */
export const episodes = ['demo', 'question', 'modal', 'pdf', 'wrapup'] as const;

/** A random id made by the frame for one prospect's visit (no cookie, no storage). */
export const visitorId = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,32}$/));
const seconds = z.number().check(z.nonnegative(), z.maximum(86_400));
const index = z.int().check(z.minimum(-1), z.maximum(1000));
const shortText = (max: number) => z.string().check(z.maxLength(max));
const recordingId = z.uuid();

/** One played range of a video, in seconds from its start (spec 3 §3 duration: played ranges). */
export const playedRange = z.tuple([seconds, seconds]);

/** Each type's own fields. */
export const eventData = {
  render: z.object({}),
  /** `view`: whether it starts a view, and the visit's first (analytics/views.ts); absent in older frames. */
  play: z.object({ recordingId, position: seconds, view: z.optional(z.enum(playViews)) }),
  pause: z.object({ recordingId, position: seconds, reason: z.enum(['user', 'hotspot', 'end']) }),
  /**
   * Sent when a video stops being watched (pause, end, the page hiding): what the view has seen so
   * far (analytics/views.ts). `duration` is the video's length; `watched` the seconds the view's
   * `ranges` cover, `previous` what its last report said. Older frames sent neither, and `ranges`
   * since their last report.
   */
  watch: z.object({
    recordingId,
    duration: seconds,
    ranges: z.array(playedRange).check(z.maxLength(200)),
    watched: z.optional(seconds),
    previous: z.optional(seconds),
  }),
  hotspot: z.object({ recordingId, annotation: z.int().check(z.nonnegative(), z.maximum(1000)) }),
  /** A CYOA step shown; currIndex -1 is the wrap-up screen. */
  step: z.object({
    prevIndex: index,
    currIndex: index,
    episode: z.enum(episodes),
    title: shortText(300),
  }),
  answer: z.object({
    stepIndex: index,
    question: shortText(500),
    selectedChoices: z.array(shortText(200)).check(z.maxLength(50)),
    inputText: shortText(2000),
  }),
  modalInput: z.object({ stepIndex: index, title: shortText(300), inputText: shortText(2000) }),
  pdfPage: z.object({
    stepIndex: index,
    title: shortText(300),
    page: z.int().check(z.minimum(1), z.maximum(10_000)),
    seconds,
  }),
  cta: z.object({ ctaLabel: shortText(200), url: shortText(2048) }),
  /** The gate's answer to this visitor; the address itself stays on the server (gate_submissions). */
  gate: z.object({ outcome: z.enum(['allowed', 'refused', 'redirected', 'verify', 'confirmed']) }),
  complete: z.object({}),
} satisfies Record<EventType, z.ZodMiniType>;

/**
 * Who made an event, one of two (`eventSourceProblem` says which is missing):
 *
 * - a widget's frame: `kind`, `widgetId` and `companyId`, kept when that widget is live for that
 *   company and kind;
 * - a prospect page (issue 13): `link`, the page's unguessable link id, from which the audience host
 *   takes the company, the page and the relationship (a sender's own are never read), kept while the
 *   relationship exists and its page is live; `kind` and `widgetId` too when the event comes from an
 *   Embed page's embed (which must be the page's live embed).
 *
 * `pageId` and `relationshipId` are the audience host's, set from `link` when it stores an event.
 */
const common = {
  id: z.uuid(),
  /** When it happened, epoch milliseconds by the prospect's clock. */
  at: z.int().check(z.minimum(0)),
  visitor: visitorId,
  kind: z.optional(z.enum(embedKinds)),
  widgetId: z.optional(z.uuid()),
  companyId: z.optional(z.uuid()),
  /** The prospect link a page's event came by (its `encrypted_id`). */
  link: z.optional(encryptedId),
  /** Set by the audience host from `link`; what a sender puts here is dropped. */
  pageId: z.optional(z.uuid()),
  relationshipId: z.optional(z.uuid()),
};

const eventOf = <T extends EventType>(type: T) =>
  z.object({ ...common, type: z.literal(type), data: eventData[type] });

export const prospectEvent = z.discriminatedUnion('type', [
  eventOf('render'),
  eventOf('play'),
  eventOf('pause'),
  eventOf('watch'),
  eventOf('hotspot'),
  eventOf('step'),
  eventOf('answer'),
  eventOf('modalInput'),
  eventOf('pdfPage'),
  eventOf('cta'),
  eventOf('gate'),
  eventOf('complete'),
]);
export type ProspectEvent = z.infer<typeof prospectEvent>;
export type EventOf<T extends EventType> = Extract<ProspectEvent, { type: T }>;

/** What an event lacks to say who made it (a widget, or a page's link), or undefined when it is whole. */
export function eventSourceProblem(event: {
  kind?: string | undefined;
  widgetId?: string | undefined;
  companyId?: string | undefined;
  link?: string | undefined;
}): string | undefined {
  if (event.link !== undefined) {
    if (event.companyId !== undefined) return 'A page event names its link, not a company';
    if ((event.kind === undefined) !== (event.widgetId === undefined))
      return 'An embed event names both its kind and its widget';
    return undefined;
  }
  if (event.kind === undefined || event.widgetId === undefined || event.companyId === undefined)
    return 'An event names a widget with its kind and company, or a prospect link';
  return undefined;
}

export const eventLimits = {
  /** Events in one batch. */
  batchMax: 100,
  /** A frame sends what it has after this long, or at once when the batch is full. */
  flushMs: 2000,
  /** Retries of a failed batch, with backoff from 500 ms doubling, jitter added. */
  retries: 6,
  retryBaseMs: 500,
} as const;

export const eventBatch = z.object({
  events: z.array(prospectEvent).check(z.minLength(1), z.maxLength(eventLimits.batchMax)),
});

/**
 * POST /events on the audience host (ours): the ingest. It also takes the body as text/plain,
 * which is what navigator.sendBeacon sends when the page hides. `accepted` counts the events
 * stored now; `duplicates` those it already had.
 */
export const ingestEvents = defineRoute({
  method: 'POST',
  path: '/events',
  auth: 'public',
  body: eventBatch,
  payload: z.object({ accepted: z.int(), duplicates: z.int() }),
});
