export * from './analyticsMachine.ts';
