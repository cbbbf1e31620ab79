export {
  PageEditorScreen,
  type PageEditorScreenProps,
  type PageEditorSnapshot,
} from './PageEditorScreen.tsx';
