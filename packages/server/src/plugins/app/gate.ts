import { randomBytes } from 'node:crypto';
import {
  cyoa,
  defaultRestrictedRedirect,
  defaultVerification,
  type EmbedKind,
  type FrameWidget,
  type GateOptions,
  type GateSubmission,
  gateConfirmMinutes,
  gateConfirmPath,
  gateMessages,
  gateOptionsOf,
  type gateOutcome,
  hero,
  newPageStyle,
  pageGateOptions,
  pageStyleOf,
  sneakpeek,
  solo,
} from '@showroom/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { pageSubjectKind } from '../../analytics/event-sources.ts';
import type { Db } from '../../db/database.ts';
import { companySettings, gateConfirmations, gateSubmissions, widgets } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import {
  isBlockedDomain,
  isEmailAddress,
  isWorkEmail,
  type MailDomainCheck,
} from '../../services/email-check.ts';
import { notFound, tooMany } from '../../services/errors.ts';
import { hashToken } from '../../services/tokens.ts';
import { type Mail, mailsPerRecipientPerHour } from './mailer.ts';
import { pagesRepository } from './pages.ts';
import type { RateCounters } from './rate-counters.ts';
import { recordingsRepository } from './recordings.ts';
import { enqueueWebhook } from './webhooks.ts';
import { widgetsRepository } from './widgets.ts';

/**
 * The e-mail gate (issue 12; spec 2 §2 Gating options), checked on the audience host in the
 * order the options name: the address's shape, the company blocklist and the free-mail check
 * (redirecting a restricted domain where the widget says so), the domain's mail servers, then
 * the two-factor link. Every submission is stored with its outcome (gate_submissions); a company
 * with a webhook hears of each one with an address (webhooks.ts).
 */

// ---------------------------------------------------------------------------------------------
// The service
// ---------------------------------------------------------------------------------------------

export interface GateDeps {
  db: Db;
  audienceUrl: string;
  mediaUrl: string;
  mailer: { send(mail: Mail): Promise<void> };
  counters: RateCounters;
  /** The queue's enqueue (the webhook jobs); the worker runs in the app host's process. */
  jobs: Pick<JobQueue, 'enqueue'>;
  domains: MailDomainCheck;
  /** Submissions per widget and client address in `windowSeconds`. */
  limit?: { max: number; windowSeconds: number };
}

/** The reply as the route sends it (a redirect's demo in its wire form). */
export type GateReply = z.input<typeof gateOutcome>;

type Outcome = 'allowed' | 'refused' | 'redirected' | 'verify' | 'confirmed';

const parseWidget = (kind: EmbedKind, wire: unknown): FrameWidget => {
  switch (kind) {
    case 'hero':
      return { kind, hero: hero.parse(wire) };
    case 'solo':
      return { kind, solo: solo.parse(wire) };
    case 'sneakpeek':
      return { kind, sneakpeek: sneakpeek.parse(wire) };
    case 'cyoa':
      return { kind, cyoa: cyoa.parse(wire) };
  }
};

export function gateService(deps: GateDeps) {
  const { db } = deps;
  const repository = widgetsRepository(db, deps.mediaUrl);
  const recordings = recordingsRepository(db, deps.mediaUrl);
  const limit = deps.limit ?? { max: 30, windowSeconds: 600 };

  /** A published widget with its gate, whatever its company; undefined when there is none to show. */
  async function liveWidget(kind: EmbedKind, id: string) {
    const [row] = await db
      .select({ companyId: widgets.companyId, name: widgets.name })
      .from(widgets)
      .where(and(eq(widgets.kind, kind), eq(widgets.id, id), eq(widgets.live, true)))
      .limit(1);
    if (!row) return undefined;
    const wire = await repository[kind](row.companyId, id);
    if (!wire) return undefined;
    return { companyId: row.companyId, name: row.name, options: gateOptionsOf(parseWidget(kind, wire)) };
  }

  async function blockList(companyId: string): Promise<string[]> {
    const [row] = await db
      .select({ list: companySettings.emailBlockList })
      .from(companySettings)
      .where(eq(companySettings.companyId, companyId))
      .limit(1);
    return row?.list ?? [];
  }

  async function redirectOf(companyId: string, options: GateOptions): Promise<GateReply> {
    const { redirect } = options;
    const demo =
      redirect.restrictType === 'demo' && /^[0-9a-f-]{36}$/i.test(redirect.demo)
        ? await recordings.find(companyId, redirect.demo)
        : undefined;
    return { outcome: 'redirected', redirect, ...(demo ? { demo } : {}) };
  }

  const pages = pagesRepository(db, deps.audienceUrl);

  /** A live page's gate by its link (the relationship exists); undefined when the link opens nothing. */
  async function livePage(link: string) {
    const found = await pages.resolveLink(link);
    if (!found?.page.live) return undefined;
    const { page } = found;
    const parsed = pageStyleOf(page.type).safeParse({ ...newPageStyle(page.type), ...page.style });
    if (!parsed.success) return undefined;
    const style = parsed.data;
    const gate = pageGateOptions(style.settings);
    const options: GateOptions = {
      gated: gate.gated,
      required: gate.required,
      verification: defaultVerification(),
      checkBlocklist: gate.checkBlocklist,
      redirectRestricted: gate.checkBlocklist && style.restrictedRedirect !== undefined,
      checkDomain: gate.checkDomain,
      checkTwoFactor: gate.checkTwoFactor,
      redirect: style.restrictedRedirect ?? defaultRestrictedRedirect(),
    };
    return { companyId: page.companyId, pageId: page.id, type: page.type, options };
  }

  /** The gate's checks for one widget or page, in the order the options name; each answer stored. */
  async function check(
    subject: { companyId: string; kind: EmbedKind; widgetId: string; options: GateOptions },
    submission: GateSubmission,
    clientAddress: string,
  ): Promise<GateReply> {
    const { options, companyId, kind, widgetId: id } = subject;
    const hit = await deps.counters.hit(`gate:${id}:${clientAddress}`, limit.windowSeconds);
    if (hit.hits > limit.max) throw tooMany(gateMessages.tooMany);
    const email = submission.email;
    const record = async (outcome: Outcome, extra?: (tx: Db, submissionId: string) => Promise<void>) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(gateSubmissions)
          .values({ companyId, kind, widgetId: id, visitor: submission.visitor, email, outcome })
          .returning({ id: gateSubmissions.id });
        await extra?.(tx, row!.id);
        // Only an address the gate could read is a lead worth a webhook.
        if (email !== '' && isEmailAddress(email)) await enqueueWebhook(deps.jobs, companyId, row!.id, tx);
        return row!.id;
      });
    const refuse = async (message: string): Promise<GateReply> => {
      await record('refused');
      return { outcome: 'refused', message };
    };

    if (email === '') {
      if (options.required) return refuse(gateMessages.required);
      await record('allowed');
      return { outcome: 'allowed' };
    }
    if (!isEmailAddress(email)) return refuse(gateMessages.invalidEmail);
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();

    if (options.checkBlocklist) {
      // isWorkEmail: not a free provider, not a disposable one (maintained lists, decision 3).
      const restricted = isBlockedDomain(domain, await blockList(companyId)) || !isWorkEmail(email);
      if (restricted) {
        if (!options.redirectRestricted) return refuse(gateMessages.restrictedDomain);
        const outcome = await redirectOf(companyId, options);
        await record('redirected');
        return outcome;
      }
    }
    if (options.checkDomain) {
      const answer = await deps.domains.canReceive(domain);
      if (answer === 'no') return refuse(gateMessages.domainCannotReceive);
      if (answer === 'unknown') return refuse(gateMessages.domainUnchecked);
    }
    if (options.checkTwoFactor) {
      // One recipient is sent a few links an hour at most: the gate must not be a way to flood an inbox.
      const sent = await deps.counters.hit(`gate-mail:${email.toLowerCase()}`, 3600);
      if (sent.hits > mailsPerRecipientPerHour) return refuse(gateMessages.tooMany);
      const token = randomBytes(16).toString('base64url');
      const pending = randomBytes(16).toString('base64url');
      const link = `${deps.audienceUrl.replace(/\/$/, '')}${gateConfirmPath.replace('{token}', token)}`;
      try {
        await deps.mailer.send({
          to: email,
          subject: gateMessages.mailSubject,
          text: gateMessages.mailText(link, gateConfirmMinutes),
        });
      } catch {
        return refuse(gateMessages.mailFailed);
      }
      await record('verify', async (tx, submissionId) => {
        await tx.insert(gateConfirmations).values({
          tokenHash: hashToken(token),
          pendingHash: hashToken(pending),
          submissionId,
          expiresAt: sql`now() + make_interval(mins => ${gateConfirmMinutes})`,
        });
      });
      return { outcome: 'verify', pending, message: gateMessages.verifySent };
    }
    await record('allowed');
    return { outcome: 'allowed' };
  }

  return {
    liveWidget,

    async submit(
      kind: EmbedKind,
      id: string,
      submission: GateSubmission,
      clientAddress: string,
    ): Promise<GateReply> {
      const widget = await liveWidget(kind, id);
      if (!widget?.options.gated) throw notFound('Not found');
      return check(
        { companyId: widget.companyId, kind, widgetId: id, options: widget.options },
        submission,
        clientAddress,
      );
    },

    livePage,

    /**
     * A prospect page's gate (POST /gate/page/{link}; issue 13): the page's settings, checked like
     * a widget's, every submission stored under the page (its id in `widget_id`, as its events
     * are: analytics/event-sources.ts `pageSubjectKind`) for the link's company, and sent to the
     * company's webhook. A page whose gate is off lets everyone through and stores nothing.
     */
    async submitPage(link: string, submission: GateSubmission, clientAddress: string): Promise<GateReply> {
      const page = await livePage(link);
      if (!page) throw notFound('Not found');
      if (!page.options.gated) return { outcome: 'allowed' };
      return check(
        {
          companyId: page.companyId,
          kind: pageSubjectKind[page.type],
          widgetId: page.pageId,
          options: page.options,
        },
        submission,
        clientAddress,
      );
    },

    /** Whether the frame's pending link was confirmed; undefined once it has expired (or never was). */
    async pending(pending: string): Promise<{ confirmed: boolean } | undefined> {
      const [row] = await db
        .select({ confirmedAt: gateConfirmations.confirmedAt })
        .from(gateConfirmations)
        .where(
          and(
            eq(gateConfirmations.pendingHash, hashToken(pending)),
            gt(gateConfirmations.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row ? { confirmed: row.confirmedAt !== null } : undefined;
    },

    /**
     * What the submission a pending link belongs to opened: a widget (`kind` one of its kinds) or a
     * page (its id in `id`, as its events are); undefined for a link that names none.
     */
    async pendingSubject(pending: string) {
      const [row] = await db
        .select({
          kind: gateSubmissions.kind,
          id: gateSubmissions.widgetId,
          companyId: gateSubmissions.companyId,
        })
        .from(gateConfirmations)
        .innerJoin(gateSubmissions, eq(gateSubmissions.id, gateConfirmations.submissionId))
        .where(eq(gateConfirmations.pendingHash, hashToken(pending)))
        .limit(1);
      return row;
    },

    /** What the mailed link's page shows (a GET changes nothing: a mail scanner fetches links). */
    async linkState(token: string): Promise<'open' | 'confirmed' | 'expired'> {
      const [row] = await db
        .select({ confirmedAt: gateConfirmations.confirmedAt })
        .from(gateConfirmations)
        .where(
          and(eq(gateConfirmations.tokenHash, hashToken(token)), gt(gateConfirmations.expiresAt, sql`now()`)),
        )
        .limit(1);
      if (!row) return 'expired';
      return row.confirmedAt ? 'confirmed' : 'open';
    },

    /** The click: confirms the link once; the confirmation is a submission of its own ('confirmed'). */
    async confirm(token: string, clientAddress: string): Promise<'confirmed' | 'expired'> {
      const hit = await deps.counters.hit(`gate-confirm:${clientAddress}`, limit.windowSeconds);
      if (hit.hits > limit.max) throw tooMany(gateMessages.tooMany);
      return db.transaction(async (tx) => {
        const [confirmed] = await tx
          .update(gateConfirmations)
          .set({ confirmedAt: sql`now()` })
          .where(
            and(
              eq(gateConfirmations.tokenHash, hashToken(token)),
              gt(gateConfirmations.expiresAt, sql`now()`),
              isNull(gateConfirmations.confirmedAt),
            ),
          )
          .returning({ submissionId: gateConfirmations.submissionId });
        if (!confirmed) {
          const [already] = await tx
            .select({ at: gateConfirmations.confirmedAt })
            .from(gateConfirmations)
            .where(
              and(
                eq(gateConfirmations.tokenHash, hashToken(token)),
                gt(gateConfirmations.expiresAt, sql`now()`),
              ),
            )
            .limit(1);
          return already?.at ? 'confirmed' : 'expired';
        }
        const [original] = await tx
          .select()
          .from(gateSubmissions)
          .where(eq(gateSubmissions.id, confirmed.submissionId))
          .limit(1);
        if (original) {
          const [row] = await tx
            .insert(gateSubmissions)
            .values({
              companyId: original.companyId,
              kind: original.kind,
              widgetId: original.widgetId,
              visitor: original.visitor,
              email: original.email,
              outcome: 'confirmed',
            })
            .returning({ id: gateSubmissions.id });
          await enqueueWebhook(deps.jobs, original.companyId, row!.id, tx);
        }
        return 'confirmed';
      });
    },
  };
}
export type GateService = ReturnType<typeof gateService>;

/** Expired two-factor links: nothing can use them any more. */
export async function deleteExpiredConfirmations(db: Db): Promise<number> {
  const rows = await db
    .delete(gateConfirmations)
    .where(lt(gateConfirmations.expiresAt, sql`now()`))
    .returning({ token: gateConfirmations.tokenHash });
  return rows.length;
}

export const gateCleanupKind = 'gate.cleanup';

/**
 * On the app host, whose process runs the job worker: the recurring cleanup of expired
 * two-factor links (the audience host's gate service is its own plugin, audience/plugins/gate.ts).
 */
export default fp(
  async (app) => {
    app.jobs.register(
      gateCleanupKind,
      async () => {
        const deleted = await deleteExpiredConfirmations(app.db);
        if (deleted > 0) app.log.info({ deleted, component: 'gate' }, 'expired gate links deleted');
      },
      { everyMs: app.config.jobs.cleanupIntervalMinutes * 60_000 },
    );
  },
  { name: 'gate', dependencies: ['config', 'db', 'jobs'] },
);
