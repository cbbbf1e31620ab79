export { EmbedCodeDialog } from './EmbedCodeDialog.tsx';
