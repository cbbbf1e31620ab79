export { GatingPanel } from './GatingPanel.tsx';
