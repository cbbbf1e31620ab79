export * from './analytics.ts';
export * from './constants.ts';
export * from './messages.ts';
