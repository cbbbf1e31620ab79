import { fromWireDate } from '@showroom/contract';

// spec 1 §9: "Contact dates use the long US date format" (November 22, 2026).
const longUsDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** A wire date ('YYYY-MM-DD HH:MM:SS', UTC) as a long US date in the rep's time zone. */
export const formatContactDate = (wire: string) => longUsDate.format(fromWireDate(wire));

/** Today as a long US date (spec 1 §2 Contact detail: "today's date"). */
export const formatToday = (now: Date = new Date()) => longUsDate.format(now);
