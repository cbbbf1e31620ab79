export { ProspectLinksPanel, type ProspectLinksPanelProps } from './ProspectLinksPanel/index.ts';
export { ProspectLinksSection, type ProspectLinksSectionProps } from './ProspectLinksSection.tsx';
