export { MappingTab } from './MappingTab.tsx';
