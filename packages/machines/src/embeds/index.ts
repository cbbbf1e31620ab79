export * from './cyoaEditorMachine.ts';
export * from './gating.ts';
export * from './publishPromptsMachine.ts';
export * from './heroEditorMachine.ts';
export * from './sneakpeekMachine.ts';
export * from './soloEditorMachine.ts';
export * from './widgetEditorMachine.ts';
