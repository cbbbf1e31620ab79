export * from './AddUrlDialog.tsx';
