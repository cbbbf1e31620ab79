// What the widgets use of the runtime; its other helpers are the machine's own.
export {
  type CyoaAnswer,
  type CyoaRuntimeEvent,
  cyoaProgress,
} from './cyoaRuntime.ts';
export * from './cyoaRuntimeMachine.ts';
export * from './frameMachine.ts';
export * from './gateMachine.ts';
export * from './prospectPageMachine.ts';
