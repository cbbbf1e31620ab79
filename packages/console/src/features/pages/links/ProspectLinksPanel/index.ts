export { ProspectLinksPanel, type ProspectLinksPanelProps, prospectName } from './ProspectLinksPanel.tsx';
