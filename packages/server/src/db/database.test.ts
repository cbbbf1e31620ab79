import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { targets } from '../../test/support/databases.ts';
import { proxiedPostgresDatabase } from '../../test/support/unavailable-services.ts';

// A held connection that breaks is a PostgreSQL matter: PGlite runs in this process.
describe.each(targets().filter((target) => target === 'postgres'))('[%s] the pool', () => {
  it('takes back a connection that broke while a transaction began on it, so the pool still closes', async () => {
    const heard: string[] = [];
    const { proxy, database, drop } = await proxiedPostgresDatabase((error) => heard.push(error.message));
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
      await drop();
    }
  });
});
