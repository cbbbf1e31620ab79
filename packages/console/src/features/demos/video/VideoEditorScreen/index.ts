export * from './VideoEditorScreen.tsx';
