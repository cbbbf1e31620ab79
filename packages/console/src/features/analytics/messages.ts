/**
 * The analytics area's words. The spec's strings are the contract's `analyticsMessages` (letter
 * for letter); the console's own labels (pickers' extra options, buttons, the timeline) are here.
 */
import { unverifiedVisitorPrefix } from '@showroom/contract';

export { analyticsMessages } from '@showroom/contract';

export const analyticsLabels = {
  description:
    'See how your embeds and pages are performing: who watched, for how long, and what they answered.',
  tabsLabel: 'Analytics views',
  visitor: 'Select Visitor',
  allVisitors: 'All visitors',
  /**
   * Issue 26 §6: a visitor who gave a two-factor gate an address and never confirmed it; the
   * address names nobody, so it is never shown bare.
   */
  unverifiedVisitor: (email: string) => `${email} (unverified: two-factor link not confirmed)`,
  /** Issue 29 D.2: whoever came by a page's inbound (website) link, who has no contact. */
  inboundVisitors: 'Inbound link visitors',
  widget: 'Select Widget',
  selectWidgetPrompt: 'Select a widget to see its analytics.',
  selectVisitorPrompt: 'Select a visitor to see the pages they opened.',
  selectPagePrompt: 'Select a page to see its analytics.',
  noPages: 'This visitor has no pages.',
  retry: 'Retry',
  downloadCsv: 'Download CSV',
  typedAnswers: (n: number) => `${n} typed ${n === 1 ? 'answer' : 'answers'}`,
  clicks: 'Clicks',
  views: 'Views',
  responses: 'Responses',
  rate: 'Clickthrough Rate',
  averageSeconds: 'Average seconds',
  page: (n: number) => `Page ${n}`,
  demo: 'Demo',
  question: 'Question',
  viewDurationOf: (title: string) => `View Duration: ${title}`,
  /** A demo's views outlive the demo: its chart is still shown, named so. */
  deletedDemo: 'Deleted demo',
  timeline: 'Visitor timeline',
  timelineOf: (who: string) => `Everything ${who} did, oldest first.`,
  timelineEmpty: 'Nothing in this date range.',
  timelineTruncated: 'Only the first 1,000 are shown: narrow the date range to see the rest.',
  plays: (n: number) => `${n} ${n === 1 ? 'play' : 'plays'}`,
  visits: (n: number) => `${n} ${n === 1 ? 'visit' : 'visits'}`,
  stepKinds: { demo: 'Demo', question: 'Question', modal: 'Modal', pdf: 'PDF', rule: 'Rule' },
  eventTypes: {
    render: 'Widget shown',
    play: 'Played',
    pause: 'Paused',
    watch: 'Watched',
    hotspot: 'Hotspot',
    step: 'CYOA step',
    answer: 'Answered',
    modalInput: 'Typed',
    pdfPage: 'PDF page',
    cta: 'CTA click',
    gate: 'Gate',
    complete: 'Finished',
  },
} as const;

/** A visitor as the pickers and the timeline show it: an unverified one always says so. */
export function visitorLabel(visitor: string): string {
  return visitor.startsWith(unverifiedVisitorPrefix)
    ? analyticsLabels.unverifiedVisitor(visitor.slice(unverifiedVisitorPrefix.length))
    : visitor;
}
