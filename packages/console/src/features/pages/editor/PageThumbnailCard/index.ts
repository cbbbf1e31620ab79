export { PageThumbnailCard } from './PageThumbnailCard.tsx';
