export * from './RequireSession.tsx';
export * from './session.ts';
