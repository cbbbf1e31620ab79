import {
  type AnalyticsRange,
  analyticsConstants as ac,
  analyticsServerMessages,
  defaultAnalyticsRange,
  toWireDate,
  wireDateMax,
} from '@showroom/contract';
import { invalid } from '../../services/errors.ts';

/** The days a chart covers and the times it answers with (spec 3 §7.10; contract analytics/shared.ts). */

const dayMs = 86_400_000;

export interface RangeQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export interface Bounds extends AnalyticsRange {
  /** The first instant of the range and the first after it. */
  low: string;
  high: string;
  days: string[];
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * The range asked for: both dates, either (a start alone runs to today, or to itself when later;
 * an end alone starts 6 days before it), or neither (the last 7 days).
 */
export function resolveRange(query: RangeQuery, now: Date): Bounds {
  const today = defaultAnalyticsRange(now).endDate;
  let { startDate, endDate } = query;
  if (!startDate && !endDate) ({ startDate, endDate } = defaultAnalyticsRange(now));
  else if (!endDate) endDate = [startDate!, today].sort()[1]!;
  else if (!startDate) startDate = addDays(endDate, 1 - ac.defaultRangeDays);
  if (startDate! > endDate!) throw invalid(analyticsServerMessages.badRange);
  const span = (Date.parse(endDate!) - Date.parse(startDate!)) / dayMs + 1;
  if (span > ac.maxRangeDays) throw invalid(analyticsServerMessages.rangeTooLong);
  const days: string[] = [];
  for (let i = 0; i < span; i++) days.push(addDays(startDate!, i));
  return {
    startDate: startDate!,
    endDate: endDate!,
    low: `${startDate}T00:00:00Z`,
    high: `${addDays(endDate!, 1)}T00:00:00Z`,
    days,
  };
}

/** One row per day of the range, zeros where nothing happened. */
export function fill<T extends object>(bounds: Bounds, found: Map<string, T>, empty: () => T) {
  return bounds.days.map((date) => ({ date, ...(found.get(date) ?? empty()) }));
}

export const asInt = (value: unknown) => Number(value ?? 0);
/**
 * A stored time in epoch milliseconds, whatever the row holds (issue 26 §3): PostgreSQL keeps
 * times up to the year 294276, which JavaScript cannot (its dates end in 275760) nor the wire
 * (four-digit years). A year past 9999 reads as the last wire date, anything unreadable as 0.
 */
export function storedTime(value: unknown): number {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 0 : value.getTime();
  const text = String(value);
  const time = new Date(text).getTime();
  if (!Number.isNaN(time)) return time;
  return /^\+?\d{5,}-/.test(text) ? wireDateMax : 0;
}

export const wire = (value: unknown) => toWireDate(new Date(storedTime(value)));
