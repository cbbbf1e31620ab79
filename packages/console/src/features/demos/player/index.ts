export { DemoPlayerPopup } from './DemoPlayerPopup.tsx';
