import { fillPath, type RouteContract, reply, routes, toRouterPath } from '@showroom/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../test/support/databases.ts';
import { testConfig } from '../test/support/fixtures.ts';
import { buildApp } from './app.ts';

describeDatabases('the app host', (ctx) => {
  let app: FastifyInstance;
  const registered: { method: string; url: string }[] = [];

  beforeAll(async () => {
    app = buildApp({ config: testConfig(), database: ctx.database, logger: false });
    // Added before the autoloaded plugins run, so it sees every route they register.
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('registers every call of the contract registry', () => {
    for (const key of Object.keys(routes) as (keyof typeof routes)[]) {
      const contract = routes[key];
      expect(app.hasRoute({ method: contract.method, url: toRouterPath(contract.path) }), key).toBe(true);
      expect(registered).toContainEqual({ method: contract.method, url: toRouterPath(contract.path) });
    }
  });

  it('registers no /web route outside the contract registry', () => {
    const allowed = new Set(
      Object.values(routes).map((contract) => `${contract.method} ${toRouterPath(contract.path)}`),
    );
    const web = registered.filter((route) => route.url === '/web' || route.url.startsWith('/web/'));
    expect(web.length).toBeGreaterThan(0);
    for (const route of web) {
      // Fastify adds a HEAD twin to every GET route.
      const method = route.method === 'HEAD' ? 'GET' : route.method;
      expect(allowed, `${route.method} ${route.url}`).toContain(`${method} ${route.url}`);
    }
  });

  it('answers every call of the registry, valid or not, with the envelope and a matching HTTP status', async () => {
    for (const [key, route] of Object.entries(routes) as [string, RouteContract][]) {
      const example = route.example ?? {};
      const valid = fillPath(route.path, example.params as Record<string, string> | undefined);
      const requests = [
        { method: route.method, url: valid, payload: example.body as object | undefined },
        // The same call with a body of the wrong shape (ignored where the call takes none).
        { method: route.method, url: valid, payload: { unexpected: [1, 2, 3] } },
      ];
      for (const request of requests) {
        const response = await app.inject({ ...request, remoteAddress: '192.0.2.200' });
        const body = reply(route.payload).safeParse(response.json());
        expect(body.success, `${key}: ${response.body}`).toBe(true);
        const success = body.data?.status === 'success';
        expect(success, `${key} ${response.statusCode}`).toBe(
          response.statusCode >= 200 && response.statusCode < 300,
        );
        expect(response.statusCode, key).not.toBe(500);
      }
    }
  });

  it('answers an unknown /web call with 404 in the envelope', async () => {
    for (const [method, url] of [
      ['GET', '/web/nothing-here'],
      ['POST', '/web/health'],
      ['DELETE', '/web/login'],
      ['GET', '/web'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ status: 'error', payload: null, message: 'Not found' });
    }
  });

  it('without a console build, answers the console paths with 404 too', async () => {
    const response = await app.inject({ method: 'GET', url: '/feature/settings' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', payload: null, message: 'Not found' });
  });

  it('sends the security headers on /web replies', async () => {
    const response = await app.inject({ method: 'GET', url: '/web/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
