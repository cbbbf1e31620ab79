import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { embedKinds } from '../embeds/messages.ts';
import { embedId, exampleIds } from '../embeds/shared.ts';
import type { SnippetInput } from '../embeds/snippet.ts';

/**
 * The widget loaders (issue 12): one small script per kind, served by the audience host at
 * `/{kind}/loader.js` (the per-kind static host fronts it in production, shared/spec README
 * decision 5). Its address is versioned by its own hash and carries Subresource Integrity in the
 * snippet (contract embeds/snippet.ts), so the rep's 'Copy this Embed Code' asks for these.
 */

/** One loader as it is served now. */
export const loaderRef = z.object({
  /** A hash of the served bytes: `?v=` in the loader's address (contract `loaderAddress`). */
  version: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  /** The Subresource Integrity of the exact bytes served: `sha384-<base64>`. */
  integrity: z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]{64}$/)),
});
export type LoaderRef = z.infer<typeof loaderRef>;

export const embedLoaders = z.object({
  hero: loaderRef,
  solo: loaderRef,
  sneakpeek: loaderRef,
  cyoa: loaderRef,
});
export type EmbedLoaders = z.infer<typeof embedLoaders>;

/**
 * GET /web/embed/loaders (ours): each kind's loader version and integrity, for the embed code.
 * 503 while the loaders are not built (the reply's message says how to build them).
 */
export const getEmbedLoaders = defineRoute({
  method: 'GET',
  path: '/web/embed/loaders',
  auth: 'token',
  payload: embedLoaders,
  example: {},
});

/**
 * A published widget's picture for its embed code (contract embeds/snippet.ts `picture`): the
 * thumbnail its placeholder draws and the box's proportions, so the pasted snippet shows the
 * picture before the loader has arrived.
 */
export const embedPicture = z.object({
  thumbnail: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});
export type EmbedPicture = z.infer<typeof embedPicture>;

/**
 * GET /web/embed/{kind}/{id}/picture (ours): the company's widget's picture for 'Copy this Embed
 * Code'; `null` while the widget is a draft or has no thumbnail (the loader draws it then).
 * Another company's widget is a 404, like a missing one.
 */
export const getEmbedPicture = defineRoute({
  method: 'GET',
  path: '/web/embed/{kind}/{id}/picture',
  auth: 'token',
  params: z.object({ kind: z.enum(embedKinds), id: embedId }),
  payload: z.nullable(embedPicture),
  example: { params: { kind: 'hero', id: exampleIds.embedId } },
});

/** What 'Copy this Embed Code' asks for beside the widget: its kind's loader and its picture. */
export interface EmbedCodeParts {
  loader: LoaderRef;
  picture: EmbedPicture | null;
}

/** The snippet's options from those parts: the loader's version and integrity, the picture and its box. */
export const snippetOptions = (
  parts: EmbedCodeParts | undefined,
): Pick<SnippetInput, 'version' | 'integrity' | 'picture' | 'ratio'> => {
  if (!parts) return {};
  const { loader, picture } = parts;
  return picture
    ? { ...loader, picture, ratio: { width: picture.width, height: picture.height } }
    : { ...loader };
};

/** The placeholder's path on the audience host (contract frame.ts `getPlaceholder`), as a loader asks for it. */
export const placeholderPath = (kind: (typeof embedKinds)[number], id: string) =>
  `/embed/${kind}/${encodeURIComponent(id)}`;

/** What a loader writes on the host page (before the frame, which has its own strings). */
export const loaderMessages = {
  /** The placeholder's play control: 'Play demo: <widget name>'. */
  play: 'Play demo',
  close: 'Close',
} as const;

/** The loader's IIFE carries this where the audience origin goes; the audience host puts its own at start. */
export const loaderAudienceToken = '__SHOWROOM_AUDIENCE_URL__';
