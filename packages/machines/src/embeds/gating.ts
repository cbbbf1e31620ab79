import type { EmbedSettings, Flag, GatingOptionName, GatingValues } from '@showroom/contract';

/**
 * spec 2 §4 gating dependencies, one pure step: a rep turns one option on or off, and the
 * options that depend on it follow.
 * - turning on redirect forces the blocklist check on; turning the blocklist off turns redirect off;
 * - turning on two-factor forces the domain check on; turning the domain off turns two-factor off.
 * Every editor (Hero, Solo, CYOA, pages later) toggles through this, so no sequence of toggles
 * ends with redirect on and the blocklist off, or two-factor on and the domain off
 * (gating.test.ts checks every sequence of a property test).
 */
export function toggleGating(values: GatingValues, option: GatingOptionName, on: boolean): GatingValues {
  const flag: Flag = on ? 1 : 0;
  const next = { ...values, [option]: flag };
  if (option === 'redirect_to_restricted_domain' && on) next.check_blocklist = 1;
  if (option === 'check_blocklist' && !on) next.redirect_to_restricted_domain = 0;
  if (option === 'check_twofactor' && on) next.check_domain = 1;
  if (option === 'check_domain' && !on) next.check_twofactor = 0;
  return next;
}

/** The gating values of a new widget: each option's `checked` default from the plan's flags (spec 2 §4). */
export function gatingDefaults(settings: EmbedSettings): GatingValues {
  const { gating } = settings;
  const on = (checked: boolean): Flag => (checked ? 1 : 0);
  const defaults: GatingValues = {
    is_gated: on(gating.checked),
    email_required: on(gating.embed.required.checked),
    custom_verification: on(gating.embed.customVerification.checked),
    check_blocklist: on(gating.embed.verify.blocklist.checked),
    redirect_to_restricted_domain: on(gating.embed.verify.blocklist.redirect.checked),
    check_domain: on(gating.embed.verify.domain.checked),
    check_twofactor: on(gating.embed.verify.twofactor.checked),
  };
  // A plan that checks redirect or two-factor alone still yields a consistent widget.
  if (defaults.redirect_to_restricted_domain) defaults.check_blocklist = 1;
  if (defaults.check_twofactor) defaults.check_domain = 1;
  return defaults;
}

/** How the panel shows one option (spec 2 §6): hidden, disabled, or editable. */
export type GatingOptionView = { show: boolean; enable: boolean };

/**
 * What the panel may show and change, from the plan's flags (spec 2 §6): the section only when
 * gating.show; the main toggle disabled without gating.enable; each option by its own flags;
 * `locked` (gating.edit false) blurs the options behind the Upgrade message.
 */
export function gatingView(settings: EmbedSettings) {
  const { gating } = settings;
  const view = (flags: { show: boolean; enable: boolean }): GatingOptionView => ({
    show: flags.show,
    enable: flags.enable && gating.edit,
  });
  const options: Record<GatingOptionName, GatingOptionView> = {
    is_gated: { show: true, enable: gating.enable },
    email_required: view(gating.embed.required),
    custom_verification: view(gating.embed.customVerification),
    check_blocklist: view(gating.embed.verify.blocklist),
    redirect_to_restricted_domain: view(gating.embed.verify.blocklist.redirect),
    check_domain: view(gating.embed.verify.domain),
    check_twofactor: view(gating.embed.verify.twofactor),
  };
  return { show: gating.show, locked: !gating.edit, options };
}

/** CYOA keeps the same options in its settings under these names (spec 2 §3). */
export const cyoaGatingNames = {
  is_gated: 'verifyIdentity',
  email_required: 'isRequired',
  custom_verification: 'customVerification',
  check_blocklist: 'checkBlocklist',
  redirect_to_restricted_domain: 'redirectToRestrictedDomain',
  check_domain: 'checkDomain',
  check_twofactor: 'checkTwoFactor',
} as const satisfies Record<GatingOptionName, string>;
