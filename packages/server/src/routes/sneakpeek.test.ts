import {
  embedMessages,
  embedServerMessages,
  listSneakpeeks,
  sneakpeek as sneakpeekRecord,
} from '@showroom/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { caller, dates, demoOf, embedsApp } from '../../test/support/widgets.ts';

describeDatabases('/web/sneakpeek', (ctx) => {
  let env: Awaited<ReturnType<typeof embedsApp>>;
  beforeAll(async () => {
    env = await embedsApp(ctx);
  });
  afterAll(() => env?.close());

  type Rep = SignedInRep & { demoId: string };
  const rep = async (): Promise<Rep> => {
    const account = await repWithSession(env.app, ctx.db);
    return { ...account, demoId: await demoOf(env.app, account) };
  };
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(env.app)(...args);
  const form = (who: Rep, overrides: Record<string, unknown> = {}) => ({
    name: 'Quick look',
    recording_id: who.demoId,
    is_muted: '1',
    is_gated: '0',
    show_controls: '1',
    ...overrides,
  });
  const create = (who: Rep, overrides: Record<string, unknown> = {}) =>
    call(who, 'POST', '/web/sneakpeek', {
      json: {
        ...form(who, overrides),
        salesrep_id: who.repId,
        company_id: who.companyId,
        ...dates,
        ...overrides,
      },
    });
  const made = async (who: Rep, overrides: Record<string, unknown> = {}) => {
    const response = await create(who, overrides);
    expect(response.statusCode, response.body).toBe(201);
    return sneakpeekRecord.parse(response.json().payload);
  };
  const update = (who: Rep, id: string, overrides: Record<string, unknown> = {}) =>
    call(who, 'PUT', `/web/sneakpeek/${id}`, {
      json: { ...form(who, overrides), date_modified: dates.date_modified },
    });

  it('makes a live Sneakpeek with its switches as numbers, lists, updates, copies and deletes it', async () => {
    const ada = await rep();
    const made1 = await made(ada);
    expect(made1).toMatchObject({
      name: 'Quick look',
      recording_id: ada.demoId,
      is_muted: 1,
      is_gated: 0,
      show_controls: 1,
      live: 1,
      salesrep_id: ada.repId,
      salesrep_name: ada.fullName,
      company_id: ada.companyId,
    });
    const listed = listSneakpeeks.payload.parse(
      (await call(ada, 'GET', `/web/sneakpeek/${ada.companyId}`)).json().payload,
    );
    expect(listed.map((item) => item.id)).toEqual([made1.id]);
    const got = await call(ada, 'GET', `/web/sneakpeek/id/${made1.id}`);
    expect(got.json().payload).toEqual([made1]);

    const second = await demoOf(env.app, ada, 'Second');
    const updated = await update(ada, made1.id, { name: 'Renamed', recording_id: second, is_gated: 1 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().payload).toMatchObject({
      name: 'Renamed',
      recording_id: second,
      is_gated: 1,
      live: 1,
    });

    const copy = await call(ada, 'POST', '/web/sneakpeek/copy', { json: { id: made1.id } });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().payload).toMatchObject({ name: 'Renamed - Copy', live: 0, recording_id: second });

    expect((await call(ada, 'DELETE', `/web/sneakpeek/${made1.id}`)).json().payload).toEqual({
      id: made1.id,
    });
    expect((await call(ada, 'GET', `/web/sneakpeek/id/${made1.id}`)).statusCode).toBe(404);
  });

  it("needs a title ('Title is required') and a demo of the company ('Incomplete Data')", async () => {
    const ada = await rep();
    const nameless = await create(ada, { name: '  ' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toContain(embedMessages.titleRequired);
    const noDemo = await create(ada, { recording_id: '' });
    expect([noDemo.statusCode, noDemo.json().message]).toEqual([400, embedMessages.incompleteData]);
    const bob = await rep();
    const foreign = await create(ada, { recording_id: bob.demoId });
    expect([foreign.statusCode, foreign.json().message]).toEqual([
      400,
      embedServerMessages.recordingNotFound,
    ]);
    const { id } = await made(ada);
    const foreignUpdate = await update(ada, id, { recording_id: bob.demoId });
    expect([foreignUpdate.statusCode, foreignUpdate.json().message]).toEqual([
      400,
      embedServerMessages.recordingNotFound,
    ]);
  });

  it("answers another company's Sneakpeek like a missing one, and 403 for a foreign id in a body", async () => {
    const ada = await rep();
    const bob = await rep();
    const { id } = await made(ada);
    for (const response of [
      await call(bob, 'GET', `/web/sneakpeek/id/${id}`),
      await call(bob, 'POST', '/web/sneakpeek/copy', { json: { id } }),
      await update(bob, id),
      await call(bob, 'DELETE', `/web/sneakpeek/${id}`),
    ]) {
      expect([response.statusCode, response.json().message]).toEqual([404, embedServerMessages.notFound]);
    }
    expect((await create(ada, { salesrep_id: bob.repId })).statusCode).toBe(403);
    expect((await call(ada, 'GET', `/web/sneakpeek/${bob.companyId}`)).statusCode).toBe(403);
  });
});
