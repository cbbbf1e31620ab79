import { checkToken, login } from './auth/login.ts';
import { health } from './core/health.ts';

/**
 * Every /web call, keyed by method and path exactly as the spec writes them.
 * The server registers one handler per key; the client calls by key.
 */
export const routes = {
  'GET /web/health': health,
  'POST /web/login': login,
  'GET /web/login/{token}': checkToken,
} as const;

export type Routes = typeof routes;
export type RouteKey = keyof Routes;
