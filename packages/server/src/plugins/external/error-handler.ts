import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../http/envelope.ts';
import { type HttpError, isHttpError, messageForStatus } from '../../http/errors.ts';
import { capText, maxReplyMessageLength } from '../../http/validation.ts';
import { type DomainError, type DomainErrorKind, isDomainError } from '../../services/errors.ts';
import { unavailableService } from '../../services/health.ts';

/**
 * Issue 28 §4: the reply when the database or Redis did not answer (the pool's timeouts,
 * services/health.ts): 503 with what is missing, so a client and a load balancer see an outage,
 * not a bug; GET /web/ready says the same.
 */
const unavailableMessages = {
  database: 'Database unavailable, try again shortly',
  redis: 'Service unavailable, try again shortly',
} as const;

/** The HTTP status of each refusal a service makes (services/errors.ts). */
const domainStatus: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'wrong-type': 415,
  unsupported: 422,
  'too-many': 429,
  failed: 500,
  'upstream-failed': 502,
};

/**
 * The one error handler (ADR 0013 (docs/decisions/0013-reply-envelope-and-http-status.md)): the client gets the envelope with a safe message
 * and an HTTP status that means the same; the details go to the log only.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
      const unavailable = unavailableService(error);
      const statusCode = isDomainError(error)
        ? domainStatus[error.kind]
        : unavailable
          ? 503
          : error.statusCode;
      const status =
        typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
      // The err serializer (http/logging.ts) keeps codes and the query's shape, never values.
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info(
          { err: { message: error.message, code: (error as FastifyError).code } },
          'request refused',
        );
      }
      // Only our own HttpError and a service's DomainError carry a message written for clients
      // (5xx ones included: 'Database unavailable'); Fastify's and
      // libraries' messages can name internals or echo input, so they get a generic one.
      // Capped here too, so no reply grows with the input whatever a route puts in its message.
      const message =
        isHttpError(error) || isDomainError(error)
          ? capText(error.message, maxReplyMessageLength)
          : unavailable
            ? unavailableMessages[unavailable]
            : messageForStatus(status);
      // A limit that knows when it ends says so (RFC 9110 §10.2.3), as the login limits always have.
      if (isDomainError(error) && error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.code(status).send(failure(message));
    });
  },
  { name: 'error-handler' },
);
