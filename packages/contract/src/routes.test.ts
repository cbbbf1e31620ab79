import { describe, expect, it } from 'vitest';
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
      const example = 'example' in route ? route.example : undefined;
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = part in route ? (route as Record<string, unknown>)[part] : undefined;
        if (!schema) continue;
        const result = (schema as { safeParse: (v: unknown) => { success: boolean } }).safeParse(example?.[part]);
        expect(result.success, `${key} example.${part}`).toBe(true);
      }
    }
  });
});
