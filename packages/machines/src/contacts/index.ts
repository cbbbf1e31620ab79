export * from './contactDetailMachine.ts';
export * from './contactListsMachine.ts';
export * from './contactUploadMachine.ts';
