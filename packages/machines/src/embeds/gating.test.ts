import {
  defaultEmbedSettings,
  type GatingValues,
  gatingConsistent,
  gatingOptionNames,
} from '@showroom/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gatingDefaults, gatingView, toggleGating } from './gating.ts';

const off: GatingValues = {
  is_gated: 0,
  email_required: 0,
  custom_verification: 0,
  check_blocklist: 0,
  redirect_to_restricted_domain: 0,
  check_domain: 0,
  check_twofactor: 0,
};

describe('gating dependencies (spec 2 §4)', () => {
  it('turning on redirect forces the blocklist check on', () => {
    expect(toggleGating(off, 'redirect_to_restricted_domain', true)).toMatchObject({
      redirect_to_restricted_domain: 1,
      check_blocklist: 1,
    });
  });

  it('turning off the blocklist check turns off redirect', () => {
    const on = toggleGating(off, 'redirect_to_restricted_domain', true);
    expect(toggleGating(on, 'check_blocklist', false)).toMatchObject({
      redirect_to_restricted_domain: 0,
      check_blocklist: 0,
    });
  });

  it('turning on two-factor forces the domain check on, and domain off clears two-factor', () => {
    const on = toggleGating(off, 'check_twofactor', true);
    expect(on).toMatchObject({ check_twofactor: 1, check_domain: 1 });
    expect(toggleGating(on, 'check_domain', false)).toMatchObject({ check_twofactor: 0, check_domain: 0 });
  });

  it('leaves the other options as they were', () => {
    const on = toggleGating({ ...off, email_required: 1 }, 'check_domain', true);
    expect(on).toEqual({ ...off, email_required: 1, check_domain: 1 });
  });

  it('no sequence of toggles ends in a forbidden combination', () => {
    const toggle = fc.record({ option: fc.constantFrom(...gatingOptionNames), on: fc.boolean() });
    fc.assert(
      fc.property(fc.array(toggle, { maxLength: 40 }), (toggles) => {
        let values = off;
        for (const { option, on } of toggles) {
          values = toggleGating(values, option, on);
          // The option the rep chose holds, and the record stays consistent after every step.
          expect(values[option]).toBe(on ? 1 : 0);
          expect(gatingConsistent(values)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('gating flags (spec 2 §6)', () => {
  it('new widgets take their defaults from the flags, kept consistent', () => {
    const settings = defaultEmbedSettings();
    settings.gating.checked = true;
    settings.gating.embed.verify.twofactor.checked = true;
    expect(gatingDefaults(settings)).toEqual({ ...off, is_gated: 1, check_twofactor: 1, check_domain: 1 });
  });

  it('hides, disables and locks options by their flags', () => {
    const settings = defaultEmbedSettings();
    settings.gating.enable = false;
    settings.gating.embed.verify.domain.show = false;
    settings.gating.embed.required.enable = false;
    const view = gatingView(settings);
    expect(view.options.is_gated.enable).toBe(false);
    expect(view.options.check_domain.show).toBe(false);
    expect(view.options.email_required.enable).toBe(false);
    expect(view.locked).toBe(false);
    settings.gating.edit = false;
    expect(gatingView(settings)).toMatchObject({
      locked: true,
      options: { check_blocklist: { enable: false } },
    });
  });
});
