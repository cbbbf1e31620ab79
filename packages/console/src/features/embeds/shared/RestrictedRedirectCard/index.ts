export { RestrictedRedirectCard, type RestrictedRedirectCardProps } from './RestrictedRedirectCard.tsx';
