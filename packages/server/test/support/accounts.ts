import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import { createAccount, type TestAccount } from './fixtures.ts';

/** A work address no list blocks, unique per call (sign-up refuses free and disposable mail). */
export const workEmail = (name = 'rep') => `${name}-${randomUUID().slice(0, 8)}@acme-robotics-test.com`;

/** A password that passes ADR 0008 (docs/decisions/0008-new-password-rule.md). */
export const strongPassword = () => `Str0ng!${randomUUID().slice(0, 12)}`;

/** A fresh company and rep, signed in: the token to call with. */
export async function signedIn(app: FastifyInstance, db: Db): Promise<TestAccount & { token: string }> {
  const account = await createAccount(db);
  const response = await app.inject({
    method: 'POST',
    url: '/web/login',
    payload: { username: account.email, password: account.password },
    remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { ...account, token: response.json().payload.token as string };
}

export type SignedInRep = TestAccount & { token: string };

/** A fresh company and rep with a session made straight in the store (no sign-in call to pay for). */
export async function repWithSession(app: FastifyInstance, db: Db): Promise<SignedInRep> {
  const account = await createAccount(db);
  const { token } = await app.sessions.create(account.repId);
  return { ...account, token };
}
