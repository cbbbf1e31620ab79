export * from './SignupScreen.tsx';
