import * as z from 'zod/mini';
import { reply } from './envelope.ts';
import { fillPath, type RouteContract, type Schema } from './route.ts';

type Part<S, K extends string> = [NonNullable<S>] extends [z.ZodMiniUndefined]
  ? unknown
  : NonNullable<S> extends Schema
    ? { [k in K]: z.input<NonNullable<S>> }
    : unknown;

/** What a call takes: `params`, `query` and `body`, each present only where the route has it. */
export type CallInput<R extends RouteContract> = Part<R['params'], 'params'> &
  Part<R['query'], 'query'> &
  Part<R['body'], 'body'> &
  Files<R['files']>;

/**
 * A multipart route takes its files by field name: `{ files: { image: file } }`. The server says
 * which it needs (a linked demo sends none). `onUploadProgress` reports the share of the request
 * body sent so far, 0 to 1, for a progress bar.
 */
type Files<F> = [NonNullable<F>] extends [readonly (infer Name extends string)[]]
  ? [Name] extends [never]
    ? unknown
    : {
        files: Partial<Record<Name, Blob>>;
        onUploadProgress?: (fraction: number) => void;
        /** Aborting it cancels the upload (the rep's 'Cancel Upload'); the call rejects with an AbortError. */
        signal?: AbortSignal;
      }
  : unknown;

/** The reply envelope, parsed, plus the HTTP status that came with it. */
export type CallResult<R extends RouteContract> = (
  | { status: 'success'; payload: z.output<R['payload']>; message?: string | undefined }
  | { status: 'error'; payload: null; message: string }
) & { httpStatus: number };

/** The server answered with something that is not the spec's envelope for this call. */
export class ContractError extends Error {
  override name = 'ContractError';
  readonly httpStatus: number;
  constructor(message: string, httpStatus: number) {
    super(message);
    this.httpStatus = httpStatus;
  }
}

export interface ClientOptions {
  /** Origin of the product's server; '' for the same origin. */
  baseUrl?: string;
  /** The session token, sent as the `token` header on every call outside the login group (spec 1 §6). */
  getToken?: () => string | undefined;
  fetch?: typeof fetch;
  /**
   * JSON bodies go as text/plain: a call from another origin is then a simple request, with no
   * preflight, for a route whose server reads text/plain as JSON (the prospect page's
   * POST /web/sendmailform to the product server).
   */
  jsonAsText?: boolean;
}

// The input may be left out when nothing in it is required.
type ArgsOf<R extends RouteContract> =
  // biome-ignore lint/complexity/noBannedTypes: the empty object type is what "nothing required" means
  {} extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/**
 * The one typed client of the /web API, called with a route of the contract:
 * `client.call(login, { body })`. Taking the route itself (not its key in the registry) lets a
 * bundle carry only the schemas of the calls it makes. A network failure rejects with the fetch error
 * (the caller shows "Couldn't connect..."); an envelope with status 'error' resolves,
 * so callers branch on `status` and `message` as the spec does.
 */
export const createClient = (options: ClientOptions = {}) => {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function call<R extends RouteContract>(route: R, ...[input]: ArgsOf<R>): Promise<CallResult<R>> {
    const key = `${route.method} ${route.path}`;
    const parts = (input ?? {}) as {
      params?: Record<string, string>;
      query?: Record<string, unknown>;
      body?: unknown;
      files?: Record<string, Blob | undefined>;
      onUploadProgress?: (fraction: number) => void;
      signal?: AbortSignal;
    };
    let url = `${options.baseUrl ?? ''}${fillPath(route.path, parts.params)}`;
    if (parts.query) {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(parts.query))
        if (value !== undefined) search.set(name, String(value));
      if (search.size) url += `?${search}`;
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: string | FormData | undefined;
    if (route.files?.length) {
      // The browser sets the multipart boundary itself: no content-type header of ours.
      const form = new FormData();
      const fields = route.body && parts.body !== undefined ? z.parse(route.body, parts.body) : {};
      for (const [name, value] of Object.entries(fields as Record<string, unknown>))
        form.append(name, String(value));
      for (const name of route.files) {
        const file = parts.files?.[name];
        if (file) form.append(name, file);
      }
      body = form;
    } else if (route.body && parts.body !== undefined) {
      headers['content-type'] = options.jsonAsText ? 'text/plain;charset=UTF-8' : 'application/json';
      body = JSON.stringify(z.parse(route.body, parts.body));
    }
    if (route.auth === 'token') {
      const token = options.getToken?.();
      if (token) headers.token = token;
    }
    const credentials = route.cookies ? 'same-origin' : 'omit';
    const signal = parts.signal;
    const response = await (parts.onUploadProgress && body instanceof FormData
      ? // Fetched with the first upload: the login route's first JavaScript does not carry it.
        (await import('./upload.ts')).sendWithProgress(
          url,
          { method: route.method, headers, body, credentials, signal },
          parts.onUploadProgress,
        )
      : doFetch(url, { method: route.method, headers, body, credentials, ...(signal ? { signal } : {}) }));
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ContractError(`${key} answered ${response.status} without JSON`, response.status);
    }
    const parsed = reply(route.payload).safeParse(json);
    if (!parsed.success) {
      throw new ContractError(
        `${key} answered outside its contract: ${parsed.error.message}`,
        response.status,
      );
    }
    return { ...(parsed.data as CallResult<R>), httpStatus: response.status };
  }

  return { call };
};
