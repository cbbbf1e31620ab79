/**
 * What a view is (issue 29 C.1), for the player that reports it (widgets events/), the server that
 * counts it (the facts function, migration 0018) and the charts that show it (Demo Views,
 * Clickthrough Rate, View Duration).
 *
 * **A view is one playback session of a visitor**: from the play that starts it to the video's
 * end (the `complete`), the player closing (the Solo popup closed, another demo loaded) or the
 * visitor leaving the page, whatever pauses lie between (the viewer's own, each hotspot or click
 * region that holds the playback). Playing again after the end starts another view. So:
 *
 * - a `play` event says which of these it is (`view`, `playViews`): `first`, the visit's first
 *   view of that widget (a clickthrough: Clickthrough Rate is clickthroughs / renders, never over
 *   100%); `new`, another view (the video played again after its end, another demo of a CYOA);
 *   `resume`, the same view going on after a pause, which counts nothing. Demo Views counts the
 *   `first` and `new` plays.
 * - a `watch` event reports how much of the video the view has seen so far: `ranges`, the view's
 *   played ranges merged (a stretch seen twice, by seeking back or a replay within the view,
 *   counts once), `watched` their length in seconds, and `previous`, the `watched` of the view's
 *   last `watch` before this one (absent on its first). The player sends one at each stop and when
 *   the page hides, so a visitor who leaves mid-video still counts.
 * - View Duration counts each view once, in the bucket of what it watched at its latest report:
 *   a `watch` adds the view to the bucket of `watched` and takes it out of the bucket of
 *   `previous`; the seconds watched add up the same way (`watched` - `previous`).
 */
export const playViews = ['first', 'new', 'resume'] as const;
export type PlayView = (typeof playViews)[number];

/**
 * The seconds that played ranges cover, a stretch covered twice counted once: the `watched` of a
 * `watch` event (the server's facts function computes the same from `ranges` when an event has
 * no `watched`). Ranges backwards or empty add nothing.
 */
export const watchedSeconds = (ranges: readonly (readonly [number, number])[]): number => {
  const sorted = ranges.filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let total = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const [from, to] of sorted) {
    if (to > reached) total += to - Math.max(from, reached);
    reached = Math.max(reached, to);
  }
  return Math.round(total * 1000) / 1000;
};
