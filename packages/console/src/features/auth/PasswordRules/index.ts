export * from './PasswordRules.tsx';
