export * from './contactBank.ts';
export * from './contacts.ts';
export * from './forms.ts';
export * from './messages.ts';
