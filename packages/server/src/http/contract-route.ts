import {
  type RouteContract,
  type RouteKey,
  type Routes,
  routes,
  type Schema,
  toRouterPath,
} from '@showroom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import { sessionOf } from '../plugins/app/auth.ts';
import type { SessionContext } from '../plugins/app/sessions.ts';
import { success } from './envelope.ts';
import { HttpError } from './errors.ts';
import { bodyValidatedOffLoop } from './large-bodies.ts';
import { type IssueLike, invalidRequestMessage } from './validation.ts';

type Out<S> = [NonNullable<S>] extends [z.core.$ZodType] ? z.output<NonNullable<S>> : undefined;

/**
 * What a handler receives: params, query and body, each parsed by the contract's schema, and the
 * caller's session on a route whose contract says auth 'token' (null on a public one). Handlers
 * take the session from here, never from the request: company-scoped queries use its companyId,
 * and a companyId in the path or body is only checked against it (services/scope.ts).
 */
export interface ContractInput<R extends RouteContract> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: Out<R['body']>;
  session: [R['auth']] extends ['token']
    ? SessionContext
    : [R['auth']] extends ['public']
      ? null
      : SessionContext | null;
}

/** A handler returns the payload (wire form); the helper wraps it in the envelope. */
export type ContractHandler<R extends RouteContract> = (
  input: ContractInput<R>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<R['payload']>>;

export interface ContractRouteOptions<R extends RouteContract = RouteContract> {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /**
   * Largest body this route accepts, in bytes, when it needs more than the app's BODY_LIMIT_BYTES
   * (a contact list upload). Declare it in the route's matrix entry too (docs/quality.md).
   */
  bodyLimit?: number;
  /**
   * What the body's schema cannot say (the events' makers: contract `eventSourceProblem`): the
   * first problem of the parsed body, answered as a 400 like the schema's, before the text check.
   */
  bodyProblem?: (body: Out<R['body']>) => IssueLike | undefined;
  /**
   * Where the parsed body holds text the database cannot store, when the route knows where free
   * text can be (the events: only an event's data, checked without a path for each value on the
   * hottest route); by default every string of the body is looked at.
   */
  unstorableTextAt?: (body: Out<R['body']>) => PropertyKey[] | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract this route implements; the auth plugin reads `auth` from it. */
    contract?: RouteContract;
  }
}

const unstorableText = 'Text must be valid Unicode without NUL characters';
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorableString = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

/**
 * Whether `value` holds text PostgreSQL's jsonb cannot store (what `unstorableTextAt` finds),
 * without building a path for each value: for a route's own `unstorableTextAt`.
 */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return unstorableString(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (value && typeof value === 'object') {
    for (const key in value) if (holdsUnstorableText((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * Where in `value` a string holds what PostgreSQL text and jsonb cannot store: U+0000, or half of
 * a surrogate pair (not Unicode at all; PGlite's encoder fails on it). Found by the fuzz gate
 * (docs/quality.md): such a string passed the schema and failed in the database as a 500.
 * A loop, not recursion: a schema that takes any JSON may carry very deep nesting.
 */
function unstorableTextAt(value: unknown): string[] | undefined {
  const stack: [unknown, string[]][] = [[value, []]];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (unstorableString(current)) return path;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) stack.push([child, [...path, key]]);
    }
  }
  return undefined;
}

function parsePart(
  part: 'params' | 'query' | 'body',
  schema: Schema | undefined,
  value: unknown,
  checks: Pick<ContractRouteOptions, 'bodyProblem' | 'unstorableTextAt'> = {},
) {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (parsed.success) {
    const problem = checks.bodyProblem?.(parsed.data);
    if (problem) throw new HttpError(400, invalidRequestMessage(part, [problem]));
    const at = (checks.unstorableTextAt ?? unstorableTextAt)(parsed.data);
    if (at) throw new HttpError(400, invalidRequestMessage(part, [{ path: at, message: unstorableText }]));
    return parsed.data;
  }
  // Zod's messages describe the rule ("Too small: expected string to have >=1 characters"),
  // never echo the input; the first few, with keys cut short (issue 15 §1: no reply grows with the input).
  throw new HttpError(400, invalidRequestMessage(part, parsed.error.issues));
}

/**
 * Registers `contract` on `app`: the method and path come from the contract, the input is
 * validated with its schemas (400 on failure), the reply is the success envelope, and the
 * payload is checked against the contract so a reply can never drift from what clients parse.
 */
export function registerContractRoute<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  handler: ContractHandler<R>,
  options: ContractRouteOptions<R> = {},
) {
  const bodyChecks = options as Pick<ContractRouteOptions, 'bodyProblem' | 'unstorableTextAt'>;
  app.route({
    method: contract.method,
    url: toRouterPath(contract.path),
    config: { contract },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const input = {
        params: parsePart('params', contract.params, request.params),
        query: parsePart('query', contract.query, request.query),
        // A large body was parsed and validated with the same schema in a worker (large-bodies.ts).
        body: bodyValidatedOffLoop(request)
          ? request.body
          : parsePart('body', contract.body, request.body, bodyChecks),
        // The auth hook has already refused a token route's call without a live session.
        session: contract.auth === 'token' ? sessionOf(request) : null,
      } as ContractInput<R>;
      const payload = await handler(input, request, reply);
      const checked = contract.payload.safeParse(payload);
      if (!checked.success) {
        throw new Error(
          `${contract.method} ${contract.path} produced a payload outside its contract: ${checked.error.message}`,
        );
      }
      return success(payload);
    },
  });
}

/** Registers the call `key` of the contract's registry (`'POST /web/login'`, ...). */
export function contractRoute<K extends RouteKey>(
  app: FastifyInstance,
  key: K,
  handler: ContractHandler<Routes[K]>,
  options: ContractRouteOptions<Routes[K]> = {},
) {
  registerContractRoute(app, routes[key] as Routes[K], handler, options);
}
