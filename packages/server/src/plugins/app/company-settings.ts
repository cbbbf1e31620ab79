import {
  defaultEmbedSettings,
  type EmbedSettings,
  type LogoRecord,
  settingsServerMessages,
  type WebsiteStyle,
} from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { companies, companySettings } from '../../db/schema.ts';
import { invalid, notFound, tooLarge, wrongType } from '../../services/errors.ts';
import { type ImageType, sniffImage } from '../../services/image-type.ts';
import {
  type AddressPolicy,
  publicAddressesOnly,
  SafeFetchError,
  safeFetch,
} from '../../services/safe-fetch.ts';
import type { Storage } from '../../services/storage.ts';

type SettingsRow = typeof companySettings.$inferSelect;
type SettingsChange = Partial<Omit<SettingsRow, 'companyId' | 'updatedAt'>>;

/**
 * spec 1 §3 Company settings, logo record and feature flags. Every method takes the caller's
 * companyId (from the session, checked against the path by the route) and reads or writes that
 * company's rows only.
 */
export interface LogoFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  addressPolicy: AddressPolicy;
}

/** How long fetching a logo by URL may take, redirects included. */
const LOGO_FETCH_TIMEOUT_MS = 10_000;

/**
 * The logo at `url`, fetched once by the server (issue 15.8: the console's CSP shows images only
 * from itself and the media origin, and a third party should not learn who views the console).
 */
async function fetchLogo(url: string, options: LogoFetchOptions): Promise<Uint8Array> {
  try {
    const { bytes } = await safeFetch(url, { ...options, accept: 'image/*' });
    return bytes;
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.reason === 'address') throw invalid(settingsServerMessages.logoAddressRefused);
    if (error.reason === 'size') throw tooLarge(settingsServerMessages.imageTooLarge);
    throw invalid(settingsServerMessages.logoUnreachable);
  }
}

export function companySettingsService(
  db: Db,
  storage: Storage,
  mediaUrl: string,
  logoFetch: LogoFetchOptions,
) {
  async function company(companyId: string) {
    const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
    if (!row) throw notFound('Not found');
    return row;
  }

  async function settings(companyId: string): Promise<SettingsChange & { emailBlockList: string[] }> {
    const [row] = await db
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, companyId))
      .limit(1);
    return (
      row ?? {
        emailBlockList: [],
        featurePermissions: {},
        logoUrl: null,
        logoImageKey: null,
        logoRecentMethod: null,
        embedSettings: null,
      }
    );
  }

  /** One upsert: the row is made on the first write. */
  async function write(companyId: string, change: SettingsChange) {
    await db
      .insert(companySettings)
      .values({ companyId, ...change })
      .onConflictDoUpdate({ target: companySettings.companyId, set: { ...change, updatedAt: sql`now()` } });
  }

  /** Stores the bytes under a new random key, points the record at it, drops the old file. */
  async function storeLogo(companyId: string, bytes: Uint8Array, type: ImageType, change: SettingsChange) {
    const previous = (await settings(companyId)).logoImageKey;
    const key = storage.newKey('logos', companyId, type.extension);
    await storage.put(key, bytes);
    await write(companyId, { ...change, logoImageKey: key });
    if (previous) await storage.remove(previous);
    return logoRecord(await settings(companyId));
  }

  const logoRecord = (row: SettingsChange): LogoRecord => ({
    logo_url: row.logoUrl ?? null,
    logo_image: row.logoImageKey ? `${mediaUrl}/${row.logoImageKey}` : null,
    recent_method: row.logoRecentMethod ?? null,
  });

  const companySettingsPayload = (companyId: string, style: WebsiteStyle, blockList: string[]) => ({
    companyId,
    website_style: JSON.stringify(style),
    email_block_list: JSON.stringify(blockList),
  });

  return {
    async get(companyId: string) {
      const [row, extra] = await Promise.all([company(companyId), settings(companyId)]);
      return companySettingsPayload(companyId, row.websiteStyle, extra.emailBlockList);
    },

    async emails(companyId: string) {
      await company(companyId);
      return { email_block_list: JSON.stringify((await settings(companyId)).emailBlockList) };
    },

    async updateStyle(companyId: string, style: WebsiteStyle, blockList: string[]) {
      await company(companyId);
      await db.transaction(async (tx) => {
        await tx.update(companies).set({ websiteStyle: style }).where(eq(companies.id, companyId));
        await tx
          .insert(companySettings)
          .values({ companyId, emailBlockList: blockList })
          .onConflictDoUpdate({
            target: companySettings.companyId,
            set: { emailBlockList: blockList, updatedAt: sql`now()` },
          });
      });
      return companySettingsPayload(companyId, style, blockList);
    },

    async logo(companyId: string): Promise<LogoRecord> {
      await company(companyId);
      return logoRecord(await settings(companyId));
    },

    /**
     * A logo by address: fetched once, checked by its bytes like an upload, and stored on the
     * media origin; `logo_url` keeps the address the rep typed, `logo_image` the stored copy.
     */
    async setLogoUrl(companyId: string, url: string): Promise<LogoRecord> {
      await company(companyId);
      const bytes = await fetchLogo(url, logoFetch);
      const type = sniffImage(bytes);
      if (!type) throw wrongType(settingsServerMessages.imageType);
      return storeLogo(companyId, bytes, type, { logoUrl: url, logoRecentMethod: 'url' });
    },

    async setLogoImage(companyId: string, bytes: Uint8Array, type: ImageType): Promise<LogoRecord> {
      await company(companyId);
      return storeLogo(companyId, bytes, type, { logoRecentMethod: 'image' });
    },

    async permissions(companyId: string) {
      await company(companyId);
      return { companyId, permissions: (await settings(companyId)).featurePermissions ?? {} };
    },

    /**
     * spec 2 §6: the embed flags of the company's plan; a company whose plan sets none gets the
     * defaults, which show everything. Set by an operator (`npm run company:plan`), never by a rep.
     */
    async embedSettings(companyId: string): Promise<EmbedSettings> {
      await company(companyId);
      return (await settings(companyId)).embedSettings ?? defaultEmbedSettings();
    },

    /** spec 1 §3: the hidden-feature list in the first record of the payload. */
    async hiddenFeatures(companyId: string) {
      const row = await company(companyId);
      return [{ companyId, hiddenFeatures: JSON.stringify(row.hiddenFeatures) }];
    },

    /** Replaces the company's hidden-feature list; answers as `hiddenFeatures` does. */
    async setHiddenFeatures(
      companyId: string,
      hiddenFeatures: (typeof companies.$inferSelect)['hiddenFeatures'],
    ) {
      const changed = await db
        .update(companies)
        .set({ hiddenFeatures })
        .where(eq(companies.id, companyId))
        .returning({ id: companies.id });
      if (changed.length === 0) throw notFound('Not found');
      return [{ companyId, hiddenFeatures: JSON.stringify(hiddenFeatures) }];
    },
  };
}

export type CompanySettingsService = ReturnType<typeof companySettingsService>;

/**
 * Sets a company's plan flags (spec 2 §6), or back to the defaults with null. An operator's
 * action (scripts/company-plan.ts): no /web call writes them, so a rep cannot raise their own
 * plan. The caller has checked `settings` against the contract. False when there is no such company.
 */
export async function writeEmbedSettings(
  db: Db,
  companyId: string,
  settings: EmbedSettings | null,
): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!row) return false;
  await db
    .insert(companySettings)
    .values({ companyId, embedSettings: settings })
    .onConflictDoUpdate({
      target: companySettings.companyId,
      set: { embedSettings: settings, updatedAt: sql`now()` },
    });
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    companySettings: CompanySettingsService;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    // Tests admit their own server on 127.0.0.1 through config.outboundTestAddresses (never set
    // from the environment); a running server reaches public addresses only.
    const allowed = new Set(config.outboundTestAddresses);
    const addressPolicy: AddressPolicy =
      allowed.size === 0
        ? publicAddressesOnly
        : (address) => allowed.has(address) || publicAddressesOnly(address);
    app.decorate(
      'companySettings',
      companySettingsService(app.db, app.storage, config.media.url, {
        maxBytes: config.media.logoMaxBytes,
        timeoutMs: LOGO_FETCH_TIMEOUT_MS,
        addressPolicy,
      }),
    );
  },
  { name: 'company-settings', dependencies: ['config', 'db', 'storage'] },
);
