export { VerificationContentCard } from './VerificationContentCard.tsx';
