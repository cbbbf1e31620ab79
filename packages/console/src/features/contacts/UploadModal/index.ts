export * from './UploadModal.tsx';
