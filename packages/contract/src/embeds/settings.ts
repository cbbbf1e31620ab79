import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { exampleIds } from './shared.ts';

/** One gating option's flags (spec 2 §6): shown, enabled, and its default for new widgets. */
export const gatingOptionFlags = z.object({ show: z.boolean(), enable: z.boolean(), checked: z.boolean() });
export type GatingOptionFlags = z.infer<typeof gatingOptionFlags>;

/**
 * spec 2 §3 gating {show, enable, edit, checked, embed{required, verify{blocklist{redirect},
 * domain, twofactor}}}, with custom verification beside required (the spec's panel has it, its
 * flags do not say where).
 */
export const gatingFlags = z.object({
  show: z.boolean(),
  enable: z.boolean(),
  edit: z.boolean(),
  checked: z.boolean(),
  embed: z.object({
    required: gatingOptionFlags,
    customVerification: gatingOptionFlags,
    verify: z.object({
      blocklist: z.extend(gatingOptionFlags, { redirect: gatingOptionFlags }),
      domain: gatingOptionFlags,
      twofactor: gatingOptionFlags,
    }),
  }),
});

/**
 * The embed flags of a company's plan (spec 2 §6): the gating panel's and the marketplace panel's
 * visibility. They come from the company's plan settings; a company without any gets these
 * defaults, which show and allow everything with every option off for new widgets.
 */
export const embedSettings = z.object({
  gating: gatingFlags,
  embedSettingsVisibility: z.object({ show: z.boolean() }),
});
export type EmbedSettings = z.infer<typeof embedSettings>;

const option = (checked = false): GatingOptionFlags => ({ show: true, enable: true, checked });
export const defaultEmbedSettings = (): EmbedSettings => ({
  gating: {
    show: true,
    enable: true,
    edit: true,
    checked: false,
    embed: {
      required: option(),
      customVerification: option(),
      verify: { blocklist: { ...option(), redirect: option() }, domain: option(), twofactor: option() },
    },
  },
  embedSettingsVisibility: { show: true },
});

/** GET /web/setting/embed/{companyId} (ours: spec 2 §6 shows the flags, not their call). */
export const getEmbedSettings = defineRoute({
  method: 'GET',
  path: '/web/setting/embed/{companyId}',
  auth: 'token',
  params: z.object({ companyId: z.uuid() }),
  payload: embedSettings,
  example: { params: { companyId: exampleIds.companyId } },
});
