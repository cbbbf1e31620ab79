import { fromWireDate } from '@showroom/contract';

// A card's date line: short and unambiguous in every locale the console is read in (Nov 20, 2026).
const cardDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A wire date ('YYYY-MM-DD HH:MM:SS', UTC) as the card shows it, in the rep's time zone. */
export const formatDemoDate = (wire: string) => cardDate.format(fromWireDate(wire));

// A calendar day the rep chose has no time zone: it reads the same day wherever it is shown.
const dayDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A demo's date as its cards show it: the day set in the recording editor, else the day it was made. */
export const demoDay = (recording: { date_created: string; display_date?: string }) =>
  recording.display_date
    ? {
        dateTime: recording.display_date,
        text: dayDate.format(fromWireDate(`${recording.display_date} 00:00:00`)),
      }
    : {
        dateTime: `${recording.date_created.replace(' ', 'T')}Z`,
        text: formatDemoDate(recording.date_created),
      };

/** Seconds as the recorder's timer shows them: m:ss, or h:mm:ss past an hour. */
export const formatElapsed = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
};
