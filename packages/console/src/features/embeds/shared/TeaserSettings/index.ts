export { TeaserSettings, type TeaserSettingsProps } from './TeaserSettings.tsx';
