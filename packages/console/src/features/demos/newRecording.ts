import type { LinkType } from '@showroom/contract';

/**
 * spec 3 §2.1: /feature/demos/recording expects navigation state with the media. Record and
 * Upload hand over a file (a Blob: the screen recording or the chosen file) and an object URL
 * the editor's player shows at once; Add URL hands over a link and its type. The editor's
 * new-demo flow creates the demo from it (spec 3 §4.1).
 */
export type NewRecordingState =
  | { source: 'file'; blob: Blob; blobUrl: string; fileName: string; type: 'default' }
  | { source: 'link'; type: LinkType; url: string };

/** Reads the state a navigation carried, or undefined (a reload of /feature/demos/recording has none). */
export const newRecordingStateOf = (state: unknown): NewRecordingState | undefined => {
  if (!state || typeof state !== 'object' || !('source' in state)) return undefined;
  const candidate = state as Partial<NewRecordingState>;
  if (candidate.source === 'file' && candidate.blob instanceof Blob) return candidate as NewRecordingState;
  if (candidate.source === 'link' && typeof (candidate as { url?: unknown }).url === 'string')
    return candidate as NewRecordingState;
  return undefined;
};
