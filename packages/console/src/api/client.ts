import {
  type CallInput,
  type CallResult,
  checkToken,
  createClient,
  type RouteContract,
} from '@showroom/contract';
import { endSession, readToken } from '../session/cookies.ts';

/**
 * A 401 to a call made with the session's token (or to the token check itself) means the server
 * no longer honours the session: expired or revoked. It ends here, once for every screen, and
 * RequireSession takes the rep to /login, keeping the address they were on.
 */
const endsSession = (route: RouteContract, httpStatus: number) =>
  httpStatus === 401 && (route.auth === 'token' || route === checkToken) && readToken() !== undefined;

/** The contract client with the session's token, ending the session on a 401 (`fetch` for tests). */
export const createConsoleClient = (fetch?: typeof globalThis.fetch) => {
  const contractClient = createClient({ getToken: () => readToken(), ...(fetch ? { fetch } : {}) });
  type Call = typeof contractClient.call;
  const call = async <R extends RouteContract>(route: R, input?: CallInput<R>): Promise<CallResult<R>> => {
    const result = await (contractClient.call as (r: R, i?: CallInput<R>) => Promise<CallResult<R>>)(
      route,
      input,
    );
    if (endsSession(route, result.httpStatus)) endSession('expired');
    return result;
  };
  return { call: call as Call };
};

/** The console's one client of the /web API; calls outside the login group carry the session token. */
export const client = createConsoleClient();
