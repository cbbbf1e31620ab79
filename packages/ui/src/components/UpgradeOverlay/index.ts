export { UpgradeOverlay, type UpgradeOverlayProps } from './UpgradeOverlay.tsx';
