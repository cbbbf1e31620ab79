export { ChooseLinkTypeDialog, type ChooseLinkTypeDialogProps } from './ChooseLinkTypeDialog.tsx';
