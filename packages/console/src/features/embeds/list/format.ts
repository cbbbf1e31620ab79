import { fromWireDate } from '@showroom/contract';

// spec 2 §2: the created date in long US format (November 23, 2026).
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** A wire date ('YYYY-MM-DD HH:MM:SS', UTC) as a card shows it, in the rep's time zone. */
export const formatEmbedDate = (wire: string) => longDate.format(fromWireDate(wire));
