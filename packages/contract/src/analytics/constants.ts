/**
 * spec 3 §9 analytics constants, and the few of ours the spec leaves open (marked). The console
 * and the server both read them from here.
 */
export const analyticsConstants = {
  /** §9: the default date range is the last 7 days (today included). */
  defaultRangeDays: 7,
  /** §9: up to 3 recommendation demos. */
  maxRecommendations: 3,
  /** §9: clickthrough rate = plays / renders as a percent with 3 decimals; y-axis step 10. */
  clickthroughDecimals: 3,
  clickthroughAxisStep: 10,
  /** §9: average PDF page time, 2 decimals. */
  pdfSecondsDecimals: 2,
  /** §9: the flow chart's zoom factors. */
  zoomIn: 1.1,
  zoomOut: 0.9,
  /** §9: chart labels ('MMM d', date-fns format). */
  chartDateFormat: 'MMM d',
  /** §9: selections are restored with a 200-300 ms debounce. */
  restoreDebounceMinMs: 200,
  restoreDebounceMaxMs: 300,
  /** §9: preview thumbnails 234x132. */
  thumbnailWidth: 234,
  thumbnailHeight: 132,
  /** §9: list page size for embeds. */
  embedsPageSize: 25,
  /** Ours: the longest range a chart call takes, in days. */
  maxRangeDays: 731,
  /** Ours: the most rows the visitor timeline answers at once (`truncated` says there are more). */
  timelineMax: 1000,
  /** Ours: the most typed answers the questions CSV carries. */
  questionsMax: 10_000,
  /** Ours: the most visitors the visitor pickers list (the most recently seen first). */
  visitorsMax: 1000,
} as const;

/** §9: the four view-duration buckets, in order. */
export const viewDurationBuckets = ['1%-25%', '25%-50%', '50%-75%', '75%-100%'] as const;

/**
 * §9 "bucket calculation uses 10 slots of 25% steps, capped": the share of the video a viewing
 * covered, in quarters, capped at the last bucket (a full viewing is '75%-100%'; nothing seen
 * counts as '1%-25%').
 */
export const viewDurationBucket = (watchedSeconds: number, videoSeconds: number): number => {
  if (!(videoSeconds > 0) || !(watchedSeconds > 0)) return 0;
  return Math.max(
    0,
    Math.min(viewDurationBuckets.length - 1, Math.floor((watchedSeconds / videoSeconds) * 4)),
  );
};

/** §2.11 Visitors are identified by e-mail or as 'anonymous'. */
export const anonymousVisitor = 'anonymous';

/**
 * Issue 29 D.2, ours: the Pages tab's visitor of a page's inbound (website) link, which has no
 * contact: whoever came by it (spec 3 §7.6 website session). Its charts are those of the link.
 */
export const inboundVisitor = 'inbound';

/**
 * Issue 26 §6: the picker's key of the visitors who gave a two-factor gate `email` and have not
 * confirmed it (never named by it: they are shown as unverified, and their charts are theirs
 * alone, not those of whoever owns the address).
 */
export const unverifiedVisitorPrefix = 'unverified:';
export const unverifiedVisitorKey = (email: string) => `${unverifiedVisitorPrefix}${email}`;

/**
 * §9 clickthrough rate: plays / renders as a percent, 3 decimals (0 when nothing rendered). The
 * plays are clickthroughs, each visit's first view (views.ts `isClickthrough`), so at most one per
 * render; a render whose batch was lost could still leave more plays than renders, and a rate is
 * never shown over 100% (issue 29 C.1).
 */
export const clickthroughRate = (plays: number, renders: number) =>
  renders > 0
    ? Number((Math.min(1, plays / renders) * 100).toFixed(analyticsConstants.clickthroughDecimals))
    : 0;

/** §9 average PDF page time, 2 decimals. */
export const averageSeconds = (seconds: number, count: number) =>
  count > 0 ? Number((seconds / count).toFixed(analyticsConstants.pdfSecondsDecimals)) : 0;
