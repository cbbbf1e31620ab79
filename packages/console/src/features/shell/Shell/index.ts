export * from './Shell.tsx';
