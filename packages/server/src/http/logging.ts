import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.ts';
import { capText } from './validation.ts';

const secretName = /token|secret|password|encrypted/i;

/**
 * The address to log for `request`, with credentials masked: GET /web/login/{token} carries a
 * session token in its path, and an address in a log must not hand over an account
 * (ADR 0014 (docs/decisions/0014-tokens-in-addresses.md)).
 */
export function loggableUrl(request: Pick<FastifyRequest, 'url' | 'params' | 'routeOptions'>): string {
  const [pathPart = '', queryPart] = request.url.split('?', 2);
  let path = pathPart;
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (pattern && Object.keys(params).some((name) => secretName.test(name))) {
    path = pattern.replace(/:(\w+)/g, (_, name: string) =>
      secretName.test(name) ? '[redacted]' : encodeURIComponent(String(params[name] ?? '')),
    );
  }
  if (queryPart === undefined) return path;
  const query = new URLSearchParams(queryPart);
  for (const name of [...query.keys()]) if (secretName.test(name)) query.set(name, '[redacted]');
  return `${path}?${query}`;
}

/** Where log lines go when not stdout: tests read what was logged. */
export interface LogStream {
  write(line: string): void;
}

/** The longest line the log takes (issue 15 §6: one 500 wrote a 23 MB line holding every contact). */
export const maxLogLineLength = 16 * 1024;
const maxLoggedText = 1_000;

const emailLike = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
const quoted = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
const keyValues = /\(([^()]*)\)=\(([^()]*)\)/g;

/**
 * `text` without the values a person typed: quoted strings, e-mail addresses and PostgreSQL's
 * `Key (email)=(ada@example.com)` details (issue 9, issue 15 §6). Column names outside quotes stay.
 */
export const withoutValues = (text: string) =>
  capText(text, 20 * maxLoggedText)
    .replace(keyValues, '($1)=([value])')
    .replace(quoted, '[value]')
    .replace(emailLike, '[e-mail]')
    .slice(0, maxLoggedText);

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The frames of a stack, without its first line: that is the message again, values and all. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.startsWith('    at '))
        .slice(0, 12)
        .join('\n')
    : undefined;

/**
 * What the log keeps of an error: its type, code and message without values; for a failed query
 * the query's shape (SQL with $n placeholders, never its parameters) and the database's code,
 * constraint, table and column. Drizzle's message and PostgreSQL's detail and where carry the
 * parameters (a whole 100,000-row list, e-mail addresses), so neither is logged.
 */
export interface LoggableError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function loggableError(error: unknown): LoggableError {
  if (!error || typeof error !== 'object')
    return { type: typeof error, message: withoutValues(String(error)), stack: '' };
  const fields = error as Record<string, unknown>;
  const query = textOf(fields.query);
  const cause =
    fields.cause && typeof fields.cause === 'object' ? (fields.cause as Record<string, unknown>) : undefined;
  const database = query !== undefined ? cause : fields;
  const loggable: LoggableError = {
    type: textOf(fields.name) ?? error.constructor?.name ?? 'Error',
    message: query !== undefined ? 'Failed query' : withoutValues(String(fields.message ?? '')),
    stack: framesOf(fields.stack) ?? '',
  };
  if (fields.code !== undefined) loggable.code = String(fields.code).slice(0, 40);
  if (fields.statusCode !== undefined) loggable.statusCode = fields.statusCode;
  if (query !== undefined) loggable.query = capText(query, maxLoggedText);
  if (database && database !== fields) {
    loggable.database = {
      type: textOf(database.name),
      code: textOf(database.code),
      message: withoutValues(String(database.message ?? '')),
    };
  }
  for (const name of ['constraint', 'table', 'column', 'routine'] as const) {
    const value = textOf(database?.[name]);
    if (value) loggable[name] = value.slice(0, 100);
  }
  return loggable;
}

/**
 * A stream that cuts any line over `maxLogLineLength` to a short JSON line saying so, with the
 * level and the start of the original: the serializers keep lines short; this is the backstop.
 */
export function cappedLines(stream: LogStream): LogStream {
  return {
    write(line: string) {
      if (line.length <= maxLogLineLength) return stream.write(line);
      const level = Number(/"level":(\d+)/.exec(line.slice(0, 200))?.[1] ?? 50);
      const msg = 'log line cut: longer than the log takes';
      stream.write(
        `${JSON.stringify({ level, time: Date.now(), msg, length: line.length, start: line.slice(0, 500) })}\n`,
      );
    },
  };
}

export function loggerOptions(level: LogLevel, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream: cappedLines(stream ?? process.stdout),
    serializers: {
      err: loggableError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
