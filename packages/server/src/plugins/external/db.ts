import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.ts';
import { type Database, type Db, openDatabase } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Drizzle. On PGlite there is one connection: inside a transaction use `tx`, never `db`. */
    db: Db;
  }
}

/**
 * The database. main.ts and the tests open it themselves (to migrate and seed first, and to
 * share one between the app and the audience host) and pass it in; then its owner closes it.
 * Without one, the plugin opens the configured database, migrates it and closes it with the app.
 */
export default fp<AppOptions>(
  async (app, options) => {
    let database = options.database;
    if (!database) {
      database = await openDatabase({
        databaseUrl: options.config.databaseUrl,
        pgliteDir: options.config.pgliteDir,
        timeouts: options.config.databaseTimeouts,
        onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
      });
      await database.prepare();
      const opened = database;
      app.addHook('onClose', async () => opened.close());
    }
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db', dependencies: ['config'] },
);
