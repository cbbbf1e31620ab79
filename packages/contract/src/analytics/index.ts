export * from './analytics.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './views.ts';
