// Conversions between the picker's public ISO strings and @internationalized/date values.
import { type DateValue, GregorianCalendar, parseDate } from '@internationalized/date';

/** A range of whole days as ISO dates ('2026-11-14'), both ends included. */
export type DateRange = { start: string; end: string };

/** The same range as react-aria's date values. */
export type Range = { start: DateValue; end: DateValue };

/** The last 7 days ending `today` (today included): analytics' default range (spec 3 §2.11). */
export function lastSevenDays(today: string): DateRange {
  const end = parseDate(today);
  return { start: end.subtract({ days: 6 }).toString(), end: end.toString() };
}

/** Today on the user's clock as an ISO date. */
export const todayIso = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export const toRange = (range: DateRange | null | undefined): Range | null | undefined =>
  range ? { start: parseDate(range.start), end: parseDate(range.end) } : range;

export const fromRange = (range: Range | null): DateRange | null =>
  range ? { start: range.start.toString().slice(0, 10), end: range.end.toString().slice(0, 10) } : null;

// Only the Gregorian calendar: @internationalized/date's createCalendar would bring every calendar
// system into the bundle, and the console's locale is English.
export const createCalendar = () => new GregorianCalendar();
