export * from './cyoaRuntime.ts';
export * from './cyoaRuntimeMachine.ts';
export * from './frameMachine.ts';
export * from './gateMachine.ts';
export * from './prospectPageMachine.ts';
