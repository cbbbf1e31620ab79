export { TypeChooserDialog, type TypeChooserDialogProps } from './TypeChooserDialog.tsx';
