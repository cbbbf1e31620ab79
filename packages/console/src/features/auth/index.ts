export * from './LoginPage.tsx';
export * from './LoginScreen/index.ts';
export * from './messages.ts';
