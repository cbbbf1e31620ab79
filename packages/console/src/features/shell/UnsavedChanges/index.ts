export * from './UnsavedChangesPrompt.tsx';
