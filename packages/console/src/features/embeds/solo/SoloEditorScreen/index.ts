export { SoloEditorScreen } from './SoloEditorScreen.tsx';
