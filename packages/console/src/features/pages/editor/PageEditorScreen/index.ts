export { PageEditorScreen } from './PageEditorScreen.tsx';
