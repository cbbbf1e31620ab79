export * from './consent.ts';
export * from './demo.ts';
export * from './login.ts';
export * from './messages.ts';
export * from './password.ts';
