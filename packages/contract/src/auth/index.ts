export * from './account.ts';
export * from './confirm.ts';
export * from './linkedin.ts';
export * from './login.ts';
export * from './messages.ts';
export * from './password.ts';
