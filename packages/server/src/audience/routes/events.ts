import { eventBatch, eventSourceProblem, ingestEvents } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { success } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';
import { invalidRequestMessage } from '../../http/validation.ts';
import { createEventIngest, type IngestOptions } from '../../services/event-ingest.ts';

/**
 * Largest body POST /events takes. A frame keeps each batch under 60 KB (what sendBeacon may
 * send; widgets events/sender.ts), so this leaves room and no more: a batch of 100 events of
 * ordinary size is about 30 KB.
 */
export const eventsBodyLimit = 256 * 1024;

export interface EventsRouteOptions {
  config: Config;
  /** Tests and benches only: other limits than the defaults (services/event-ingest.ts). */
  eventIngest?: Partial<IngestOptions>;
}

/**
 * POST /events on the audience host (contract prospect/events.ts `ingestEvents`): what frames
 * and prospect pages report. JSON, or the same JSON as text/plain, which is what navigator.sendBeacon sends when the
 * page hides. One event outside the contract refuses the whole batch (400, naming the event and
 * field) and stores nothing, as does one that does not say who made it (a widget with its kind
 * and company, or a prospect page's link: contract `eventSourceProblem`). The ingest itself
 * (limits, live widgets and links, the coalesced insert) is services/event-ingest.ts.
 */
export default async function audienceEvents(app: FastifyInstance, options: EventsRouteOptions) {
  const { events: limits, redisUrl } = options.config;
  const ingest = createEventIngest(
    app.db,
    {
      // Per widget and per company, whatever the addresses (issue 26 §7): ten seconds' worth at once.
      perWidget: { burst: limits.perWidgetPerSecond * 10, perSecond: limits.perWidgetPerSecond },
      perCompany: { burst: limits.perCompanyPerSecond * 10, perSecond: limits.perCompanyPerSecond },
      redisUrl,
      ...options.eventIngest,
    },
    // A failed rollup pass leaves its events noted for the next one: logged, never the prospect's.
    (error) =>
      app.log.error({ err: error }, 'analytics rollup pass failed; its events stay noted for the next'),
    // Redis unreachable: the limits are counted in this process meanwhile.
    (error) =>
      app.log.warn(
        { err: { message: (error as Error).message } },
        'events limits: Redis error, counting in memory',
      ),
  );
  // What was stored before a shutdown is rolled up before the database closes.
  app.addHook('onClose', async () => {
    await ingest.writer.rollups
      .catchUp()
      .catch((error) => app.log.error({ err: error }, 'analytics rollup at close'));
    await ingest.close();
  });

  // This plugin's own context: text/plain is read as JSON here and nowhere else on the host.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.route({
    method: ingestEvents.method,
    url: ingestEvents.path,
    config: { contract: ingestEvents },
    bodyLimit: eventsBodyLimit,
    handler: async (request, reply) => {
      const parsed = eventBatch.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, invalidRequestMessage('body', parsed.error.issues));
      const { events } = parsed.data;
      for (let i = 0; i < events.length; i++) {
        const problem = eventSourceProblem(events[i]!);
        if (problem)
          throw new HttpError(
            400,
            invalidRequestMessage('body', [{ path: ['events', i], message: problem }]),
          );
      }
      const bad = events.findIndex((event) => unstorable(event.data));
      if (bad >= 0) {
        const issue = { path: ['events', bad, 'data'], message: unstorableText };
        throw new HttpError(400, invalidRequestMessage('body', [issue]));
      }
      const result = await ingest.ingest(events, request.ip);
      if (result.outcome === 'limited') {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new HttpError(429, 'Too many events: send them again later');
      }
      if (result.dropped) {
        request.log.info(
          { dropped: result.dropped, accepted: result.accepted },
          'events dropped: no live widget or prospect link',
        );
      }
      // Nothing of what a prospect did is cached anywhere on the way back.
      reply.header('cache-control', 'no-store');
      return success({ accepted: result.accepted, duplicates: result.duplicates });
    },
  });
}

const unstorableText = 'Text must be valid Unicode without NUL characters';
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether `value` holds text PostgreSQL's jsonb cannot store (NUL, half a surrogate pair), like
 * the check every contract route makes (http/contract-route.ts), without building a path for each
 * value: this runs on every event. Only an event's data can hold free text; the rest is checked
 * by the contract's patterns.
 */
function unstorable(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || loneSurrogate.test(value);
  if (Array.isArray(value)) return value.some(unstorable);
  if (value && typeof value === 'object') {
    for (const key in value) if (unstorable((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}
