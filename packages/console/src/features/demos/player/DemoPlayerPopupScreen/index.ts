export { DemoPlayerPopupScreen, type DemoPlayerPopupScreenProps } from './DemoPlayerPopupScreen.tsx';
