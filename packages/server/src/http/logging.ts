import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.ts';

const secretName = /token|secret|password|encrypted/i;

/**
 * The address to log for `request`, with credentials masked: GET /web/login/{token} carries a
 * session token in its path, and an address in a log must not hand over an account
 * (README decision 8).
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

export function loggerOptions(level: LogLevel, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
