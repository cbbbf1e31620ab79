export * from './coordinates.ts';
export * from './links.ts';
export * from './messages.ts';
export * from './preview.ts';
export * from './recording.ts';
export * from './video.ts';
