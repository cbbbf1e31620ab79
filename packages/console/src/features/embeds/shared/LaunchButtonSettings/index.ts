export { LaunchButtonSettings, type LaunchButtonSettingsProps } from './LaunchButtonSettings.tsx';
