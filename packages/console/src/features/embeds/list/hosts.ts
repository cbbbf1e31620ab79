import type { EmbedKind } from '@showroom/contract';
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

/**
 * Where the examples links lead (issue 29, B.7; the spec names the links, not their address): the
 * sample host page the server ships (packages/server/src/sample-site: a third-party page embedding
 * the sample company's widgets of every kind). The console learns it as it learns the audience
 * host's address (`audienceUrl()`): a deployment sets VITE_EXAMPLES_URL when it builds the console
 * (docs/configuration.md; the server's SAMPLE_SITE_URL, or a page of its own); without it, the
 * server's local layout: the sample page on `localhost` at the console's port plus three
 * (SAMPLE_SITE_PORT 4003 beside PORT 4000, as `npm start` and the e2e server run it).
 */
export const examplesAddress = (
  where: Pick<Location, 'protocol' | 'port'> = location,
  configured: string | undefined = import.meta.env.VITE_EXAMPLES_URL,
): string => {
  if (configured) return configured;
  const port = Number(where.port || (where.protocol === 'https:' ? 443 : 80));
  return `${where.protocol}//localhost:${port + 3}/`;
};

/**
 * The anchor of one kind's section on the examples page (the sample page gives each section its
 * kind as id): the CYOA editor's 'See examples of CYOA journeys' opens `#cyoa`.
 */
export const examplesSection = (base: string, kind: EmbedKind): string =>
  // As text: a configured address may be a path of the console's own (`/examples`).
  `${base.replace(/#.*$/, '')}#${kind}`;

/** Where 'See more examples' leads: the examples page (`examplesAddress()`). */
export const examplesUrl = examplesAddress(
  // Without a window (the node test projects): the server's local layout at its default port.
  typeof location === 'undefined' ? { protocol: 'http:', port: '4000' } : location,
);
