import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import type { embedKinds } from '../embeds/messages.ts';

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
