import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../http/envelope.ts';
import { type HttpError, isHttpError, messageForStatus } from '../../http/errors.ts';

/**
 * The one error handler (README decision 7): the client gets the envelope with a safe message
 * and an HTTP status that means the same; the details go to the log only.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const status =
        typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info(
          { err: { message: error.message, code: (error as FastifyError).code } },
          'request refused',
        );
      }
      // Only our own HttpError carries a message written for clients (5xx ones included:
      // 'Database unavailable'); Fastify's and
      // libraries' messages can name internals or echo input, so they get a generic one.
      const message = isHttpError(error) ? error.message : messageForStatus(status);
      return reply.code(status).send(failure(message));
    });
  },
  { name: 'error-handler' },
);
