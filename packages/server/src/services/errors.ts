// A registry symbol rather than instanceof, as for HttpError (http/errors.ts): the class may be
// loaded twice (by Vitest and by @fastify/autoload's own import) and both copies must be recognised.
const domainErrorMark = Symbol.for('showroom.domain-error');

/**
 * What went wrong, in the service's words; the one error handler (plugins/external/error-handler.ts)
 * gives each its HTTP status (ADR 0013 (docs/decisions/0013-reply-envelope-and-http-status.md)).
 */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'not-found' | 'too-many';

/**
 * A refusal a service makes, with a message written for the client (the spec's or ours): services
 * say what happened and know nothing of HTTP; the error handler answers it.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly [domainErrorMark] = true;
  readonly kind: DomainErrorKind;
  constructor(kind: DomainErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

export const isDomainError = (error: unknown): error is DomainError =>
  typeof error === 'object' && error !== null && domainErrorMark in error;

/** The input asks for what cannot be (a range that ends before it starts). */
export const invalid = (message: string) => new DomainError('invalid', message);
/** The caller may not do this (their company's plan does not allow it). */
export const forbidden = (message: string) => new DomainError('forbidden', message);
/** Nothing of the caller's answers to the ids given (another company's included). */
export const notFound = (message: string) => new DomainError('not-found', message);
/** A limit is reached: the caller may try again later. */
export const tooMany = (message: string) => new DomainError('too-many', message);
