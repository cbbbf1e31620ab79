import { audienceUrl } from '../../demos/editor/rules.ts';

export { audienceUrl };

/**
 * The per-kind static host the embed snippet loads its loader from (spec 2 §1; shared/spec README
 * decision 5: its own origin in production, `<static>/<kind>/loader.js`). A deployment sets
 * VITE_STATIC_URL. Without it, the audience host's origin: locally that one process serves the
 * loaders too (the prospect-side issue), as `audienceUrl()` finds it.
 */
export const staticUrl = (
  where: Pick<Location, 'protocol' | 'port'> = location,
  configured: string | undefined = import.meta.env.VITE_STATIC_URL,
  audience: string = audienceUrl(where),
): string => configured || new URL(audience).origin;

/** Where 'See more examples' leads (ours: the spec names the link, not its address). */
export const examplesUrl = 'https://showroom.example/examples/embeds';
