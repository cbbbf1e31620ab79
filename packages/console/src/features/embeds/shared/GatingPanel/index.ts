export { GatingPanel, type GatingPanelProps } from './GatingPanel.tsx';
