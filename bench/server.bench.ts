/**
 * Server latency through the whole app (plugins, auth hook, contract validation, envelope) on an
 * in-memory PGlite, through `inject` so the network does not blur the figure: the sign-in, the
 * token check every console start makes, and a company-scoped read behind the auth hook.
 * Medians: on the shared 2-core machine the 95th percentile measured the neighbours (16 to 42 ms
 * for the same token check from one run to the next), the median the code (2.3 ms every time).
 */
// @fastify/autoload detects tsx only when preloaded with --require (as in main.ts): say that the
// .ts plugins can be imported. Set before the app is built, which is when autoload reads it.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

import { buildApp } from '../packages/server/src/app.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { createAccount, testConfig } from '../packages/server/test/support/fixtures.ts';
import { report } from './budgets.ts';
import { time } from './harness.ts';

const database = await openDatabase({ pgliteDir: 'memory://' });
await database.prepare();
// Limits lifted: the benchmark signs in more often than a person could.
const config = testConfig({
  loginRateLimit: { max: 1_000_000, windowSeconds: 60 },
  accountLock: { maxFailures: 1_000_000 },
});
const app = buildApp({ config, database, logger: false });
await app.ready();
let ok = true;

try {
  const account = await createAccount(database.db);
  const signIn = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/web/login',
      payload: { username: account.email, password: account.password },
    });
    if (response.statusCode !== 200)
      throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
    return response.json().payload.token as string;
  };
  const token = await signIn();

  const login = await time(signIn, { warmup: 3, runs: 30 });
  ok = report('server.login.p50', login.p50) && ok;

  const tokenCheck = await time(async () => {
    const response = await app.inject({ method: 'GET', url: `/web/login/${token}` });
    if (response.statusCode !== 200) throw new Error(`token check answered ${response.statusCode}`);
  });
  ok = report('server.tokenCheck.p50', tokenCheck.p50) && ok;

  const companyRead = await time(async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/web/contact/company/${account.companyId}`,
      headers: { token },
    });
    if (response.statusCode !== 200)
      throw new Error(`company read answered ${response.statusCode}: ${response.body}`);
  });
  ok = report('server.companyRead.p50', companyRead.p50) && ok;
} finally {
  await app.close();
  await database.close();
}

process.exit(ok ? 0 : 1);
