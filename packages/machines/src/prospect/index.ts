export * from './cyoaRuntimeMachine.ts';
export * from './gateMachine.ts';
export * from './prospectPageMachine.ts';
