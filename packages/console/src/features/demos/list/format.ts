import { fromWireDate } from '@showroom/contract';

// A card's date line: short and unambiguous in every locale the console is read in (Nov 20, 2026).
const cardDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A wire date ('YYYY-MM-DD HH:MM:SS', UTC) as the card shows it, in the rep's time zone. */
export const formatDemoDate = (wire: string) => cardDate.format(fromWireDate(wire));

/** Seconds as the recorder's timer shows them: m:ss, or h:mm:ss past an hour. */
export const formatElapsed = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
};
