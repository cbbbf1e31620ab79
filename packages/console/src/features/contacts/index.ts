export * from './messages.ts';
export * from './routes.tsx';
