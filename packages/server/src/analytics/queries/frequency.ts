import { averageSeconds, type EventType } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { bucketsOf, countsPerDay, type Fact, normalise, rawFacts } from './facts.ts';
import { type RangeQuery, resolveRange } from './range.ts';
import type { Reader } from './shared.ts';

/**
 * The frequency and duration calls (contract analytics/frequency.ts): one event type per day of a
 * widget or a page, and view durations of a page or the company.
 */
export function frequencyQueries(reader: Reader) {
  const { rows, now, widgetOf, pageOf, visitorCondition, widgetFacts, pageFacts } = reader;
  return {
    async elementFrequency(
      companyId: string,
      query: RangeQuery & { elementId: string; prospectId?: string; event: EventType },
    ) {
      await widgetOf(companyId, query.elementId);
      const bounds = resolveRange(query, now());
      const facts = await widgetFacts(companyId, query.elementId, bounds, query.prospectId, [query.event]);
      return countsPerDay(bounds, facts, query.event);
    },

    async pageFrequency(
      companyId: string,
      query: RangeQuery & { page: string; prospectId?: string; event: EventType },
    ) {
      await pageOf(companyId, query.page);
      const bounds = resolveRange(query, now());
      const facts = await pageFacts(companyId, query.page, bounds, {
        ...(query.prospectId ? { visitor: query.prospectId } : {}),
        types: [query.event],
      });
      return countsPerDay(bounds, facts, query.event);
    },

    async duration(companyId: string, query: RangeQuery & { page?: string; prospectId?: string }) {
      const bounds = resolveRange(query, now());
      let facts: Fact[];
      if (query.page) {
        await pageOf(companyId, query.page);
        facts = await pageFacts(companyId, query.page, bounds, {
          ...(query.prospectId ? { visitor: query.prospectId } : {}),
          types: ['watch'],
        });
      } else {
        const condition = await visitorCondition(companyId, query.prospectId);
        facts = (
          await rows<Fact>(
            condition
              ? sql`select * from (${rawFacts(sql`e.company_id = ${companyId} and e.type = 'watch'
                  and e.occurred_at >= ${bounds.low} and e.occurred_at < ${bounds.high} and ${condition}`)}) f`
              : sql`select to_char(day, 'YYYY-MM-DD') as day, type, recording_id, dim, events, seconds
                  from analytics_company_daily where company_id = ${companyId} and type = 'watch'
                  and day between ${bounds.startDate}::date and ${bounds.endDate}::date`,
          )
        ).map(normalise);
      }
      const watches = facts.filter((f) => f.type === 'watch');
      // Views, each once whatever its reports (bucketsOf); a lost first report cannot make them negative.
      const sessions = Math.max(
        0,
        watches.reduce((n, f) => n + f.events, 0),
      );
      const totalSeconds = Math.max(0, Number(watches.reduce((n, f) => n + f.seconds, 0).toFixed(3)));
      return {
        range: { startDate: bounds.startDate, endDate: bounds.endDate },
        sessions,
        totalSeconds,
        averageSeconds: averageSeconds(totalSeconds, sessions),
        buckets: bucketsOf(watches),
      };
    },
  };
}
