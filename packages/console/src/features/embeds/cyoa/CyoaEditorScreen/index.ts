export * from './CyoaEditorScreen.tsx';
