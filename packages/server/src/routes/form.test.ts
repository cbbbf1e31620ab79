import { pageMessages, routes } from '@showroom/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { caller, demoOf, embedsApp } from '../../test/support/widgets.ts';

describeDatabases('/web/form (spec 3 §7.6, §5)', (ctx) => {
  let env: Awaited<ReturnType<typeof embedsApp>>;
  beforeAll(async () => {
    env = await embedsApp(ctx);
  });
  afterAll(() => env?.close());
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(env.app)(...args);

  const rule = (demoId: string, variable = 'Size') => ({
    uniqueId: 'r1',
    index: 0,
    episode: 'rule',
    extra: [{ type: 'condition', variable, operation: 'equals', value: ['Large'], logic: '&&' }],
    result: { episode: 'demo', payload: { id: demoId } },
  });
  const body = (who: SignedInRep, mapping: object[]) => ({
    title: 'Questions',
    formjson: JSON.stringify({
      questions: [
        { name: 'Size', type: 'radiogroup', choices: ['Small', ' ', 'Large'] },
        { name: ' ', type: 'checkbox', choices: ['A'] },
      ],
    }),
    mapping: JSON.stringify(mapping),
    company_id: who.companyId,
    salesrep_id: who.repId,
  });

  it('saves named questions with choices and complete demo rules, and lists them', async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const demo = await demoOf(env.app, rep);
    const created = await call(rep, 'POST', '/web/form/', { json: body(rep, [rule(demo)]) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().payload as string;
    const forms = routes['GET /web/form/{companyId}'].payload.parse(
      (await call(rep, 'GET', `/web/form/${rep.companyId}`)).json().payload,
    );
    expect(forms).toHaveLength(1);
    expect(forms[0]!.id).toBe(id);
    expect(forms[0]!.formjson.questions).toEqual([
      { name: 'Size', type: 'radiogroup', choices: ['Small', 'Large'] },
    ]);
    expect(forms[0]!.mapping[0]!.result).toEqual({ episode: 'demo', payload: { id: demo } });

    const { company_id: _c, salesrep_id: _s, ...update } = body(rep, []);
    expect(
      (await call(rep, 'PUT', `/web/form/${id}`, { json: { ...update, title: 'Renamed' } })).statusCode,
    ).toBe(200);
    expect((await call(rep, 'GET', `/web/form/${rep.companyId}`)).json().payload[0].title).toBe('Renamed');
    expect((await call(rep, 'DELETE', `/web/form/${id}`)).statusCode).toBe(200);
    expect((await call(rep, 'GET', `/web/form/${rep.companyId}`)).json().payload).toEqual([]);
  });

  it("derives page/rule and /mapping from the saved form: a rule read back through both is the form's, with its variables and condition text (issue 29, D.7)", async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const demo = await demoOf(env.app, rep);
    const grouped = {
      ...rule(demo),
      extra: [
        { type: 'condition', variable: 'Size', operation: 'equals', value: ['Large'], logic: '&&' },
        {
          type: 'group',
          logic: '||',
          conditions: [
            { type: 'condition', variable: 'Team', operation: 'includes', value: ['Sales'], logic: '&&' },
          ],
        },
      ],
    };
    const questions = JSON.stringify({
      questions: [
        { name: 'Size', type: 'radiogroup', choices: ['Small', 'Large'] },
        { name: 'Team', type: 'checkbox', choices: ['Sales', 'Support'] },
      ],
    });
    const created = await call(rep, 'POST', '/web/form/', {
      json: { ...body(rep, [grouped]), formjson: questions },
    });
    expect(created.statusCode, created.body).toBe(201);
    const formId = created.json().payload as string;
    // What the rep wrote, as §3 keeps it: the questions it names and its expression text.
    const expected = {
      ...grouped,
      variables: ['Size', 'Team'],
      condition: 'Size equals ["Large"] || (Team includes ["Sales"])',
    };
    const form = routes['GET /web/form/{companyId}'].payload.parse(
      (await call(rep, 'GET', `/web/form/${rep.companyId}`)).json().payload,
    )[0]!;
    expect(form.mapping).toEqual([expected]);
    const library = await call(rep, 'GET', `/web/page/rule/${rep.repId}/${rep.companyId}`);
    expect(library.statusCode, library.body).toBe(200);
    expect(library.json().payload).toEqual({ variables: ['Size', 'Team'], rules: [expected] });
    const mapping = await call(rep, 'GET', `/web/mapping/${formId}`);
    expect(mapping.statusCode, mapping.body).toBe(200);
    expect(mapping.json().payload.form_id).toBe(formId);
    expect(JSON.parse(mapping.json().payload.formjson).mapping).toEqual([expected]);

    // A changed rule changes every read; deleting the form takes its mapping.
    const { company_id: _c, salesrep_id: _s, ...update } = body(rep, [rule(demo, 'Team')]);
    const updated = await call(rep, 'PUT', `/web/form/${formId}`, {
      json: { ...update, formjson: questions },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const changed = { ...rule(demo, 'Team'), variables: ['Team'], condition: 'Team equals ["Large"]' };
    expect(
      (await call(rep, 'GET', `/web/page/rule/${rep.repId}/${rep.companyId}`)).json().payload.rules,
    ).toEqual([changed]);
    expect(
      JSON.parse((await call(rep, 'GET', `/web/mapping/${formId}`)).json().payload.formjson).mapping,
    ).toEqual([changed]);
    expect((await call(rep, 'DELETE', `/web/form/${formId}`)).statusCode).toBe(200);
    expect((await call(rep, 'GET', `/web/mapping/${formId}`)).statusCode).toBe(404);
  });

  it("refuses incomplete mapping ('Mapping not saved due to incomplete fields') and another company's demo", async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const other = await repWithSession(env.app, ctx.db);
    const demo = await demoOf(env.app, rep);
    const foreign = await demoOf(env.app, other);
    for (const mapping of [[rule('')], [rule(demo, 'Unknown question')], [{ ...rule(demo), extra: [] }]]) {
      const response = await call(rep, 'POST', '/web/form/', { json: body(rep, mapping) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(pageMessages.mappingIncomplete);
    }
    expect((await call(rep, 'POST', '/web/form/', { json: body(rep, [rule(foreign)]) })).statusCode).toBe(
      404,
    );
    const id = (await call(rep, 'POST', '/web/form/', { json: body(rep, [rule(demo)]) })).json().payload;
    const { company_id: _c, salesrep_id: _s, ...update } = body(other, []);
    expect((await call(other, 'PUT', `/web/form/${id}`, { json: update })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/web/form/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/web/form/${rep.companyId}`)).statusCode).toBe(403);
    expect((await call(other, 'POST', '/web/form/', { json: body(rep, []) })).statusCode).toBe(403);
  });
});
