export * from './DemoCard.tsx';
