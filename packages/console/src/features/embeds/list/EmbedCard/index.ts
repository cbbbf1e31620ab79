export { EmbedCard } from './EmbedCard.tsx';
