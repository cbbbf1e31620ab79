import { createClient } from '@showroom/contract';
import { readToken } from '../session/session.ts';

/** The console's one client of the /web API; calls outside the login group carry the session token. */
export const client = createClient({ getToken: () => readToken() });
