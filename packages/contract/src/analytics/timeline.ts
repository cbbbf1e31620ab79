import * as z from 'zod/mini';
import { neutraliseFormula } from '../core/csv.ts';
import { defineRoute } from '../core/route.ts';
import { embedKinds } from '../embeds/messages.ts';
import { eventTypes } from '../prospect/events.ts';

import { analyticsRange, companyParams, example, range, seconds, visitorKey } from './shared.ts';
import type { TypedAnswer } from './widgets.ts';

/**
 * Ours: one visitor's timeline
 */
/**
 * One thing a visitor did. `title` names it (the step, question, PDF, CTA label or hotspot);
 * `detail` what they did there (choices picked, text typed, the PDF page, the gate's answer and
 * the address given); `seconds` how long it lasted (watching, a PDF page), null otherwise.
 */
export const timelineItem = z.object({
  id: z.uuid(),
  /** Epoch milliseconds. */
  at: z.int(),
  type: z.enum(eventTypes),
  kind: z.enum(embedKinds),
  widgetId: z.uuid(),
  widgetName: z.string(),
  pageId: z.nullable(z.uuid()),
  pageTitle: z.nullable(z.string()),
  recordingId: z.nullable(z.uuid()),
  recordingTitle: z.nullable(z.string()),
  title: z.string(),
  detail: z.string(),
  seconds: z.nullable(seconds),
});
export type TimelineItem = z.infer<typeof timelineItem>;

/**
 * GET /analytic/visitor/{companyId}/timeline?prospect: everything one visitor (an e-mail or a
 * prospect's id) did across every widget and page of the company, oldest first, at most
 * `timelineMax` (`truncated` when there was more: narrow the range).
 */
export const visitorTimeline = defineRoute({
  method: 'GET',
  path: '/web/analytic/visitor/{companyId}/timeline',
  auth: 'token',
  params: companyParams,
  query: z.object({ prospect: visitorKey, ...range }),
  payload: z.object({
    range: analyticsRange,
    visitor: z.object({ email: z.string(), name: z.string(), prospectId: z.nullable(z.uuid()) }),
    items: z.array(timelineItem),
    truncated: z.boolean(),
  }),
  example: { params: example.params, query: { prospect: 'ann@example.com' } },
});

/**
 * §2.11 Audience Questions CSV: only non-empty typed texts (§5), RFC 4180 quoting, and every cell
 * that a spreadsheet would run as a formula neutralised (what prospects type reaches the rep's
 * spreadsheet: core/csv.ts, the rule the contacts' export follows).
 */
export const questionsCsv = (rows: readonly TypedAnswer[]): string => {
  const cell = (value: string | number) => {
    const text = neutraliseFormula(String(value));
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [['Date', 'Visitor', 'Question', 'Answer'].join(',')];
  for (const row of rows) {
    if (row.answer.trim() === '') continue;
    lines.push([row.at, row.visitor, row.question, row.answer].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
};
