export * from './messages.ts';
export * from './NotFoundScreen/index.ts';
export * from './Shell/index.ts';
