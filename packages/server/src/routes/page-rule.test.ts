import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { caller, embedsApp } from '../../test/support/widgets.ts';

describeDatabases('/web/page/rule (spec 3 §7.5)', (ctx) => {
  let env: Awaited<ReturnType<typeof embedsApp>>;
  beforeAll(async () => {
    env = await embedsApp(ctx);
  });
  afterAll(() => env?.close());
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(env.app)(...args);

  it("keeps a rep's variables and rules, and refuses anyone else's path (403)", async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const other = await repWithSession(env.app, ctx.db);
    const base = `/web/page/rule/${rep.repId}/${rep.companyId}`;
    expect((await call(rep, 'GET', base)).json().payload).toEqual({ variables: [], rules: [] });
    const variables = await call(rep, 'POST', `/web/page/rule/variable/${rep.repId}/${rep.companyId}`, {
      json: { variables: ['Size', ' Size ', '', 'Role'] },
    });
    expect(variables.json().payload).toEqual({ variables: ['Size', 'Role'], rules: [] });
    const rule = {
      uniqueId: 'r1',
      index: 0,
      episode: 'rule',
      extra: [{ type: 'condition', variable: 'Size', operation: 'includes', value: ['L'], logic: '&&' }],
      result: { episode: 'demo', payload: { id: 'd' } },
    };
    const saved = await call(rep, 'POST', base, { json: { rules: [rule] } });
    expect(saved.json().payload).toEqual({ variables: ['Size', 'Role'], rules: [rule] });
    expect((await call(other, 'GET', base)).statusCode).toBe(403);
    expect((await call(other, 'POST', base, { json: { rules: [] } })).statusCode).toBe(403);
    expect((await call(rep, 'GET', base)).json().payload.rules).toEqual([rule]);
  });
});
