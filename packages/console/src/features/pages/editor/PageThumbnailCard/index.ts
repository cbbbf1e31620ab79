export { PageThumbnailCard, type PageThumbnailSnapshot } from './PageThumbnailCard.tsx';
