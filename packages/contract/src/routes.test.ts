import { describe, expect, it } from 'vitest';
import type { RouteContract } from './core/route.ts';
import { routes } from './routes.ts';

describe('routes registry', () => {
  it('keys every route by its method and path exactly as written', () => {
    for (const [key, route] of Object.entries(routes)) {
      expect(key).toBe(`${route.method} ${route.path}`);
    }
  });

  it('puts every call under /web', () => {
    for (const route of Object.values(routes)) expect(route.path.startsWith('/web/')).toBe(true);
  });

  it('has an example that its own schemas accept wherever the route takes input', () => {
    for (const [key, route] of Object.entries(routes)) {
      const contract: RouteContract = route;
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = contract[part];
        if (!schema) continue;
        expect(schema.safeParse(contract.example?.[part]).success, `${key} example.${part}`).toBe(true);
      }
    }
  });
});
