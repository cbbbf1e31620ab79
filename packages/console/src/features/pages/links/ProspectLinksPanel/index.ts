export { ProspectLinksPanel } from './ProspectLinksPanel.tsx';
