import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, targets } from '../../../test/support/databases.ts';
import { testConfig } from '../../../test/support/fixtures.ts';
import { buildApp } from '../../app.ts';

// Without a database from its caller, the db plugin opens the configured one, migrates it and
// closes it with the app (the path a deployment that builds the app itself would take).
describe.each(targets())('[%s] the db plugin on its own', (target) => {
  it('opens, migrates, serves and closes the configured database', async () => {
    const created =
      target === 'postgres' ? await createPostgresDatabase(process.env.DATABASE_URL!) : undefined;
    try {
      const config = testConfig(
        created ? { databaseUrl: created.url } : { databaseUrl: undefined, pgliteDir: 'memory://' },
      );
      const app = buildApp({ config, logger: false });
      await app.ready();
      expect(app.database.driver).toBe(target);
      const health = await app.inject({ method: 'GET', url: '/web/health' });
      expect(health.statusCode).toBe(200);
      // Migrated: the login path reaches its tables and answers 401, not 500.
      const login = await app.inject({
        method: 'POST',
        url: '/web/login',
        payload: { username: 'x@example.com', password: 'whatever' },
      });
      expect(login.statusCode).toBe(401);
      await app.close();
      // Closed with the app: the database refuses further work.
      await expect(app.database.prepare()).rejects.toThrow();
    } finally {
      await created?.drop();
    }
  });
});
