import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
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

/**
 * How log lines look: JSON lines (pino's own, for a log collector), or `pretty`, one short line
 * per request for a person at a terminal. Pretty when stdout is a terminal and NODE_ENV is not
 * production (`npm start` on a laptop); JSON otherwise, and whenever the lines go to a stream
 * given by the caller (tests).
 */
export type LogFormat = 'json' | 'pretty';

export const defaultLogFormat = (): LogFormat =>
  process.stdout.isTTY && process.env.NODE_ENV !== 'production' ? 'pretty' : 'json';

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** What every line carries, or what the request's one line already says. */
const plumbing = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'reqId',
  'msg',
  'req',
  'res',
  'responseTime',
  'err',
]);

const clock = (time: unknown) => {
  const at = new Date(typeof time === 'number' ? time : Date.now());
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
};
const duration = (ms: number) => (ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`);

/**
 * One pino JSON line as a person reads it, or undefined to leave it out. A request is one line,
 * `12:04:05 GET /web/login 200 41 ms`, written when it completes (its method and address come
 * from the `res` serializer of the pretty format); Fastify's 'incoming request' line, which says
 * the same before the answer, is left out. Any other line: time, level when not INFO, message, the
 * error's type and message, and its other fields as JSON.
 */
export function prettyLine(line: string): string | undefined {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  if (entry.msg === 'incoming request') return undefined;
  const time = clock(entry.time);
  const res = entry.res as { statusCode?: number; method?: string; url?: string } | undefined;
  if (entry.msg === 'request completed' && res?.method) {
    return `${time} ${res.method} ${res.url} ${res.statusCode} ${duration(Number(entry.responseTime ?? 0))}\n`;
  }
  const level = Number(entry.level ?? 30);
  const parts = [time];
  if (level !== 30) parts.push(levelNames[level] ?? String(level));
  parts.push(String(entry.msg ?? ''));
  const err = entry.err as { type?: string; message?: string } | undefined;
  if (err) parts.push(`${err.type ?? 'Error'}: ${err.message ?? ''}`);
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !plumbing.has(key)));
  if (Object.keys(rest).length > 0) parts.push(JSON.stringify(rest));
  return `${parts.join(' ')}\n`;
}

/** A stream that writes each pino line to `stream` as `prettyLine` has it. */
export function prettyLines(stream: LogStream): LogStream {
  return {
    write(line: string) {
      const pretty = prettyLine(line);
      if (pretty !== undefined) stream.write(pretty);
    },
  };
}

export function loggerOptions(
  level: LogLevel,
  stream?: LogStream,
  format: LogFormat = stream ? 'json' : defaultLogFormat(),
): FastifyServerOptions['logger'] {
  const out = stream ?? process.stdout;
  return {
    level,
    stream: cappedLines(format === 'pretty' ? prettyLines(out) : out),
    serializers: {
      err: loggableError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request),
        host: request.host,
        remoteAddress: request.ip,
      }),
      // Pretty: the completed request's line says what was asked, as the JSON's incoming line does.
      ...(format === 'pretty'
        ? {
            res: (reply: Pick<FastifyReply, 'statusCode'> & { request?: FastifyRequest }) => ({
              statusCode: reply.statusCode,
              ...(reply.request ? { method: reply.request.method, url: loggableUrl(reply.request) } : {}),
            }),
          }
        : {}),
    },
  };
}
