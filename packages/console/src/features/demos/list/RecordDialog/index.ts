export * from './RecordDialog.tsx';
