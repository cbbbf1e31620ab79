export { SneakpeekScreen } from './SneakpeekScreen.tsx';
