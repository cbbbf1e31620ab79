import {
  type DurationBuckets,
  type EventType,
  type ResponseFrequency,
  viewDurationBuckets,
} from '@showroom/contract';
import { type SQL, sql } from 'drizzle-orm';
import { asInt, type Bounds } from './range.ts';

/**
 * What the charts add up: the facts of events (what `analytics_facts`, analytics/facts.sql, makes of
 * each), read from the daily rollups or, for one visitor, from their raw events, and the sums the
 * charts make of them.
 */

/** A rollup's facts: what the charts add up. */
export interface Fact {
  day: string;
  type: EventType;
  recording_id: string;
  dim: string;
  events: number;
  seconds: number;
}

export const noId = '00000000-0000-0000-0000-000000000000';

/** The facts of raw events `e` (filtered by `where`), as the rollups hold them. */
export const rawFacts = (where: SQL) => sql`
  select to_char((e.occurred_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, e.type,
         f.recording_id, f.dim, f.events, f.seconds
  from prospect_events e
  left join recordings r on e.type = 'watch' and r.id = (e.data->>'recordingId')::uuid
  cross join lateral analytics_facts(e.type, e.data, r.duration_seconds) f
  where ${where}`;

/** The facts of a rollup `table` in the days of `bounds`, of the rows `where` picks. */
export const rollupFacts = (table: SQL, bounds: Bounds, where: SQL) => sql`
  select to_char(day, 'YYYY-MM-DD') as day, type, recording_id, dim, events, seconds
  from ${table} where day between ${bounds.startDate}::date and ${bounds.endDate}::date and ${where}`;

/** An answer's choice rows hold [step, question, choice]; the answer's own row [step, question]. */
export const isChoiceRow = (fact: Pick<Fact, 'type' | 'dim'>) =>
  fact.type === 'answer' && (JSON.parse(fact.dim) as unknown[]).length === 3;

export const normalise = (fact: Fact): Fact => ({
  ...fact,
  events: asInt(fact.events),
  seconds: Number(fact.seconds),
});

/** Events per day of the facts `pick` keeps, and their total. */
export function perDay(facts: readonly Fact[], pick: (fact: Fact) => boolean) {
  const found = new Map<string, number>();
  let total = 0;
  for (const fact of facts) {
    if (!pick(fact)) continue;
    found.set(fact.day, (found.get(fact.day) ?? 0) + fact.events);
    total += fact.events;
  }
  return { found, total };
}

/**
 * Views per view-duration bucket. A view's later report takes it out of its earlier bucket
 * (migration 0018), so a bucket holds each view once; a view whose first report was lost on the
 * way could leave a bucket below 0, which shows as none.
 */
export function bucketsOf(facts: readonly Fact[]): DurationBuckets {
  const counts = viewDurationBuckets.map(() => 0);
  for (const fact of facts) {
    if (fact.type !== 'watch') continue;
    const index = Math.min(viewDurationBuckets.length - 1, Math.max(0, Number(fact.dim) || 0));
    counts[index]! += fact.events;
  }
  return viewDurationBuckets.map((bucket, i) => ({ bucket, sessions: Math.max(0, counts[i]!) }));
}

/** A play fact that is a clickthrough: the visit's first view of the widget (contract analytics/views.ts). */
export const isClickthroughFact = (fact: Fact) => fact.type === 'play' && fact.dim === 'first';

/** Answers and their choices, per question, from the answer facts. */
export function responsesOf(facts: readonly Fact[]): ResponseFrequency[] {
  const questions = new Map<string, ResponseFrequency>();
  const questionOf = (stepIndex: number, question: string) => {
    const key = JSON.stringify([stepIndex, question]);
    let entry = questions.get(key);
    if (!entry) {
      entry = { stepIndex, question, choices: [], total: 0 };
      questions.set(key, entry);
    }
    return entry;
  };
  for (const fact of facts) {
    if (fact.type !== 'answer') continue;
    const [stepIndex, question, choice] = JSON.parse(fact.dim) as [number, string, string?];
    const entry = questionOf(stepIndex, question);
    if (choice === undefined) entry.total += fact.events;
    else {
      const found = entry.choices.find((c) => c.choice === choice);
      if (found) found.count += fact.events;
      else entry.choices.push({ choice, count: fact.events });
    }
  }
  for (const entry of questions.values()) {
    entry.choices.sort((a, b) => b.count - a.count || a.choice.localeCompare(b.choice));
  }
  return [...questions.values()].sort(
    (a, b) => a.stepIndex - b.stepIndex || a.question.localeCompare(b.question),
  );
}

/** Events of one type per day of the range (the frequency charts). */
export function countsPerDay(bounds: Bounds, facts: readonly Fact[], event: EventType) {
  const found = new Map<string, number>();
  let total = 0;
  for (const fact of facts) {
    if (fact.type !== event || isChoiceRow(fact)) continue;
    found.set(fact.day, (found.get(fact.day) ?? 0) + fact.events);
    total += fact.events;
  }
  return {
    range: { startDate: bounds.startDate, endDate: bounds.endDate },
    days: bounds.days.map((date) => ({ date, count: found.get(date) ?? 0 })),
    total,
  };
}
