export { ProspectLinksSection } from './ProspectLinksSection.tsx';
