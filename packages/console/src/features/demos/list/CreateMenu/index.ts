export * from './CreateMenu.tsx';
