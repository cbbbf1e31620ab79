export { DemoPlayerPopupScreen } from './DemoPlayerPopupScreen.tsx';
