export { EmbedPreview, type EmbedPreviewProps } from './EmbedPreview.tsx';
