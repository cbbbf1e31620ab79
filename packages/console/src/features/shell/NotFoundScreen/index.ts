export * from './NotFoundScreen.tsx';
