export * from './contactBank.ts';
export * from './contacts.ts';
export * from './messages.ts';
