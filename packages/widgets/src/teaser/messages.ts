/**
 * The teaser's own words (spec 2 names the teasers and launch buttons, not their accessible
 * names). Shared by the console's preview and the prospect's page, so they live with it.
 */
export const teaserLabels = {
  /** The launch button's name, with the demo's title. */
  launch: (title: string) => (title ? `Play demo: ${title}` : 'Play demo'),
  /** The teaser picture's text alternative. */
  thumbnail: (title: string) => (title ? `${title} (preview)` : 'Demo preview'),
} as const;
