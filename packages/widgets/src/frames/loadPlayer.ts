/**
 * The player's code (the player, its bar and its tooltips) is a chunk of its own: a page of
 * teasers (a prospect's Collection page on a phone) draws its first screen without it. The view
 * loads it when the player mounts (FramePlayer.tsx); the frame's container fetches it beforehand,
 * once a teaser is on screen (FrameContainer.tsx), so a press rarely waits for it.
 */
export const loadPlayer = () => import('./LaunchedPlayer.tsx');
