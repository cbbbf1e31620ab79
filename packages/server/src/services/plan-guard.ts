import {
  type CyoaSettings,
  type EmbedSettings,
  type GatingOptionFlags,
  type PageStyle,
  type PlanSetting,
  planRefusal,
  planSettingLabels,
} from '@showroom/contract';
import { forbidden } from './errors.ts';

/**
 * The plan's flags enforced by the server (issue 29, B.6). The editors hide and disable what a
 * company's plan does not allow (spec 2 §6, spec 3 §6: gating.show hides the section, gating.enable
 * the main toggle, each option its own show/enable, gating.edit locks the options); a client that
 * is not the console could still send them, so every save of a widget or a page's settings passes
 * here first.
 *
 * The rule: a save may turn a setting on only when the plan lets the rep turn it on, when the
 * record already had it on (a company whose plan went down keeps what it stored and can still
 * save its other changes), or, for a new widget, when the plan itself turns it on for new widgets
 * (`checked`). Turning a setting off is never refused: it uses nothing the plan sells. The §4
 * dependencies follow the console's: an option the rep may turn on may bring the one it needs
 * (two-factor brings the domain check, redirect the blocklist check).
 */

/** The settings a save asks for: on or off; absent when the body does not carry it. */
export type PlanAsk = Partial<Record<PlanSetting, boolean>>;

/** The order settings are judged in, so the refusal names the first as the editor lists them. */
const order = Object.keys(planSettingLabels) as PlanSetting[];

/** Whether the plan's flags let a rep turn `setting` on (what the console's controls allow). */
export function planAllows(plan: EmbedSettings, setting: PlanSetting): boolean {
  const { gating } = plan;
  const option = (flags: GatingOptionFlags) => gating.show && gating.edit && flags.show && flags.enable;
  switch (setting) {
    case 'is_gated':
      return gating.show && gating.enable;
    case 'email_required':
      return option(gating.embed.required);
    case 'custom_verification':
      return option(gating.embed.customVerification);
    case 'check_blocklist':
      return option(gating.embed.verify.blocklist);
    case 'redirect_to_restricted_domain':
      return option(gating.embed.verify.blocklist.redirect);
    case 'check_domain':
      return option(gating.embed.verify.domain);
    case 'check_twofactor':
      return option(gating.embed.verify.twofactor);
    // A page's own options sit under the gating section, locked without gating.edit (spec 3 §6).
    case 'isOutbound':
    case 'checkIntended':
      return gating.show && gating.edit;
  }
}

/** What a new widget starts with (spec 2 §4: the plan's `checked` defaults, kept consistent). */
export function planDefaults(plan: EmbedSettings): PlanAsk {
  const { gating } = plan;
  const { verify } = gating.embed;
  const redirect = verify.blocklist.redirect.checked;
  const twofactor = verify.twofactor.checked;
  return {
    is_gated: gating.checked,
    email_required: gating.embed.required.checked,
    custom_verification: gating.embed.customVerification.checked,
    check_blocklist: verify.blocklist.checked || redirect,
    redirect_to_restricted_domain: redirect,
    check_domain: verify.domain.checked || twofactor,
    check_twofactor: twofactor,
    isOutbound: false,
    checkIntended: false,
  };
}

/**
 * The first setting `asked` turns on that the plan does not allow, given what the record had
 * before (`before`: the stored record, or `planDefaults` for a new one); undefined when the plan
 * allows all of them.
 */
export function firstRefusedSetting(
  plan: EmbedSettings,
  asked: PlanAsk,
  before: PlanAsk,
): PlanSetting | undefined {
  const mayBeOn = (setting: PlanSetting) => before[setting] === true || planAllows(plan, setting);
  // The option that needs this one (spec 2 §4), turned on by a rep who may: it brings this one.
  const broughtBy: Partial<Record<PlanSetting, PlanSetting>> = {
    check_domain: 'check_twofactor',
    check_blocklist: 'redirect_to_restricted_domain',
  };
  return order.find((setting) => {
    if (asked[setting] !== true || mayBeOn(setting)) return false;
    const needer = broughtBy[setting];
    return !(needer && asked[needer] === true && mayBeOn(needer));
  });
}

/**
 * Refuses (a `forbidden` domain error, 403) a save that turns on a setting the company's plan
 * does not allow, naming the first one.
 */
export function assertPlanAllows(plan: EmbedSettings, asked: PlanAsk, before: PlanAsk): void {
  const refused = firstRefusedSetting(plan, asked, before);
  if (refused) throw forbidden(planRefusal(refused));
}

/** Where the routes read the company's plan: `app.companySettings`. */
export interface PlanSource {
  embedSettings(companyId: string): Promise<EmbedSettings>;
}

/**
 * The check as the routes call it: the company's plan read from the database, `before` the
 * stored record's settings (undefined for a new widget: the plan's defaults).
 */
export async function checkPlan(
  source: PlanSource,
  companyId: string,
  asked: PlanAsk,
  before?: PlanAsk,
): Promise<void> {
  const plan = await source.embedSettings(companyId);
  assertPlanAllows(plan, asked, before ?? planDefaults(plan));
}

// ---------------------------------------------------------------------------------------------
// What each kind's body asks for, in the plan's names.
// ---------------------------------------------------------------------------------------------

const on = (value: unknown) => value === 1 || value === true || value === '1';

/**
 * Hero and Solo forms (and their stored data) carry the gating options under the plan's own names;
 * a Sneakpeek carries only `is_gated`.
 */
export function launcherAsk(values: Record<string, unknown>): PlanAsk {
  const asked: PlanAsk = {};
  for (const setting of order) if (setting in values) asked[setting] = on(values[setting]);
  return asked;
}

/** A CYOA keeps the options in its settings under camelCase names (spec 2 §3). */
export function cyoaAsk(setting: Partial<CyoaSettings>): PlanAsk {
  return {
    is_gated: on(setting.verifyIdentity),
    email_required: on(setting.isRequired),
    custom_verification: on(setting.customVerification),
    check_blocklist: on(setting.checkBlocklist),
    redirect_to_restricted_domain: on(setting.redirectToRestrictedDomain),
    check_domain: on(setting.checkDomain),
    check_twofactor: on(setting.checkTwoFactor),
  };
}

/**
 * A page's settings (spec 3 §3 page_style.settings); redirect is on when the style has its
 * restricted-domain block, as the page editor reads it.
 */
export function pageAsk(style: Partial<Pick<PageStyle, 'settings' | 'restrictedRedirect'>>): PlanAsk {
  const s = style.settings;
  return {
    is_gated: on(s?.verifyIdentity),
    email_required: on(s?.isRequired),
    custom_verification: on(s?.customVerification),
    check_blocklist: on(s?.checkBlocklist),
    redirect_to_restricted_domain:
      style.restrictedRedirect !== undefined && style.restrictedRedirect !== null,
    check_domain: on(s?.checkDomain),
    check_twofactor: on(s?.checkTwoFactor),
    isOutbound: on(s?.isOutbound),
    checkIntended: on(s?.checkIntended),
  };
}
