import Fastify from 'fastify';
import gatePlugin from '../../src/audience/plugins/gate.ts';
import prospectPagesPlugin from '../../src/audience/plugins/prospect-pages.ts';
import gateRoutes from '../../src/audience/routes/gate.ts';
import type { Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import embedSharesPlugin from '../../src/plugins/app/embed-shares.ts';
import pagesPlugin from '../../src/plugins/app/pages.ts';
import previewsPlugin from '../../src/plugins/app/previews.ts';
import prospectPlugin from '../../src/plugins/app/prospect.ts';
import recordingsPlugin from '../../src/plugins/app/recordings.ts';
import widgetsPlugin from '../../src/plugins/app/widgets.ts';
import configPlugin from '../../src/plugins/external/config.ts';
import dbPlugin from '../../src/plugins/external/db.ts';
import errorHandler from '../../src/plugins/external/error-handler.ts';
import { type MailResolver, mailDomainCheck } from '../../src/services/email-check.ts';

/**
 * The audience host's parts the gate's route needs (audience/app.ts registers the same), with a
 * DNS of the test's own for the domain check and a limit no test reaches: the widgets' and the
 * pages' gate tests both start it. Ready when the promise resolves.
 */
export async function gateApp(config: Config, database: Database, resolver: MailResolver) {
  const app = Fastify({ logger: false });
  const options = { config, database };
  app.register(configPlugin, options);
  app.register(dbPlugin, options);
  app.register(errorHandler);
  for (const plugin of [
    widgetsPlugin,
    recordingsPlugin,
    embedSharesPlugin,
    previewsPlugin,
    prospectPlugin,
    pagesPlugin,
  ]) {
    app.register(plugin, options);
  }
  app.register(prospectPagesPlugin);
  app.register(gatePlugin, {
    gate: { domains: mailDomainCheck({ resolver }), limit: { max: 1000, windowSeconds: 60 } },
  });
  app.register(gateRoutes);
  await app.ready();
  return app;
}
