export { LaunchButtonSettings } from './LaunchButtonSettings.tsx';
