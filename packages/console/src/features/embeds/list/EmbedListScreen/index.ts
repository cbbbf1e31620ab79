export { EmbedListScreen } from './EmbedListScreen.tsx';
