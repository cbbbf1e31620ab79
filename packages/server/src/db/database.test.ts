import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase, targets } from '../../test/support/databases.ts';
import { pausableProxy } from '../../test/support/pausable-proxy.ts';
import { pausedDatabaseTimeouts } from '../../test/support/unavailable-services.ts';
import { openDatabase } from './database.ts';

// A held connection that breaks is a PostgreSQL matter: PGlite runs in this process.
describe.each(targets().filter((target) => target === 'postgres'))('[%s] the pool', () => {
  it('takes back a connection that broke while a transaction began on it, so the pool still closes', async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL!, inject('postgresTemplate'));
    const direct = new URL(created.url);
    const proxy = await pausableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(created.url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const heard: string[] = [];
    const database = await openDatabase({
      databaseUrl: proxied.toString(),
      timeouts: pausedDatabaseTimeouts,
      onPoolError: (error) => heard.push(error.message),
    });
    try {
      // The pool keeps the connection of this query, idle; closing the proxy breaks it, and the
      // transaction asks for it before the pool has noticed.
      await database.db.execute(sql`select 1`);
      await proxy.close();
      await expect(database.db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow(/begin/);
      expect(heard).toContain('Connection terminated unexpectedly');
      // It hung here, the broken connection never given back.
      const closed = await Promise.race([
        database.close().then(() => 'closed'),
        new Promise((resolve) => setTimeout(resolve, 5_000, 'still waiting after 5 s')),
      ]);
      expect(closed).toBe('closed');
    } finally {
      await proxy.close();
      await created.drop();
    }
  });
});
