import { promptFlags, promptKinds, promptOn, saveBeforePublishFlag, session } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedIn } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { salesReps } from '../db/schema.ts';

type Rep = Awaited<ReturnType<typeof signedIn>>;
const promptNames = Object.keys(promptFlags) as (keyof typeof promptFlags)[];

// Document 1 §3 user settings that the embeds' prompts need (issue 11): demoRecordingPrompt and
// saveBeforePublishPrompt_<Kind>, true unless the rep chose 'never show again'. They travel in the
// rep's flags: stored by PUT /web/flag, handed back by the sign-in and the token check.
describeDatabases('prompt flags in PUT /web/flag and the session', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildApp({
      config: testConfig({ loginRateLimit: { max: 10_000 } }),
      database: ctx.database,
      logger: false,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const putFlags = (rep: Rep, flags: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: '/web/flag',
      headers: { token: rep.token },
      payload: { salesrepId: rep.repId, companyId: rep.companyId, config: JSON.stringify(flags) },
    });
  /** The flags of both session replies, read by the contract as the console reads them. */
  const sessionFlags = async (rep: Rep) => {
    const login = await app.inject({
      method: 'POST',
      url: '/web/login',
      payload: { username: rep.email, password: rep.password },
      remoteAddress: '10.9.8.7',
    });
    const check = await app.inject({ method: 'GET', url: `/web/login/${rep.token}` });
    expect(login.statusCode).toBe(200);
    expect(check.statusCode).toBe(200);
    return [session.parse(login.json().payload).flags, session.parse(check.json().payload).flags];
  };
  const storedFlags = async (rep: Rep) =>
    (await ctx.db.select({ flags: salesReps.flags }).from(salesReps).where(eq(salesReps.id, rep.repId)))[0]!
      .flags;

  it('a new rep has every prompt on', async () => {
    const rep = await signedIn(app, ctx.db);
    for (const flags of await sessionFlags(rep)) {
      for (const kind of promptKinds) expect(promptOn(flags, kind)).toBe(true);
      expect(flags.demoRecordingPrompt).not.toBe(false);
    }
  });

  it('stores every prompt turned off, and both the sign-in and the token check return them', async () => {
    const rep = await signedIn(app, ctx.db);
    const off = {
      consent: { popup: { show: false } },
      ...Object.fromEntries(promptNames.map((name) => [name, false])),
    };
    const response = await putFlags(rep, off);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.json().payload.flags)).toEqual(off);
    for (const flags of await sessionFlags(rep)) {
      expect(flags).toEqual(off);
      for (const kind of promptKinds) expect(promptOn(flags, kind)).toBe(false);
    }
  });

  it('turns one kind back on without touching the others', async () => {
    const rep = await signedIn(app, ctx.db);
    const off = Object.fromEntries(promptNames.map((name) => [name, false]));
    await putFlags(rep, off);
    await putFlags(rep, { ...off, [saveBeforePublishFlag('Hero')]: true });
    for (const flags of await sessionFlags(rep)) {
      expect(promptOn(flags, 'Hero')).toBe(true);
      expect(promptOn(flags, 'Cyoa')).toBe(false);
      expect(promptOn(flags, 'Solo')).toBe(false);
      expect(promptOn(flags, 'Page')).toBe(false);
      expect(flags.demoRecordingPrompt).toBe(false);
    }
  });

  it.each(promptNames)(
    'refuses %s that is not true or false with 400 and keeps the stored flags',
    async (name) => {
      const rep = await signedIn(app, ctx.db);
      await putFlags(rep, { [name]: false });
      const before = await storedFlags(rep);
      for (const value of ['yes', 'false', 0, null]) {
        const response = await putFlags(rep, { [name]: value });
        expect(response.statusCode, JSON.stringify(value)).toBe(400);
        expect(response.json()).toMatchObject({ status: 'error', payload: null });
        expect(response.json().message).toContain(name);
      }
      expect(await storedFlags(rep)).toEqual(before);
    },
  );
});
