import { randomBytes } from 'node:crypto';
import {
  type ProspectSettings,
  type ProspectSettingsForm,
  prospectSettingsMessages,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { companySettings } from '../../db/schema.ts';
import { invalid } from '../../services/errors.ts';
import {
  type AddressPolicy,
  assertFetchable,
  policyAdmitting,
  SafeFetchError,
} from '../../services/safe-fetch.ts';
import { loadSecretKey, sealSecret } from '../../services/secrets.ts';

/** Said when a webhook address resolves to a loopback, private or link-local target. */
export const webhookAddressRefused = 'The webhook address must point to a public address';

/**
 * The company's prospect settings (issue 12): the sites that may frame its widgets and the gate's
 * webhook. The signing secret is made here, sealed with the server's key (services/secrets.ts:
 * the delivery job must sign with it, so it cannot be a one-way hash) and answered only by the
 * call that made it.
 */
export function prospectSettingsService(
  db: Db,
  secretKey: Buffer,
  options: { addressPolicy: AddressPolicy; timeoutMs?: number },
) {
  async function row(companyId: string) {
    const [found] = await db
      .select({
        allowedSites: companySettings.allowedSites,
        webhookUrl: companySettings.webhookUrl,
        webhookSecret: companySettings.webhookSecret,
      })
      .from(companySettings)
      .where(eq(companySettings.companyId, companyId))
      .limit(1);
    return found ?? { allowedSites: [], webhookUrl: null, webhookSecret: null };
  }

  const answer = (found: Awaited<ReturnType<typeof row>>): ProspectSettings => ({
    allowedSites: found.allowedSites,
    webhookUrl: found.webhookUrl ?? '',
    hasSecret: found.webhookSecret !== null,
  });

  return {
    async get(companyId: string): Promise<ProspectSettings> {
      return answer(await row(companyId));
    },

    async update(
      companyId: string,
      form: ProspectSettingsForm,
    ): Promise<ProspectSettings & { secret: string }> {
      if (form.webhookUrl !== '') {
        try {
          await assertFetchable(form.webhookUrl, {
            addressPolicy: options.addressPolicy,
            timeoutMs: options.timeoutMs ?? 5000,
          });
        } catch (error) {
          if (!(error instanceof SafeFetchError)) throw error;
          throw invalid(
            error.reason === 'address' ? webhookAddressRefused : prospectSettingsMessages.invalidWebhook,
          );
        }
      }
      const current = await row(companyId);
      // A first webhook gets a secret; a new one only when asked for.
      const makeSecret = form.regenerateSecret || (form.webhookUrl !== '' && current.webhookSecret === null);
      const secret = makeSecret ? `whsec_${randomBytes(32).toString('base64url')}` : '';
      const values = {
        allowedSites: form.allowedSites,
        webhookUrl: form.webhookUrl === '' ? null : form.webhookUrl,
        ...(makeSecret ? { webhookSecret: sealSecret(secretKey, secret) } : {}),
        updatedAt: new Date(),
      };
      await db
        .insert(companySettings)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: companySettings.companyId, set: values });
      return { ...answer(await row(companyId)), secret };
    },
  };
}
export type ProspectSettingsService = ReturnType<typeof prospectSettingsService>;

declare module 'fastify' {
  interface FastifyInstance {
    prospectSettings: ProspectSettingsService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'prospectSettings',
      prospectSettingsService(app.db, await loadSecretKey(app.config), {
        // Tests admit their own loopback receiver (config.outboundTestAddresses); a server admits none.
        addressPolicy: policyAdmitting(app.config.outboundTestAddresses),
      }),
    );
  },
  { name: 'prospect-settings', dependencies: ['config', 'db'] },
);
