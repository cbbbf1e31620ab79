export { EmbedCard, type EmbedCardProps } from './EmbedCard.tsx';
