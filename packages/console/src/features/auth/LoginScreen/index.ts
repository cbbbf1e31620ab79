export * from './LoginScreen.tsx';
