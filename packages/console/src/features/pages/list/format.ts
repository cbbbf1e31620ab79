import { fromWireDate } from '@showroom/contract';

const longUsDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** A wire date ('YYYY-MM-DD HH:MM:SS', UTC) as a long US date, as the console's other lists show dates. */
export const formatPageDate = (wire: string) => longUsDate.format(fromWireDate(wire));
