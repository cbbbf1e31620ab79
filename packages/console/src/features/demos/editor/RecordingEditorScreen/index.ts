export * from './RecordingEditorScreen.tsx';
