export {
  type PageVerificationContentCardProps,
  pageVerificationLimits,
  VerificationContentCard,
} from './VerificationContentCard.tsx';
