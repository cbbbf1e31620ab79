export * from './DemoListScreen.tsx';
