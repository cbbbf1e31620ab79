export { AnalyticsScreen } from './AnalyticsScreen.tsx';
