import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { recording } from '../demos/recording.ts';
import {
  defaultRestrictedRedirect,
  defaultVerification,
  type RestrictedRedirect,
  restrictedRedirect,
  type VerificationContent,
} from '../embeds/shared.ts';
import { visitorId } from './events.ts';
import { type FrameWidget, widgetParams } from './frame.ts';

/**
 * The e-mail gate (issue 12; spec 2 §2 Gating options): what a prospect types before the content,
 * checked on the audience host in the order the options name: the address's shape, the company
 * blocklist and free-mail check (redirecting a restricted domain where the widget says so), the
 * domain's mail servers, then the two-factor link.
 */
export const gateToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/));

export const gateSubmission = z.object({
  /** '' when the gate is optional and the prospect skips it. */
  email: z.string().check(z.trim(), z.maxLength(254)),
  visitor: visitorId,
});
export type GateSubmission = z.infer<typeof gateSubmission>;

/**
 * A gated widget's or page's media, given once its gate passes (issue 26, item 5): until then its
 * HTML carries none of its demos' video and captions addresses (a page's thumbnails and GIFs and
 * its videos' addresses neither). Each address is as the audience host hands a prospect media: a
 * demo's video and captions by a sealed address that expires (docs/embedding.md), pictures plain.
 */
export const mediaGrant = z.object({
  demos: z.array(
    z.object({
      id: z.string(),
      location: z.string(),
      captions: z.string(),
      thumbnail: z.string(),
      preview: z.string(),
    }),
  ),
  /** A Collection page's videos added by address. */
  videos: z.array(z.object({ id: z.string(), url: z.string() })),
});
export type MediaGrant = z.infer<typeof mediaGrant>;

/** The demos with the grant's addresses in place of the withheld ones (those it does not name as they were). */
export function grantedDemos<
  T extends { id: string; location: string; captions: string; thumbnail: string; preview: string },
>(demos: readonly T[], grant: MediaGrant | undefined): T[] {
  if (!grant) return [...demos];
  const byId = new Map(grant.demos.map((demo) => [demo.id, demo]));
  return demos.map((demo) => {
    const given = byId.get(demo.id);
    return given
      ? {
          ...demo,
          location: given.location,
          captions: given.captions,
          thumbnail: given.thumbnail,
          preview: given.preview,
        }
      : demo;
  });
}

/** A page's videos with the grant's addresses in place of the withheld ones. */
export function grantedVideos<T extends { id: string; url: string }>(
  videos: readonly T[],
  grant: MediaGrant | undefined,
): T[] {
  if (!grant) return [...videos];
  const byId = new Map(grant.videos.map((video) => [video.id, video.url]));
  return videos.map((video) => (byId.has(video.id) ? { ...video, url: byId.get(video.id)! } : video));
}

export const gateOutcome = z.discriminatedUnion('outcome', [
  /** Go on to the content (its media, when the content is gated: `mediaGrant`). */
  z.object({ outcome: z.literal('allowed'), media: z.optional(mediaGrant) }),
  /** Stay at the gate and say why (the prospect may try another address). */
  z.object({ outcome: z.literal('refused'), message: z.string() }),
  /** A restricted domain with redirect on: play this demo, or show this message, instead. */
  z.object({
    outcome: z.literal('redirected'),
    redirect: restrictedRedirect,
    demo: z.optional(recording),
  }),
  /** Two-factor: a link was mailed; the frame waits for `pending` to be confirmed. */
  z.object({ outcome: z.literal('verify'), pending: gateToken, message: z.string() }),
]);
export type GateOutcome = z.infer<typeof gateOutcome>;

/** POST /gate/{kind}/{id} on the audience host (ours). Rate-limited per widget and address. */
export const submitGate = defineRoute({
  method: 'POST',
  path: '/gate/{kind}/{id}',
  auth: 'public',
  params: widgetParams,
  body: gateSubmission,
  payload: gateOutcome,
});

/** GET /gate/pending/{pending} (ours): whether the mailed link has been confirmed by a click yet. */
export const gatePending = defineRoute({
  method: 'GET',
  path: '/gate/pending/{pending}',
  auth: 'public',
  params: z.object({ pending: gateToken }),
  /** Once confirmed, the gated content's media (`mediaGrant`). */
  payload: z.object({ confirmed: z.boolean(), media: z.optional(mediaGrant) }),
});

/**
 * The mailed link, GET /gate/confirm/{token}: an HTML page with one button (a form POST to the
 * same address), so a mail scanner that fetches the link confirms nothing; only the click does.
 */
export const gateConfirmPath = '/gate/confirm/{token}';

/** Company webhook (ours): gate submissions POSTed to a CRM, signed with HMAC-SHA256. */
export const webhookSignatureHeader = 'x-showroom-signature';
/**
 * Seconds since the epoch when the delivery was signed. The signature covers
 * `<timestamp>.<raw body>`, so a receiver that refuses old timestamps (say, over 5 minutes)
 * cannot be fed a recorded delivery again.
 */
export const webhookTimestampHeader = 'x-showroom-timestamp';
/** The delivery's id (the submission's), the same on every retry: a receiver drops repeats by it. */
export const webhookIdHeader = 'x-showroom-webhook-id';
export const webhookPayload = z.object({
  type: z.literal('gate.submitted'),
  id: z.uuid(),
  at: z.string(),
  companyId: z.uuid(),
  widget: z.object({ kind: z.string(), id: z.uuid(), name: z.string() }),
  email: z.string(),
  outcome: z.string(),
});
export type WebhookPayload = z.infer<typeof webhookPayload>;

/**
 * A widget's gate, the same for every kind (spec 2 §2 Gating options; CYOA keeps them in its
 * settings under other names, Sneakpeek has only is_gated): what the frame shows and what the
 * audience host checks. `verification` is the rep's text when custom_verification is on, else
 * the defaults (spec 2 §3 verification_content).
 */
export interface GateOptions {
  gated: boolean;
  /** email_required: off means the prospect may skip ('' is accepted). */
  required: boolean;
  verification: VerificationContent;
  checkBlocklist: boolean;
  /** Needs checkBlocklist (spec 2 §4). */
  redirectRestricted: boolean;
  checkDomain: boolean;
  /** Needs checkDomain (spec 2 §4). */
  checkTwoFactor: boolean;
  redirect: RestrictedRedirect;
}

export function gateOptionsOf(widget: FrameWidget): GateOptions {
  const off = {
    required: true,
    verification: defaultVerification(),
    checkBlocklist: false,
    redirectRestricted: false,
    checkDomain: false,
    checkTwoFactor: false,
    redirect: defaultRestrictedRedirect(),
  };
  switch (widget.kind) {
    case 'sneakpeek':
      return { ...off, gated: widget.sneakpeek.is_gated === 1 };
    case 'cyoa': {
      const { settings } = widget.cyoa;
      const checkBlocklist = settings.checkBlocklist;
      const checkDomain = settings.checkDomain;
      return {
        gated: settings.verifyIdentity,
        required: settings.isRequired,
        verification: settings.customVerification ? widget.cyoa.verification_content : defaultVerification(),
        checkBlocklist,
        // The dependencies hold even on a record saved before they were enforced.
        redirectRestricted: checkBlocklist && settings.redirectToRestrictedDomain,
        checkDomain,
        checkTwoFactor: checkDomain && settings.checkTwoFactor,
        redirect: widget.cyoa.restricted_redirect,
      };
    }
    default: {
      const record = widget.kind === 'hero' ? widget.hero : widget.solo;
      const checkBlocklist = record.check_blocklist === 1;
      const checkDomain = record.check_domain === 1;
      return {
        gated: record.is_gated === 1,
        required: record.email_required === 1,
        verification: record.custom_verification === 1 ? record.verification_content : defaultVerification(),
        checkBlocklist,
        redirectRestricted: checkBlocklist && record.redirect_to_restricted_domain === 1,
        checkDomain,
        checkTwoFactor: checkDomain && record.check_twofactor === 1,
        redirect: record.restricted_redirect,
      };
    }
  }
}

/** How long a mailed two-factor link stays good. */
export const gateConfirmMinutes = 30;
/** How often the waiting frame asks whether the link was confirmed. */
export const gatePollMs = 3000;
