import { authServerMessages, defineRoute } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { describeDatabases } from '../../../test/support/databases.ts';
import { createAccount, testConfig } from '../../../test/support/fixtures.ts';
import { buildApp } from '../../app.ts';
import { sessions } from '../../db/schema.ts';
import { registerContractRoute } from '../../http/contract-route.ts';
import { hashToken } from '../../services/tokens.ts';

// No call of the registry needs a token yet, so this suite declares one the way the contract
// will: the auth plugin must protect it from its contract alone.
const whoAmI = defineRoute({
  method: 'POST',
  path: '/web/test/whoami/{companyId}',
  auth: 'token',
  params: z.object({ companyId: z.string() }),
  body: z.object({ companyId: z.string().optional() }),
  payload: z.object({ repId: z.string(), companyId: z.string() }),
});

describeDatabases('the auth plugin on token routes', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({ config: testConfig(), database: ctx.database, logger: false });
    app.register(async (scope) => {
      // The handler reads the session from its input only (no request, no auth helper).
      registerContractRoute(scope, whoAmI, async ({ session }) => {
        const { repId, companyId } = session;
        return { repId, companyId };
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const signIn = async () => {
    const account = await createAccount(ctx.db);
    const response = await app.inject({
      method: 'POST',
      url: '/web/login',
      payload: { username: account.email, password: account.password },
    });
    return { account, token: response.json().payload.token as string };
  };

  const call = (token?: string, companyId = 'someone-else') =>
    app.inject({
      method: 'POST',
      url: `/web/test/whoami/${companyId}`,
      headers: token === undefined ? {} : { token },
      payload: { companyId },
    });

  it('lets a live token in and scopes the request by the session, not by the path or body', async () => {
    const { account, token } = await signIn();
    const other = await createAccount(ctx.db);
    const response = await call(token, other.companyId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      payload: { repId: account.repId, companyId: account.companyId },
    });
  });

  it('refuses a call without the token header with 401', async () => {
    const response = await call();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      message: authServerMessages.invalidToken,
    });
  });

  it('refuses an unknown token with 401', async () => {
    const response = await call('made-up-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      message: authServerMessages.invalidToken,
    });
  });

  it('refuses an expired token with 401', async () => {
    const { token } = await signIn();
    await ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await call(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      message: authServerMessages.invalidToken,
    });
  });

  it('refuses a revoked token with 401, and revoking every session of a rep works too', async () => {
    const first = await signIn();
    expect((await call(first.token)).statusCode).toBe(200);
    await app.sessions.revoke(first.token);
    expect((await call(first.token)).statusCode).toBe(401);

    const second = await signIn();
    expect(await app.sessions.revokeAllForRep(second.account.repId)).toBe(1);
    const response = await call(second.token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      message: authServerMessages.invalidToken,
    });
  });

  it('checks the token before the body: an anonymous malformed call gets 401, not 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/web/test/whoami/x',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(401);
  });
});
