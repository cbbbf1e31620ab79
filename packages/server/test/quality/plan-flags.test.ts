import {
  type CyoaContent,
  defaultEmbedSettings,
  defaultRestrictedRedirect,
  type EmbedKind,
  type EmbedSettings,
  newLayoutStyle,
  routes,
} from '@showroom/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, widgets } from '../../src/db/schema.ts';
import { writeEmbedSettings } from '../../src/plugins/app/company-settings.ts';
import { firstRefusedSetting, planDefaults } from '../../src/services/plan-guard.ts';
import { repWithSession, type SignedInRep } from '../support/accounts.ts';
import { describeDatabases } from '../support/databases.ts';
import { caller, cyoaOn, dates, demoOf, embedsApp, heroFormOn, soloFormOn } from '../support/widgets.ts';

/**
 * Issue 29, B.6: the company's plan flags (spec 2 §6, spec 3 §6) are the server's rule too. Before,
 * only the editors hid and disabled what a plan does not allow, and `POST /web/hero` with
 * `is_gated:1, check_twofactor:1` under `gating.enable:false` answered 201. Every save of every
 * kind (create and update) and of a page's settings is tried here with a plan that does not allow
 * the setting: 403 with the message naming it, and the database as it was.
 */

// The refusals as a rep reads them (written out, not built by the code under test).
const refusal = {
  is_gated: "'Verify identity' is not part of your plan: upgrade to the Premium plan to turn it on",
  email_required: "'Email required' is not part of your plan: upgrade to the Premium plan to turn it on",
  check_blocklist: "'Check blocklist' is not part of your plan: upgrade to the Premium plan to turn it on",
  redirect:
    "'Redirect to restricted domain' is not part of your plan: upgrade to the Premium plan to turn it on",
  check_twofactor:
    "'Check two-factor (link click)' is not part of your plan: upgrade to the Premium plan to turn it on",
  isOutbound:
    "'Ask only on outbound links' is not part of your plan: upgrade to the Premium plan to turn it on",
  checkIntended:
    "'Only the intended recipient' is not part of your plan: upgrade to the Premium plan to turn it on",
};

/** The default plan (everything allowed) with one change. */
const planWith = (change: (plan: EmbedSettings) => void): EmbedSettings => {
  const plan = defaultEmbedSettings();
  change(plan);
  return plan;
};
/** The default plan with one flag (a dotted path) false. */
const without = (path: string): EmbedSettings =>
  planWith((plan) => {
    const keys = path.split('.');
    let node = plan as unknown as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[keys.at(-1)!] = false;
  });
const noGating = without('gating.enable');
/** The Basic plan of spec 2 §2: gating allowed, its options locked behind 'Upgrade'. */
const basic = without('gating.edit');
const noTwoFactor = without('gating.embed.verify.twofactor.enable');

describe('firstRefusedSetting (the one place the rule lives)', () => {
  it('names what each flag governs, and nothing under the default plan', () => {
    const all = {
      is_gated: true,
      email_required: true,
      custom_verification: true,
      check_blocklist: true,
      redirect_to_restricted_domain: true,
      check_domain: true,
      check_twofactor: true,
      isOutbound: true,
      checkIntended: true,
    };
    const nothingBefore = {};
    expect(firstRefusedSetting(defaultEmbedSettings(), all, nothingBefore)).toBeUndefined();
    const cases: [string, string][] = [
      ['gating.show', 'is_gated'],
      ['gating.enable', 'is_gated'],
      ['gating.edit', 'email_required'],
      ['gating.embed.required.show', 'email_required'],
      ['gating.embed.customVerification.enable', 'custom_verification'],
      ['gating.embed.verify.blocklist.redirect.enable', 'redirect_to_restricted_domain'],
      ['gating.embed.verify.twofactor.show', 'check_twofactor'],
    ];
    for (const [flag, named] of cases)
      expect(firstRefusedSetting(without(flag), all, nothingBefore)).toBe(named);
    // Asked alone (with all, redirect and two-factor bring them: see the dependencies below).
    expect(
      firstRefusedSetting(without('gating.embed.verify.blocklist.show'), { check_blocklist: true }, {}),
    ).toBe('check_blocklist');
    expect(
      firstRefusedSetting(without('gating.embed.verify.domain.enable'), { check_domain: true }, {}),
    ).toBe('check_domain');
    // Without gating.edit the page's own options are locked too (spec 3 §6).
    const pageOnly = { isOutbound: true, checkIntended: true };
    expect(firstRefusedSetting(basic, pageOnly, nothingBefore)).toBe('isOutbound');
  });

  it('never refuses turning off, what the record already had, or what the plan turns on itself', () => {
    const off = { is_gated: false, check_twofactor: false, isOutbound: false };
    expect(firstRefusedSetting(noGating, off, {})).toBeUndefined();
    expect(firstRefusedSetting(noGating, { is_gated: true }, { is_gated: true })).toBeUndefined();
    const checkedButLocked = planWith((p) => {
      p.gating.enable = false;
      p.gating.checked = true;
    });
    expect(firstRefusedSetting(checkedButLocked, { is_gated: true }, planDefaults(checkedButLocked))).toBe(
      undefined,
    );
  });

  it('lets an option the rep may turn on bring the one it needs (spec 2 §4)', () => {
    const domainLocked = planWith((p) => {
      p.gating.embed.verify.domain.enable = false;
    });
    expect(firstRefusedSetting(domainLocked, { check_domain: true, check_twofactor: true }, {})).toBe(
      undefined,
    );
    expect(firstRefusedSetting(domainLocked, { check_domain: true }, {})).toBe('check_domain');
  });
});

describeDatabases('plan flags enforced on every save', (ctx) => {
  let env: Awaited<ReturnType<typeof embedsApp>>;
  beforeAll(async () => {
    env = await embedsApp(ctx);
  });
  afterAll(() => env?.close());

  type Rep = SignedInRep & { demoId: string };
  /** A rep of a new company whose plan is `plan` (null: no plan set, the defaults). */
  const repOn = async (plan: EmbedSettings | null): Promise<Rep> => {
    const account = await repWithSession(env.app, ctx.db);
    await setPlan(account, plan);
    return { ...account, demoId: await demoOf(env.app, account) };
  };
  const setPlan = async (who: { companyId: string }, plan: EmbedSettings | null) => {
    expect(await writeEmbedSettings(ctx.db, who.companyId, plan)).toBe(true);
  };
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(env.app)(...args);
  const kindRows = (who: Rep, kind: EmbedKind) =>
    ctx.db
      .select()
      .from(widgets)
      .where(and(eq(widgets.companyId, who.companyId), eq(widgets.kind, kind)));
  const widgetRow = async (id: string) => (await ctx.db.select().from(widgets).where(eq(widgets.id, id)))[0];
  const refused = (response: { statusCode: number; body: string; json: () => unknown }, message: string) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ status: 'error', message, payload: null });
  };

  // -- Hero ----------------------------------------------------------------------------------
  const heroCreate = (who: Rep, overrides: Record<string, unknown>) =>
    call(who, 'POST', '/web/hero', {
      fields: {
        heroData: JSON.stringify({
          ...heroFormOn(who.demoId),
          salesrep_id: who.repId,
          company_id: who.companyId,
          ...dates,
          live: '0',
          ...overrides,
        }),
      },
    });
  const heroUpdate = (who: Rep, id: string, overrides: Record<string, unknown>) =>
    call(who, 'PUT', `/web/hero/${id}`, {
      fields: {
        heroData: JSON.stringify({
          ...heroFormOn(who.demoId),
          date_modified: dates.date_modified,
          live: 0,
          ...overrides,
        }),
      },
    });

  it('Hero: the issue call (gating.enable false, is_gated and two-factor) is 403 and stores nothing', async () => {
    const ada = await repOn(noGating);
    refused(await heroCreate(ada, { is_gated: 1, check_twofactor: 1, check_domain: 1 }), refusal.is_gated);
    expect(await kindRows(ada, 'hero')).toEqual([]);
    // Without the setting the same save goes through.
    expect((await heroCreate(ada, { is_gated: 0 })).statusCode).toBe(201);
    // The same call under the default plan (no plan set) was and is allowed.
    const bo = await repOn(null);
    expect((await heroCreate(bo, { is_gated: 1, check_twofactor: 1, check_domain: 1 })).statusCode).toBe(201);
  });

  it('Hero: an update keeps what was stored before the plan went down, and refuses turning more on', async () => {
    const ada = await repOn(null);
    const created = await heroCreate(ada, { is_gated: 1, check_domain: 1, check_twofactor: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().payload as string;
    await setPlan(
      ada,
      planWith((p) => Object.assign(p.gating, { enable: false, edit: false })),
    );

    const kept = { is_gated: 1, check_domain: 1, check_twofactor: 1 };
    const renamed = await heroUpdate(ada, id, { ...kept, name: 'Renamed tour' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().payload).toMatchObject({ name: 'Renamed tour', is_gated: 1, check_twofactor: 1 });

    const before = await widgetRow(id);
    refused(await heroUpdate(ada, id, { ...kept, check_blocklist: 1 }), refusal.check_blocklist);
    expect(await widgetRow(id)).toEqual(before);

    // Off is always allowed; on again is not (the record no longer has it).
    expect((await heroUpdate(ada, id, { is_gated: 0 })).statusCode).toBe(200);
    refused(await heroUpdate(ada, id, { is_gated: 1 }), refusal.is_gated);
  });

  // -- Solo ----------------------------------------------------------------------------------
  const soloCreate = (who: Rep, overrides: Record<string, unknown>) =>
    call(who, 'POST', '/web/solo', {
      fields: {
        soloData: JSON.stringify({
          ...soloFormOn(who.demoId),
          salesrep_id: who.repId,
          company_id: who.companyId,
          ...dates,
          live: 0,
          ...overrides,
        }),
      },
    });
  const soloUpdate = (who: Rep, id: string, overrides: Record<string, unknown>) =>
    call(who, 'PUT', `/web/solo/${id}`, {
      fields: {
        soloData: JSON.stringify({
          ...soloFormOn(who.demoId),
          date_modified: dates.date_modified,
          live: 0,
          ...overrides,
        }),
      },
    });

  it('Solo: the Basic plan gates by e-mail with the default options only', async () => {
    const ada = await repOn(basic);
    refused(await soloCreate(ada, { is_gated: 1, email_required: 1 }), refusal.email_required);
    expect(await kindRows(ada, 'solo')).toEqual([]);
    const created = await soloCreate(ada, { is_gated: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().payload as string;
    const before = await widgetRow(id);
    refused(
      await soloUpdate(ada, id, { is_gated: 1, check_blocklist: 1, redirect_to_restricted_domain: 1 }),
      refusal.check_blocklist,
    );
    expect(await widgetRow(id)).toEqual(before);
    expect((await soloUpdate(ada, id, { is_gated: 1, name: 'Still gated' })).statusCode).toBe(200);
  });

  // -- Sneakpeek -----------------------------------------------------------------------------
  const sneakpeekBody = (who: Rep, overrides: Record<string, unknown>) => ({
    name: 'Peek',
    recording_id: who.demoId,
    is_muted: '1',
    is_gated: '0',
    show_controls: '1',
    ...overrides,
  });

  it('Sneakpeek: is_gated follows gating.enable on create and update; the plan default is allowed', async () => {
    const ada = await repOn(noGating);
    const create = (overrides: Record<string, unknown>) =>
      call(ada, 'POST', '/web/sneakpeek', {
        json: {
          ...sneakpeekBody(ada, overrides),
          salesrep_id: ada.repId,
          company_id: ada.companyId,
          ...dates,
        },
      });
    refused(await create({ is_gated: '1' }), refusal.is_gated);
    expect(await kindRows(ada, 'sneakpeek')).toEqual([]);
    const created = await create({});
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().payload as { id: string }).id;
    const before = await widgetRow(id);
    refused(
      await call(ada, 'PUT', `/web/sneakpeek/${id}`, {
        json: { ...sneakpeekBody(ada, { is_gated: '1' }), date_modified: dates.date_modified },
      }),
      refusal.is_gated,
    );
    expect(await widgetRow(id)).toEqual(before);

    // A plan that gates every new widget but locks the toggle: the gated widget is its default.
    await setPlan(
      ada,
      planWith((p) => Object.assign(p.gating, { enable: false, checked: true })),
    );
    expect((await create({ is_gated: '1' })).statusCode).toBe(201);
  });

  // -- CYOA ----------------------------------------------------------------------------------
  const gatedJourney = (who: Rep, setting: Partial<CyoaContent['setting']>): CyoaContent => {
    const content = cyoaOn(who.demoId);
    return { ...content, setting: { ...content.setting, ...setting } };
  };

  it('CYOA: its camelCase settings are judged by the same flags, on create and update', async () => {
    const ada = await repOn(noTwoFactor);
    const twoFactor = { verifyIdentity: true, checkDomain: true, checkTwoFactor: true };
    const create = (content: CyoaContent) =>
      call(ada, 'POST', '/web/cyoa', {
        fields: {
          cyoaData: JSON.stringify({
            salesrep_id: ada.repId,
            company_id: ada.companyId,
            ...dates,
            cyoa: content,
          }),
        },
      });
    refused(await create(gatedJourney(ada, twoFactor)), refusal.check_twofactor);
    expect(await kindRows(ada, 'cyoa')).toEqual([]);
    const created = await create(gatedJourney(ada, { verifyIdentity: true, checkDomain: true }));
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().payload as { id: string }).id;
    const before = await widgetRow(id);
    const update = (content: CyoaContent) =>
      call(ada, 'PUT', `/web/cyoa/${id}`, {
        fields: { date_modified: dates.date_modified, cyoa: JSON.stringify(content) },
      });
    refused(await update(gatedJourney(ada, twoFactor)), refusal.check_twofactor);
    expect(await widgetRow(id)).toEqual(before);
    expect((await update(gatedJourney(ada, { verifyIdentity: true, checkDomain: true }))).statusCode).toBe(
      200,
    );
  });

  // -- Pages ---------------------------------------------------------------------------------
  const newPage = async (who: Rep) => {
    const response = await call(who, 'POST', `/web/page/${who.repId}/${who.companyId}`, {
      json: { title: 'Welcome', type: 'customized', ...dates },
    });
    expect(response.statusCode, response.body).toBe(201);
    return routes['POST /web/page/{salesRepId}/{companyId}'].payload.parse(response.json().payload)[0]!.id;
  };
  const saveStyle = (who: Rep, pageId: string, style: object) =>
    call(who, 'PUT', `/web/setting/page/style/${pageId}`, {
      json: { pageId, style: JSON.stringify(style), placeholders: '[]' },
    });
  const styleWith = (settings: Record<string, boolean>, extra: object = {}) => {
    const style = newLayoutStyle();
    return { ...style, settings: { ...style.settings, ...settings }, ...extra };
  };
  const pageRow = async (id: string) => (await ctx.db.select().from(pages).where(eq(pages.id, id)))[0];

  it("Pages: the page's gate and its own options follow the plan; the stored style stays as it was", async () => {
    const ada = await repOn(noGating);
    const pageId = await newPage(ada);
    const before = await pageRow(pageId);
    refused(await saveStyle(ada, pageId, styleWith({ verifyIdentity: true })), refusal.is_gated);
    expect(await pageRow(pageId)).toEqual(before);
    expect((await saveStyle(ada, pageId, styleWith({}, { headline: 'Hi' }))).statusCode).toBe(200);

    const bo = await repOn(basic);
    const boPage = await newPage(bo);
    refused(
      await saveStyle(bo, boPage, styleWith({ verifyIdentity: true, isOutbound: true })),
      refusal.isOutbound,
    );
    refused(
      await saveStyle(bo, boPage, styleWith({ verifyIdentity: true, checkIntended: true })),
      refusal.checkIntended,
    );
    // Redirect is on when the style carries its restricted-domain block, as the editor reads it.
    const redirectHidden = planWith((p) => {
      p.gating.embed.verify.blocklist.redirect.show = false;
    });
    await setPlan(bo, redirectHidden);
    refused(
      await saveStyle(
        bo,
        boPage,
        styleWith(
          { verifyIdentity: true, checkBlocklist: true },
          { restrictedRedirect: defaultRestrictedRedirect() },
        ),
      ),
      refusal.redirect,
    );
    const saved = await saveStyle(bo, boPage, styleWith({ verifyIdentity: true, checkBlocklist: true }));
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('Pages: what a page stored under a larger plan still saves after the plan went down', async () => {
    const ada = await repOn(null);
    const pageId = await newPage(ada);
    const gated = styleWith({
      verifyIdentity: true,
      checkDomain: true,
      checkTwoFactor: true,
      isOutbound: true,
    });
    expect((await saveStyle(ada, pageId, gated)).statusCode).toBe(200);
    await setPlan(
      ada,
      planWith((p) => Object.assign(p.gating, { enable: false, edit: false })),
    );
    expect((await saveStyle(ada, pageId, { ...gated, headline: 'Edited later' })).statusCode).toBe(200);
    refused(
      await saveStyle(ada, pageId, { ...gated, settings: { ...gated.settings, checkIntended: true } }),
      refusal.checkIntended,
    );
  });
});
