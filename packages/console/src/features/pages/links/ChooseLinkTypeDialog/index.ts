export { ChooseLinkTypeDialog } from './ChooseLinkTypeDialog.tsx';
