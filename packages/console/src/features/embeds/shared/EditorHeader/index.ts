export { EditorHeader } from './EditorHeader.tsx';
