export * from './formActions.ts';
export * from './validate.ts';
