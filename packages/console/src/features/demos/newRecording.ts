import type { NewDemoSource } from '@showroom/machines';

/**
 * spec 3 §2.1: /feature/demos/recording opens the new-demo editor on what Record, Upload or Add URL
 * handed over: a file (the screen recording or the chosen file, a Blob) or a link and its type.
 * The hand-over is kept here under an id the address carries (`?new=<id>`), not in the router's
 * state, where a Blob would stay in the session history. One at a time: a new hand-over replaces
 * the one before, and the editor forgets its own once the flow ends. The editor's new-demo flow
 * creates the demo from it (spec 3 §4.1); the player's object URL is the editor's, made while it
 * shows the file and revoked when it is left (useFileAddress).
 */
let waiting: { id: string; media: NewDemoSource } | undefined;

/** The query parameter of /feature/demos/recording that names the hand-over. */
export const newRecordingParameter = 'new';

/** Keeps `media` for the editor and gives the id its address names. */
export function handOverNewRecording(media: NewDemoSource): string {
  const id = crypto.randomUUID();
  waiting = { id, media };
  return id;
}

/** What was handed over under `id`, or undefined (a reload of the address has lost it). */
export const newRecordingOf = (id: string | null): NewDemoSource | undefined =>
  id !== null && waiting?.id === id ? waiting.media : undefined;

/** The editor is done with `id`: its file is let go (a later hand-over has replaced it already). */
export function forgetNewRecording(id: string): void {
  if (waiting?.id === id) waiting = undefined;
}
