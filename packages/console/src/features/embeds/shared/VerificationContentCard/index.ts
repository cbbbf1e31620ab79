export { VerificationContentCard, type VerificationContentCardProps } from './VerificationContentCard.tsx';
