export { TeaserSettings } from './TeaserSettings.tsx';
