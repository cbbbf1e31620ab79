import { availableParallelism } from 'node:os';
import type { RouteKey } from '@showroom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BodyPool } from './body-pool.ts';
import { HttpError, messageForStatus } from './errors.ts';
import { uploadSlots } from './upload-slots.ts';

export interface LargeBodyOptions {
  /** Bodies above this many bytes are large: counted against the limits and parsed off the event loop. */
  thresholdBytes: number;
  /** Large uploads one rep may have in progress at once. */
  perRep: number;
  /** Large uploads the process takes at once. */
  perProcess: number;
  /** The 429's message. */
  tooManyMessage: string;
}

/** Issue 15 §10: figures measured on the 2-core machine are in docs/quality.md. */
export const defaultLargeBodyOptions = {
  thresholdBytes: 1024 * 1024,
  perRep: 2,
  perProcess: 4,
} as const;

// What the worker gave for a request: the body was validated there, so the contract edge takes
// it as is (contract-route.ts), and the route reads the prepared result instead of redoing it.
const checkedOffLoop = new WeakMap<FastifyRequest, { prepared: unknown }>();

/** Whether `request`'s body was parsed and validated with its contract's schema in a worker. */
export const bodyValidatedOffLoop = (request: FastifyRequest) => checkedOffLoop.has(request);

/** What the route's preparation produced in the worker (body-check.ts), if the body went there. */
export const preparedOffLoop = <T>(request: FastifyRequest): T | undefined =>
  checkedOffLoop.get(request)?.prepared as T | undefined;

const isLarge = (request: FastifyRequest, threshold: number) => {
  const length = Number(request.headers['content-length']);
  // A body without a length (chunked) may be any size: counted as large.
  return Number.isFinite(length) ? length > threshold : request.headers['transfer-encoding'] !== undefined;
};

/**
 * For the routes registered in `app`'s context (call it inside a route plugin): limits large
 * uploads in progress per rep and per process (429 beyond), and parses and validates large JSON
 * bodies in a worker thread, so the event loop keeps answering /web/health while a 17.7 MB
 * contact list is read. Small bodies take Fastify's own parser as before.
 */
export function offloadLargeJsonBodies(app: FastifyInstance, options: LargeBodyOptions) {
  const slots = uploadSlots(options);
  const pool = new BodyPool(Math.max(1, Math.min(2, availableParallelism() - 1)));
  const releases = new WeakMap<FastifyRequest, () => void>();
  const release = (request: FastifyRequest) => releases.get(request)?.();

  app.addHook('onClose', () => pool.close());

  // Before the body is read: a refused upload costs no memory. The auth hook (onRequest) has
  // already put the session on the request.
  app.addHook('preParsing', async (request) => {
    if (!isLarge(request, options.thresholdBytes)) return;
    const acquired = slots.tryAcquire(request.auth?.repId ?? `address ${request.ip}`);
    if (!acquired) throw new HttpError(429, options.tooManyMessage);
    releases.set(request, acquired);
  });
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));

  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    async (request: FastifyRequest, body: string | Buffer) => {
      const text = body as string;
      const contract = request.routeOptions.config.contract;
      if (text.length <= options.thresholdBytes || !contract?.body) {
        return new Promise((resolve, reject) =>
          defaultParser(request, text, (error, value) => (error ? reject(error) : resolve(value))),
        );
      }
      const result = await pool
        .check(`${contract.method} ${contract.path}` as RouteKey, text)
        .catch((error) => {
          // A body whose parse outgrows the worker's heap is too large, whatever its byte count
          // (a 48 MB body of 2.6 million keys fits, measured: 400 after 12 s).
          if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
            throw new HttpError(413, messageForStatus(413));
          }
          throw error;
        });
      if (!result.ok) throw new HttpError(400, result.message);
      checkedOffLoop.set(request, { prepared: result.prepared });
      return result.body;
    },
  );

  return { slots, pool, oneAtATime: oneAtATime() };
}

/**
 * Runs the functions given to it one after the other. Large lists are written one at a time:
 * PGlite runs queries in turn on the event loop, so four 20 MB inserts queued together made
 * /web/health wait behind all four (2.1 s, measured); one at a time, it waits behind one at most.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const next = last.then(run, run);
    last = next.catch(() => undefined);
    return next;
  };
}
