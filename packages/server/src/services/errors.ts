// A registry symbol rather than instanceof, as for HttpError (http/errors.ts): the class may be
// loaded twice (by Vitest and by @fastify/autoload's own import) and both copies must be recognised.
const domainErrorMark = Symbol.for('showroom.domain-error');

/**
 * What went wrong, in the service's words; the one error handler (plugins/external/error-handler.ts)
 * gives each its HTTP status (ADR 0013 (docs/decisions/0013-reply-envelope-and-http-status.md)).
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'wrong-type'
  | 'unsupported'
  | 'too-many'
  | 'failed'
  | 'upstream-failed';

/**
 * A refusal a service makes, with a message written for the client (the spec's or ours): services
 * say what happened and know nothing of HTTP; the error handler answers it.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly [domainErrorMark] = true;
  readonly kind: DomainErrorKind;
  /** For `too-many`: whole seconds until the caller may try again, when the limit knows it. */
  readonly retryAfterSeconds: number | undefined;
  constructor(kind: DomainErrorKind, message: string, retryAfterSeconds?: number) {
    super(message);
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const isDomainError = (error: unknown): error is DomainError =>
  typeof error === 'object' && error !== null && domainErrorMark in error;

/** The input asks for what cannot be (a range that ends before it starts, a spent link). */
export const invalid = (message: string) => new DomainError('invalid', message);
/** The caller has not proved who they are: no session, an ended one, wrong credentials. */
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
/** The caller may not do this (their company's plan does not allow it). */
export const forbidden = (message: string) => new DomainError('forbidden', message);
/** Nothing of the caller's answers to the ids given (another company's included). */
export const notFound = (message: string) => new DomainError('not-found', message);
/** What is there already stands in the way: the record exists, is already done, or needs a confirmation. */
export const conflict = (message: string) => new DomainError('conflict', message);
/** A file is bigger than the service takes. */
export const tooLarge = (message: string) => new DomainError('too-large', message);
/** A file is not of a type the service takes (its bytes say so, whatever its name). */
export const wrongType = (message: string) => new DomainError('wrong-type', message);
/** What is asked is well formed, but its target does not support it (a feature that takes no demo). */
export const unsupported = (message: string) => new DomainError('unsupported', message);
/** A limit is reached: the caller may try again later, after `retryAfterSeconds` when it is known. */
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new DomainError('too-many', message, retryAfterSeconds);
/** The service could not do it, through no fault of the caller; the message says so. */
export const failed = (message: string) => new DomainError('failed', message);
/** A service we depend on (the login provider) failed or answered what we cannot use. */
export const upstreamFailed = (message: string) => new DomainError('upstream-failed', message);
