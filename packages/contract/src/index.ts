export * from './auth/login.ts';
export * from './auth/messages.ts';
export * from './core/client.ts';
export * from './core/envelope.ts';
export * from './core/health.ts';
export * from './core/route.ts';
export * from './core/wire.ts';
export * from './routes.ts';
