export { ProspectSection } from './ProspectSection.tsx';
