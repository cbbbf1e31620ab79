import { eventSourceProblem, ingestEvents } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { holdsUnstorableText, registerContractRoute } from '../../http/contract-route.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * Largest body POST /events takes. A frame keeps each batch under 60 KB (what sendBeacon may
 * send; widgets events/sender.ts), so this leaves room and no more: a batch of 100 events of
 * ordinary size is about 30 KB.
 */
export const eventsBodyLimit = 256 * 1024;

/**
 * POST /events on the audience host (contract prospect/events.ts `ingestEvents`): what frames
 * and prospect pages report. JSON, or the same JSON as text/plain, which is what navigator.sendBeacon sends when the
 * page hides. One event outside the contract refuses the whole batch (400, naming the event and
 * field) and stores nothing, as does one that does not say who made it (a widget with its kind
 * and company, or a prospect page's link: contract `eventSourceProblem`). The ingest itself
 * (limits, live widgets and links, the coalesced insert) is `app.eventIngest`
 * (audience/plugins/event-ingest.ts, analytics/ingest.ts).
 */
export default async function audienceEvents(app: FastifyInstance) {
  const ingest = app.eventIngest;

  // This plugin's own context: text/plain is read as JSON here and nowhere else on the host.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  registerContractRoute(
    app,
    ingestEvents,
    async ({ body }, request, reply) => {
      const result = await ingest.ingest(body.events, request.ip);
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
      return { accepted: result.accepted, duplicates: result.duplicates };
    },
    {
      bodyLimit: eventsBodyLimit,
      bodyProblem: ({ events }) => {
        for (let i = 0; i < events.length; i++) {
          const problem = eventSourceProblem(events[i]!);
          if (problem) return { path: ['events', i], message: problem };
        }
        return undefined;
      },
      // Only an event's data can hold free text; the rest is checked by the contract's patterns.
      // This runs on every event: no path is built for each value.
      unstorableTextAt: ({ events }) => {
        const bad = events.findIndex((event) => holdsUnstorableText(event.data));
        return bad >= 0 ? ['events', bad, 'data'] : undefined;
      },
    },
  );
}
