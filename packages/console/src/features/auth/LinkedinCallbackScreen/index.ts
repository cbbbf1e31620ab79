export * from './LinkedinCallbackScreen.tsx';
