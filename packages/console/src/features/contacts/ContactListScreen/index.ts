export * from './ContactListScreen.tsx';
