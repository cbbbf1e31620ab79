export { DemoPlayerPopup, type DemoPlayerPopupProps } from './DemoPlayerPopup.tsx';
