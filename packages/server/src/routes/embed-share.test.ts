import { createHash } from 'node:crypto';
import { createShare, type EmbedKind, embedServerMessages } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { caller, cyoaOn, demoOf, embedsApp, heroFormOn, soloFormOn } from '../../test/support/widgets.ts';
import { embedShares } from '../db/schema.ts';
import { cyoaValues, heroValues, sneakpeekValues, soloValues } from '../plugins/app/widgets.ts';

describeDatabases('/web/embed-share', (ctx) => {
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
  const widget = (who: Rep, kind: EmbedKind, live: boolean) => {
    const values = {
      hero: () => heroValues(heroFormOn(who.demoId)),
      solo: () => soloValues(soloFormOn(who.demoId)),
      sneakpeek: () =>
        sneakpeekValues({
          name: 'Peek',
          recording_id: who.demoId,
          is_muted: 0,
          is_gated: 0,
          show_controls: 1,
        }),
      cyoa: () => cyoaValues(cyoaOn(who.demoId)),
    }[kind]();
    return env.app.widgets.create(who.companyId, who.repId, kind, values, live, {});
  };
  const share = (who: Rep, type: EmbedKind, id: string) =>
    call(who, 'POST', '/web/embed-share', { json: { type, id } });

  it('gives a 22-character token once for a live widget, keeps only its hash, and the audience side resolves it', async () => {
    const ada = await rep();
    for (const kind of ['hero', 'solo', 'sneakpeek', 'cyoa'] as const) {
      const id = await widget(ada, kind, true);
      const response = await share(ada, kind, id);
      expect(response.statusCode).toBe(201);
      const made = createShare.payload.parse(response.json().payload);
      expect(made).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        type: kind,
        id,
        companyId: ada.companyId,
      });
      const rows = await ctx.db.select().from(embedShares).where(eq(embedShares.widgetId, id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(made.token).digest('base64url'));
      expect(JSON.stringify(rows)).not.toContain(made.token);
      expect(await env.app.embedShares.resolve(made.token)).toEqual({
        widgetId: id,
        kind,
        companyId: ada.companyId,
      });
    }
    // Two links for one widget are two tokens.
    const id = await widget(ada, 'solo', true);
    const first = (await share(ada, 'solo', id)).json().payload.token;
    expect((await share(ada, 'solo', id)).json().payload.token).not.toBe(first);
    expect(await env.app.embedShares.resolve('AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
  });

  it("refuses a draft with 409, another company's widget or another kind with 404", async () => {
    const ada = await rep();
    const bob = await rep();
    const draft = await widget(ada, 'hero', false);
    const notLive = await share(ada, 'hero', draft);
    expect([notLive.statusCode, notLive.json().message]).toEqual([409, embedServerMessages.notLive]);
    const live = await widget(ada, 'hero', true);
    for (const response of [await share(bob, 'hero', live), await share(ada, 'solo', live)]) {
      expect([response.statusCode, response.json().message]).toEqual([404, embedServerMessages.notFound]);
    }
    expect(await ctx.db.select().from(embedShares).where(eq(embedShares.widgetId, live))).toEqual([]);
  });

  it('revokes a token at once; another company cannot; deleting the widget ends its links', async () => {
    const ada = await rep();
    const bob = await rep();
    const id = await widget(ada, 'cyoa', true);
    const token = (await share(ada, 'cyoa', id)).json().payload.token as string;
    const foreign = await call(bob, 'DELETE', `/web/embed-share/${token}`);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, embedServerMessages.shareNotFound]);
    expect(await env.app.embedShares.resolve(token)).not.toBeNull();

    const revoked = await call(ada, 'DELETE', `/web/embed-share/${token}`);
    expect(revoked.json()).toEqual({ status: 'success', payload: null });
    expect(await env.app.embedShares.resolve(token)).toBeNull();
    expect((await call(ada, 'DELETE', `/web/embed-share/${token}`)).statusCode).toBe(404);

    const other = (await share(ada, 'cyoa', id)).json().payload.token as string;
    expect((await call(ada, 'DELETE', `/web/cyoa/${id}`)).statusCode).toBe(200);
    expect(await env.app.embedShares.resolve(other)).toBeNull();
    expect((await call(ada, 'DELETE', '/web/embed-share/not-a-token')).statusCode).toBe(400);
  });
});
