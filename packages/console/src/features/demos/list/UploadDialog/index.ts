export * from './UploadDialog.tsx';
