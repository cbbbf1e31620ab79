import { promises as dns } from 'node:dns';
import fp from 'fastify-plugin';
import { createJobQueue } from '../../jobs/queue.ts';
import { type GateDeps, type GateService, gateService } from '../../plugins/app/gate.ts';
import { mailer } from '../../plugins/app/mailer.ts';
import { databaseCounters, redisCounters } from '../../plugins/app/rate-counters.ts';
import { webhookKind } from '../../plugins/app/webhooks.ts';
import { mailDomainCheck } from '../../services/email-check.ts';

export interface GatePluginOptions {
  /** Tests: parts of the service to replace (a resolver of their own, a mailer). */
  gate?: Partial<Omit<GateDeps, 'db'>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail gate (issue 12; plugins/app/gate.ts), on the audience host. */
    gate: GateService;
  }
}

/** The domain check's resolver: the system's DNS, or the servers the configuration names. */
function systemResolver(servers: string[]) {
  if (servers.length === 0) return {};
  const resolver = new dns.Resolver({ timeout: 2000, tries: 2 });
  resolver.setServers(servers);
  return { resolver };
}

/**
 * The e-mail gate's service on the audience host: its rate counters (Redis with REDIS_URL, else the
 * database), its mailer, the domain check, and the queue's enqueue for the webhooks (the app host's
 * worker runs them): a queue without a worker that knows the webhook kind, prepared when the host
 * is ready (retried while the database is down: a webhook is enqueued inside the submission's
 * transaction, which needs its pg-boss queue made first). Closed with the host.
 */
export default fp<GatePluginOptions>(
  async (app, options) => {
    const overrides = options.gate ?? {};
    const counters =
      overrides.counters ??
      (app.config.redisUrl ? redisCounters(app.config.redisUrl) : databaseCounters(app.db));
    const mail = overrides.mailer ?? mailer(app.db, app.config, app.log);
    // Enqueue only: the app host's worker runs the webhook jobs.
    const queue = overrides.jobs
      ? undefined
      : createJobQueue(app.db, { worker: false, kinds: [webhookKind] });
    app.decorate(
      'gate',
      gateService({
        db: app.db,
        audienceUrl: overrides.audienceUrl ?? app.config.audienceUrl,
        mediaUrl: overrides.mediaUrl ?? app.config.media.url,
        mailer: mail,
        counters,
        jobs: overrides.jobs ?? queue!,
        domains: overrides.domains ?? mailDomainCheck(systemResolver(app.config.gateDnsServers)),
        ...(overrides.limit ? { limit: overrides.limit } : {}),
      }),
    );
    let retry: NodeJS.Timeout | undefined;
    let closing = false;
    if (queue) {
      const prepare = async () => {
        if (closing) return;
        try {
          await queue.prepare();
        } catch (error) {
          app.log.error({ err: error, component: 'jobs' }, 'could not prepare the job queue');
          retry = setTimeout(prepare, Math.max(app.config.jobs.pollMs, 1000) * 30).unref();
        }
      };
      app.addHook('onReady', prepare);
    }
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      await queue?.stop();
      if (!overrides.counters) await counters.close();
      if (!overrides.mailer && 'close' in mail) (mail as { close(): void }).close();
    });
  },
  { name: 'gate-service', dependencies: ['config', 'db'] },
);
