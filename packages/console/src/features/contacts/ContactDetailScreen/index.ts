export * from './ContactDetailScreen.tsx';
