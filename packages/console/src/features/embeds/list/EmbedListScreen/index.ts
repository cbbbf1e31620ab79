export { EmbedListScreen, type EmbedListScreenProps } from './EmbedListScreen.tsx';
