export * from './events.ts';
export * from './frame.ts';
export * from './gate.ts';
export * from './loaders.ts';
export * from './messages.ts';
export * from './page.ts';
export * from './protocol.ts';
export * from './settings.ts';
