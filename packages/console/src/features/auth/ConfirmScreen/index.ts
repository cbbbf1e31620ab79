export * from './ConfirmScreen.tsx';
