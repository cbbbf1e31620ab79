export { AnalyticsScreen, type AnalyticsScreenProps } from './AnalyticsScreen.tsx';
