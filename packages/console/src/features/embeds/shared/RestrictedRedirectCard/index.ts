export { RestrictedRedirectCard } from './RestrictedRedirectCard.tsx';
