export { ProspectSection, type ProspectSectionProps } from './ProspectSection.tsx';
