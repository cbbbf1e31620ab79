export {
  checkFiles,
  FileDropzone,
  type FileDropzoneMessages,
  type FileDropzoneProps,
  type FileRejection,
} from './FileDropzone.tsx';
