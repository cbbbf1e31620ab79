import * as z from 'zod/mini';
import { embedKinds } from './messages.ts';
import { embedId } from './shared.ts';

/**
 * spec 2 §7 Preview: the dump of an embed editor's current values. Ours: the kind, the saved
 * embed's id (Preview is disabled for a new one) and the form values as the editor holds them;
 * the audience host's /preview/demo page draws them with the company's demos, by id, never
 * another company's. The spec's extras (demo location, thumbnail, coordinates...) are read from
 * the saved demo there rather than trusted from the dump.
 */
export const embedPreviewDump = z.object({
  kind: z.enum(embedKinds),
  id: embedId,
  values: z.record(z.string(), z.unknown()),
});
export type EmbedPreviewDump = z.infer<typeof embedPreviewDump>;
