export * from './ConsentPopup.tsx';
