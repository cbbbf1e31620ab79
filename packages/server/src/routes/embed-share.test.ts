import { createHash } from 'node:crypto';
import { createShare, type EmbedKind, embedServerMessages, listShares } from '@showroom/contract';
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

  it("lists a widget's active links newest first, by their hash and maker, and revokes one of them (issue 29 B.4)", async () => {
    const ada = await rep();
    const bob = await rep();
    const id = await widget(ada, 'hero', true);
    const list = (who: Rep, type: EmbedKind, widgetId: string) =>
      call(who, 'GET', `/web/embed-share/${type}/${widgetId}`);
    expect((await list(ada, 'hero', id)).json()).toEqual({ status: 'success', payload: [] });
    const first = (await share(ada, 'hero', id)).json().payload.token as string;
    const second = (await share(ada, 'hero', id)).json().payload.token as string;
    const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
    const listed = (await list(ada, 'hero', id)).json().payload as { shareId: string }[];
    expect(listShares.payload.parse(listed)).toHaveLength(2);
    expect(listed.map((link) => link.shareId).sort()).toEqual([hash(first), hash(second)].sort());
    expect(listed[0]).toMatchObject({ salesrep_id: ada.repId, date_created: expect.any(String) });
    // The list never holds a token.
    expect(JSON.stringify(listed)).not.toContain(first);
    // Another company's widget, or the widget asked for as another kind: 404, like a missing one.
    for (const response of [await list(bob, 'hero', id), await list(ada, 'solo', id)]) {
      expect([response.statusCode, response.json().message]).toEqual([404, embedServerMessages.notFound]);
    }

    const revoke = (who: Rep, type: EmbedKind, widgetId: string, shareId: string) =>
      call(who, 'DELETE', `/web/embed-share/${type}/${widgetId}/${shareId}`);
    const foreign = await revoke(bob, 'hero', id, hash(first));
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, embedServerMessages.shareNotFound]);
    expect((await revoke(ada, 'solo', id, hash(first))).statusCode).toBe(404);
    expect(await env.app.embedShares.resolve(first)).not.toBeNull();
    const revoked = await revoke(ada, 'hero', id, hash(first));
    expect(revoked.json()).toEqual({ status: 'success', payload: null });
    expect(await env.app.embedShares.resolve(first)).toBeNull();
    expect(await env.app.embedShares.resolve(second)).not.toBeNull();
    expect(
      ((await list(ada, 'hero', id)).json().payload as { shareId: string }[]).map((l) => l.shareId),
    ).toEqual([hash(second)]);
    expect((await revoke(ada, 'hero', id, hash(first))).statusCode).toBe(404);
    expect((await revoke(ada, 'hero', id, 'short')).statusCode).toBe(400);
  });
});
