export { CopyField, type CopyFieldProps, clipboardWriteText, useCopy, type WriteText } from './CopyField.tsx';
