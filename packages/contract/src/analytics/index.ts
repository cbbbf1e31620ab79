export * from './constants.ts';
export * from './frequency.ts';
export * from './messages.ts';
export * from './pageDetail.ts';
export * from './pickers.ts';
export {
  type AnalyticsRange,
  analyticsDay,
  analyticsRange,
  type DurationBuckets,
  defaultAnalyticsRange,
  durationBuckets,
  visitorKey,
} from './shared.ts';
export * from './timeline.ts';
export * from './videos.ts';
export * from './views.ts';
export * from './widgets.ts';
