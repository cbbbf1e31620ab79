// A registry symbol rather than instanceof: the class may be loaded twice (once by Vitest,
// once by @fastify/autoload's own import) and both copies must be recognised.
const httpErrorMark = Symbol.for('showroom.http-error');

/**
 * An error whose message is safe to show the client. Anything else that reaches the error
 * handler is answered with a generic message for its status and logged in full.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly [httpErrorMark] = true;
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const isHttpError = (error: unknown): error is HttpError =>
  typeof error === 'object' && error !== null && httpErrorMark in error;

/** Messages for errors that carry no safe message of their own (ADR 0013 (docs/decisions/0013-reply-envelope-and-http-status.md)). */
export const genericMessages: Record<number, string> = {
  400: 'Invalid request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request body is too large',
  414: 'Request address is too long',
  415: 'Unsupported media type',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};

export const messageForStatus = (status: number) =>
  genericMessages[status] ?? (status >= 500 ? genericMessages[500]! : genericMessages[400]!);
