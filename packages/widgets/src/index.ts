// issue 12 The prospect's frames and pages (the console's settings preview draws them too).
export * from './frames/index.ts';
// spec 3 §2.3 The demo player, shared by the console's popup and (later) the prospect frames.
export * from './player/index.ts';
// spec 2 §2 The teaser and launch button, shared by the console's live preview and the prospect's page.
export * from './teaser/index.ts';
