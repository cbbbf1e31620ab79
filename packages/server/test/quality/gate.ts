import { errorReply, fillPath, type RouteContract, successReply } from '@showroom/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { testConfig } from '../support/fixtures.ts';
import type { Call } from './matrix.ts';

/** A /web route as the app registered it. */
export interface RegisteredRoute {
  /** 'METHOD /web/path' with `{name}` parameters, as the contract's registry keys it. */
  key: string;
  method: string;
  /** The router's path, `/web/login/:token`. */
  url: string;
  /** Absent for a route registered without `contractRoute` (the gate reports it). */
  contract: RouteContract | undefined;
  /** The body limit in force for the route: its own, or the app's. */
  bodyLimit: number;
}

/** What the server made of a request's input, recorded for the fuzz oracle (see preHandler below). */
interface SeenInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; stack?: string; type?: string };
}

export interface Gate {
  app: FastifyInstance;
  /** Every /web route the app registers, by key. */
  routes: Map<string, RegisteredRoute>;
  /** The app's default body limit (BODY_LIMIT_BYTES). */
  defaultBodyLimit: number;
  /** Every log line at warn level and above since the gate opened. */
  logs: LogLine[];
  /** The input the route's handler stage saw for the request carrying `x-gate-case: id`. */
  seen: Map<string, SeenInput>;
  close(): Promise<void>;
}

export interface GateOptions {
  /** Registers routes of the gate's own tests (a deliberately leaky one...) before the app starts. */
  extraRoutes?: (app: FastifyInstance) => void;
}

const caseHeader = 'x-gate-case';

/** `/web/login/:token` -> `/web/login/{token}`. */
const specPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The real app (every plugin and route, autoloaded as in production) on `database`, with two
 * things added before it starts: an onRoute hook listing every /web route, and log lines kept
 * for the checks. Rate limits are lifted because the gate calls the login group hundreds of
 * times from one address; routes/login.test.ts tests the limits themselves.
 */
export async function openGate(database: Database, options: GateOptions = {}): Promise<Gate> {
  const logs: LogLine[] = [];
  const config = testConfig({
    logLevel: 'warn',
    loginRateLimit: { max: 1_000_000, windowSeconds: 60 },
    accountLock: { maxFailures: 1_000_000 },
  });
  const app = buildApp({
    config,
    database,
    logStream: { write: (line) => logs.push(JSON.parse(line) as LogLine) },
  });
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  // Runs after the body is parsed and before the handler: what the route was given, so the fuzz
  // oracle judges an input by what the server actually received (querystring and JSON parsers
  // included), not by what the test thinks it sent.
  const seen = new Map<string, SeenInput>();
  app.addHook('preHandler', async (request) => {
    const id = request.headers[caseHeader];
    if (typeof id === 'string')
      seen.set(id, { params: request.params, query: request.query, body: request.body });
  });
  options.extraRoutes?.(app);
  await app.ready();

  const routes = new Map<string, RegisteredRoute>();
  for (const route of registered) {
    if (route.url !== '/web' && !route.url.startsWith('/web/')) continue;
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD twin to every GET route; the GET stands for both.
      if (method === 'HEAD') continue;
      const contract = route.config?.contract;
      const key = contract ? `${contract.method} ${contract.path}` : `${method} ${specPath(route.url)}`;
      routes.set(key, {
        key,
        method,
        url: route.url,
        contract,
        bodyLimit: route.bodyLimit ?? config.bodyLimitBytes,
      });
    }
  }
  return { app, routes, defaultBodyLimit: config.bodyLimitBytes, logs, seen, close: () => app.close() };
}

/** The query string for `query` (repeated keys for arrays), with its leading '?', or ''. */
function queryString(query: Call['query']): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) search.append(name, item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface SendOptions {
  token?: string | undefined;
  /** The body as it goes on the wire; undefined sends none. */
  rawBody?: string | Buffer | undefined;
  /** Marks the request so `gate.seen` records its input. */
  caseId?: string;
  contentType?: string;
  /** The path and query exactly as given, instead of filling them from the call. */
  url?: string;
}

/** One request to `route` with `call`'s path parameters and query; the body as given. */
export function send(
  gate: Gate,
  route: RegisteredRoute,
  call: Call,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.token = options.token;
  if (options.caseId) headers[caseHeader] = options.caseId;
  if (options.rawBody !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const request: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: options.url ?? routeUrl(route, call),
    headers,
    remoteAddress: '192.0.2.77',
    ...(options.rawBody !== undefined ? { payload: options.rawBody } : {}),
  };
  return gate.app.inject(request);
}

/** The address of `route` with `call.params` filled in (URI-encoded) and `call.query` appended. */
export function routeUrl(route: RegisteredRoute, call: Call): string {
  const path = route.contract?.path ?? specPath(route.url);
  return fillPath(path, call.params ?? {}) + queryString(call.query);
}

/** The contract's example as a call (the contract's registry test checks that its schemas accept it). */
export const exampleCall = (route: RegisteredRoute): Call => (route.contract?.example ?? {}) as Call;

/** JSON text of a call's body, or undefined when the call has none. */
const jsonBody = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

/** The body of `call` as it goes on the wire, with its content type: the raw payload, or `body` as JSON. */
export const wireBody = (call: Call): Pick<SendOptions, 'rawBody' | 'contentType'> =>
  call.raw
    ? { rawBody: call.raw.payload, contentType: call.raw.contentType }
    : { rawBody: jsonBody(call.body) };

const anyEnvelope = z.discriminatedUnion('status', [successReply(z.unknown()), errorReply]);

/**
 * ADR 0013 (docs/decisions/0013-reply-envelope-and-http-status.md): the reply is the envelope and its HTTP status means the same thing: a
 * success is 2xx with a payload the contract parses; an error is 4xx/5xx with a message.
 * Returns what is wrong, or [] when the reply is sound.
 */
export function envelopeProblems(route: RegisteredRoute, response: LightMyRequestResponse): string[] {
  let json: unknown;
  try {
    json = response.json();
  } catch {
    return [`${response.statusCode} reply is not JSON: ${response.body.slice(0, 120)}`];
  }
  const envelope = anyEnvelope.safeParse(json);
  if (!envelope.success)
    return [`${response.statusCode} reply is not the envelope: ${response.body.slice(0, 200)}`];
  const ok = response.statusCode >= 200 && response.statusCode < 300;
  if (envelope.data.status === 'success') {
    if (!ok) return [`status 'success' with HTTP ${response.statusCode}`];
    const payload = route.contract?.payload.safeParse(envelope.data.payload);
    if (payload && !payload.success)
      return [`success payload outside the contract: ${payload.error.message}`];
    return [];
  }
  if (ok) return [`status 'error' with HTTP ${response.statusCode}`];
  if (envelope.data.payload !== null) return ['error reply carries a payload'];
  if (envelope.data.message.trim() === '') return [`${response.statusCode} error reply has an empty message`];
  return [];
}

/** Log lines at error level or above since `from` (pino: 50 error, 60 fatal). */
export const errorsLoggedSince = (gate: Gate, from: number) =>
  gate.logs.slice(from).filter((line) => line.level >= 50);

/**
 * A logged error in one line: its message and the first line of the error's (a database error
 * goes on with the query's parameters, which differ from case to case and would split the count).
 */
export const describeLogged = (line: LogLine) =>
  `error logged: ${line.msg ?? ''} ${(line.err?.message ?? '').split('\n')[0]!.slice(0, 200)}`.trim();
