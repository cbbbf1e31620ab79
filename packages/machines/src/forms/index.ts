export * from './formActions.ts';
export * from './formTransitions.ts';
export * from './validate.ts';
