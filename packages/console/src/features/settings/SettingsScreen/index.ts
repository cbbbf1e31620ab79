export * from './SettingsScreen.tsx';
