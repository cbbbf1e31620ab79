export * from './demo.ts';
export * from './mapping.ts';
export * from './messages.ts';
export * from './settings.ts';
