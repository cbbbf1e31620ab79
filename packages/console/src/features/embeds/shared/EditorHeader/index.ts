export { EditorHeader, type EditorHeaderProps } from './EditorHeader.tsx';
