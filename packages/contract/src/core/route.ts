import type * as z from 'zod/mini';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A schema of a route: the contract's are zod/mini (the console's first load pays only for the
 * parts of Zod it uses, issue 9); code outside may hand classic ones. Both kinds have these.
 */
export type Schema = z.core.$ZodType & Pick<z.ZodMiniType, 'parse' | 'safeParse'>;

/**
 * One /web call: its method and path exactly as the spec writes them, the schemas of
 * what goes in and of the reply's payload, and whether it needs the session token.
 * The server validates with these schemas; the client parses with them.
 */
export interface RouteContract<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends Schema = Schema,
  F extends string = string,
  A extends 'token' | 'public' = 'token' | 'public',
> {
  method: Method;
  /** Fastify-free path with `{name}` parameters, e.g. `/web/login/{token}`. */
  path: string;
  /** 'token': the `token` header is required (spec 1 §6). 'public': the login group, health. */
  auth: A;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A multipart upload: the names of its file fields. The request is then multipart/form-data
   * carrying these files (and the body's fields, if any, as text), not JSON.
   */
  files?: readonly F[];
  /**
   * The call sends and receives the app origin's cookies (the social login's state cookie, which
   * ties the flow to the browser that started it). Every other call omits cookies.
   */
  cookies?: boolean;
  /** Schema of `payload` in a success reply. */
  payload: R;
  /** A valid request, used by docs and by the route-matrix and fuzz tests. */
  example?: { params?: z.input<P>; query?: z.input<Q>; body?: z.input<B> };
}

export const defineRoute = <
  P extends Schema = z.ZodMiniUndefined,
  Q extends Schema = z.ZodMiniUndefined,
  B extends Schema = z.ZodMiniUndefined,
  R extends Schema = Schema,
  const F extends string = never,
  // Kept literal so the server can type a handler's session by the route's auth.
  const A extends 'token' | 'public' = 'token' | 'public',
>(
  route: RouteContract<P, Q, B, R, F, A>,
) => route;

/** `'/web/login/{token}'` -> `'/web/login/:token'` for routers. */
export const toRouterPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills `{name}` parameters, URI-encoding each value. */
export const fillPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
