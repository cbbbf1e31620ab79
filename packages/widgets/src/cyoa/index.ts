export { CyoaRuntime, type CyoaRuntimeProps } from './CyoaRuntime.tsx';
export { CyoaScreen, type CyoaScreenProps } from './CyoaScreen.tsx';
