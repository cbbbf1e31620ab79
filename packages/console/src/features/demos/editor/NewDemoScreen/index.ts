export * from './NewDemoScreen.tsx';
