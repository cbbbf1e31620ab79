export * from './ResetScreen.tsx';
