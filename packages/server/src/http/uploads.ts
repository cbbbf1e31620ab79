import { Transform } from 'node:stream';
import multipart, { type FastifyMultipartBaseOptions, type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';
import { uploadSlots } from './upload-slots.ts';

const multipartType = /^multipart\/form-data\b/i;

/**
 * `payload` cut off past `maxBytes` (a body without a declared length): the stream fails with a
 * 415 that says to send the file as multipart, before Fastify has buffered more.
 */
function cappedStream(payload: NodeJS.ReadableStream, maxBytes: number, message: string) {
  let received = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      received += chunk.length;
      capped.receivedEncodedLength = received;
      if (received > maxBytes) next(new HttpError(415, message));
      else next(null, chunk);
    },
  }) as Transform & { receivedEncodedLength: number };
  capped.receivedEncodedLength = 0;
  payload.on('error', (error) => capped.destroy(error));
  return payload.pipe(capped);
}

export interface UploadsOptions<F extends object> {
  /** Busboy's limits of a multipart body (file size, files, fields, parts). */
  limits: FastifyMultipartBaseOptions['limits'];
  /** Takes one file part of the request as it streams in, into the request's `files`. */
  receive(request: FastifyRequest, part: MultipartFile, files: F): Promise<void>;
  /** Removes what a request's files left that no route took (the request is over, whatever its answer). */
  discard(files: F): Promise<void>;
  /** The 413's message for a declared length past the route's body limit. */
  tooLarge(request: FastifyRequest): string;
  /** The 415's message for a body that is not multipart and is past the app's BODY_LIMIT_BYTES. */
  multipartNeeded: string;
  /** Uploads in progress per rep and per process (issue 15 §10), and the 429's message beyond. */
  slots: { perRep: number; perProcess: number; tooMany: string };
}

/**
 * Streamed multipart uploads for the routes of the scope that registers the plugin (registered in
 * a route file, it reaches that file's routes only): file parts go to `receive` as they arrive, never
 * whole in memory; only text fields become the body, so they go through the contract like JSON.
 * Before a byte is read, a declared length over the route's limit is refused (Fastify's body limit
 * does not apply to a multipart stream), and so is an upload past the slots. A body that is not
 * multipart is parsed whole in memory, so it keeps the app's own limit. Whatever the answer (a
 * refusal, an error, the client gone), `discard` gets the request's files, before the reply goes
 * out, so a client that sees a refusal never finds its file still there.
 *
 * `uploads(options).plugin` is the plugin; `filesOf(request)` what the request's file parts became.
 */
export function uploads<F extends object>(options: UploadsOptions<F>) {
  const received = new WeakMap<FastifyRequest, F>();
  const releases = new WeakMap<FastifyRequest, () => void>();
  /** The files being received, settled or not, so a reply waits for what they leave to be removed. */
  const receiving = new WeakMap<FastifyRequest, Promise<unknown>>();
  const slots = uploadSlots(options.slots);

  const plugin = fp(
    async (app) => {
      await app.register(multipart, {
        attachFieldsToBody: 'keyValues',
        // The file parts are taken here as they stream in; only the text fields reach the body.
        async onFile(this: FastifyRequest, part: MultipartFile) {
          const files = received.get(this) ?? ({} as F);
          received.set(this, files);
          const receipt = options.receive(this, part, files);
          receiving.set(this, Promise.allSettled([receiving.get(this), receipt]));
          await receipt;
        },
        limits: options.limits,
      });

      app.addHook('preParsing', async (request, _reply, payload) => {
        const declared = Number(request.headers['content-length']);
        const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit;
        if (Number.isFinite(declared) && declared > limit) {
          throw new HttpError(413, options.tooLarge(request));
        }
        if (!multipartType.test(request.headers['content-type'] ?? '')) {
          if (Number.isFinite(declared) && declared > app.config.bodyLimitBytes) {
            throw new HttpError(415, options.multipartNeeded);
          }
          return cappedStream(payload, app.config.bodyLimitBytes, options.multipartNeeded);
        }
        if (!request.auth) return payload;
        const release = slots.tryAcquire(request.auth.repId);
        if (!release) throw new HttpError(429, options.slots.tooMany);
        releases.set(request, release);
        return payload;
      });
      const settle = async (request: FastifyRequest) => {
        releases.get(request)?.();
        releases.delete(request);
        // A body refused mid-file (past the body limit) is answered while the file's write is still
        // ending: its temporary file goes when that write fails, which the reply waits for.
        await receiving.get(request);
        receiving.delete(request);
        const files = received.get(request);
        received.delete(request);
        if (files) await options.discard(files);
      };
      app.addHook('onSend', async (request, _reply, payload) => {
        await settle(request);
        return payload;
      });
      app.addHook('onResponse', settle);
      app.addHook('onRequestAbort', settle);
      app.addHook('onRequest', async (request, reply) => {
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) settle(request).catch(() => {});
        });
      });
    },
    { name: 'uploads' },
  );

  return { plugin, filesOf: (request: FastifyRequest) => received.get(request) };
}
