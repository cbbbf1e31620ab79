export { EmbedPreview } from './EmbedPreview.tsx';
