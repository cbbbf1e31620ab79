export * from './gating.ts';
export * from './publishPromptsMachine.ts';
