export { StickyEditorHeader, type StickyEditorHeaderProps } from './StickyEditorHeader.tsx';
