export * from './ShareLinks.tsx';
