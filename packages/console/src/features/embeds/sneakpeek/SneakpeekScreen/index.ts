export { SneakpeekScreen, type SneakpeekSnapshot } from './SneakpeekScreen.tsx';
