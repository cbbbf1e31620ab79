export { EmbedCodeDialog, type EmbedCodeDialogProps } from './EmbedCodeDialog.tsx';
