export { TypeChooserDialog } from './TypeChooserDialog.tsx';
