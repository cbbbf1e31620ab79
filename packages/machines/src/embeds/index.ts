export * from './cyoaEditorMachine.ts';
export * from './gating.ts';
export * from './publishPromptsMachine.ts';
