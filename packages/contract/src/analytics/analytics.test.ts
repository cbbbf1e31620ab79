import { describe, expect, it } from 'vitest';
import type { RouteContract } from '../core/route.ts';
import { averageSeconds, clickthroughRate, viewDurationBucket, viewDurationBuckets } from './constants.ts';
import * as analytics from './index.ts';

const calls = (Object.entries(analytics) as [string, unknown][]).filter(
  (entry): entry is [string, RouteContract] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'path' in entry[1],
);

describe('analytics contract', () => {
  it('defines every §7.10 call and the visitor timeline, each with an example its schemas accept', () => {
    expect(calls.map(([, route]) => `${route.method} ${route.path}`).sort()).toEqual(
      [
        'GET /web/analytic/widget/render/{companyId}',
        'GET /web/analytic/widget/views/{companyId}',
        'GET /web/analytic/widget/CTA/',
        'GET /web/analytic/widget/cyoa/',
        'GET /web/analytic/widget/cyoa/demo/duration',
        'GET /web/analytic/widget/demo/duration',
        'GET /web/salesrep/{companyId}/prospect',
        'GET /web/salesrep/{prospectId}/prospect/page',
        'GET /web/analytic/prospect/{companyId}',
        'GET /web/analytic/element/{companyId}',
        'GET /web/analytic/page/{companyId}',
        'GET /web/analytic/page/views/{pageId}/{prospectId}',
        'GET /web/analytic/page/fetch/recommendations/{pageId}',
        'GET /web/analytic/page/{pageId}/recording/views',
        'GET /web/analytic/page/{pageId}/response/{relationshipId}',
        'GET /web/analytic/page/{pageId}/prospect/{prospectId}/contact/{companyId}',
        'GET /web/analytic/frequency/element/',
        'GET /web/analytic/frequency/page/',
        'GET /web/analytic/duration/',
        'GET /web/video/analytics/{relationshipId}',
        'GET /web/salesrep/{salesRepId}/prospect/{prospectId}/relation/',
        'GET /web/video/analytics/forwarded/name/{videoId}/{prospectId}',
        'GET /web/video/analytics/received/name/{videoId}/{prospectId}',
        'GET /web/analytic/visitor/{companyId}/timeline',
      ].sort(),
    );
    for (const [name, route] of calls) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = route[part];
        if (schema) expect(schema.safeParse(route.example?.[part]).success, `${name} ${part}`).toBe(true);
      }
    }
  });

  it('takes real days only', () => {
    expect(analytics.analyticsDay.safeParse('2026-02-28').success).toBe(true);
    expect(analytics.analyticsDay.safeParse('2026-02-30').success).toBe(false);
    expect(analytics.analyticsDay.safeParse('2026-2-3').success).toBe(false);
  });

  it('defaults to the last 7 days, today included', () => {
    expect(analytics.defaultAnalyticsRange(new Date('2026-11-27T23:59:00Z'))).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-27',
    });
  });

  it('computes the §9 figures', () => {
    expect(clickthroughRate(1, 3)).toBe(33.333);
    expect(clickthroughRate(5, 0)).toBe(0);
    expect(averageSeconds(10, 3)).toBe(3.33);
    expect(viewDurationBuckets.map((_, i) => viewDurationBucket((i + 0.5) * 25, 100))).toEqual([0, 1, 2, 3]);
    expect(viewDurationBucket(250, 100)).toBe(3);
    expect(viewDurationBucket(0, 100)).toBe(0);
    expect(viewDurationBucket(10, 0)).toBe(0);
  });

  it('writes the questions CSV with only non-empty typed texts, quoted where needed', () => {
    const csv = analytics.questionsCsv([
      {
        at: '2026-11-02 10:00:00',
        visitor: 'ann@example.com',
        stepIndex: 1,
        question: 'Why?',
        answer: 'Because, "so"',
      },
      { at: '2026-11-02 10:01:00', visitor: 'anonymous', stepIndex: 1, question: 'Why?', answer: '  ' },
    ]);
    expect(csv).toBe(
      'Date,Visitor,Question,Answer\r\n2026-11-02 10:00:00,ann@example.com,Why?,"Because, ""so"""\r\n',
    );
  });

  it('neutralises the cells a spreadsheet would run as formulas, itself', () => {
    const csv = analytics.questionsCsv([
      {
        at: '2026-11-02 10:00:00',
        visitor: '@evil.example',
        stepIndex: 0,
        question: '+Budget?',
        answer: '=HYPERLINK("https://evil.example","x")',
      },
      {
        at: '2026-11-02 10:01:00',
        visitor: 'ann@example.com',
        stepIndex: 0,
        question: 'Why?',
        answer: ' -1+1',
      },
      {
        at: '2026-11-02 10:02:00',
        visitor: 'ann@example.com',
        stepIndex: 0,
        question: 'Why?',
        answer: '\u200B＝1',
      },
      {
        at: '2026-11-02 10:03:00',
        visitor: 'ann@example.com',
        stepIndex: 0,
        question: 'Why?',
        answer: 'a = b',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Date,Visitor,Question,Answer',
      `2026-11-02 10:00:00,'@evil.example,'+Budget?,"'=HYPERLINK(""https://evil.example"",""x"")"`,
      "2026-11-02 10:01:00,ann@example.com,Why?,' -1+1",
      "2026-11-02 10:02:00,ann@example.com,Why?,'\u200B＝1",
      '2026-11-02 10:03:00,ann@example.com,Why?,a = b',
      '',
    ]);
  });
});
