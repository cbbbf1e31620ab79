/**
 * The one Drizzle schema, one file per area under schema/. Migrations under packages/server/drizzle are generated from it
 * (`npm run db:generate`) and committed. Use nothing newer than PostgreSQL 15: PGlite is 18,
 * production servers may be 15 (TOOLCHAIN.md).
 */
export * from './schema/accounts.ts';
export * from './schema/analytics.ts';
export * from './schema/backfills.ts';
export * from './schema/contacts.ts';
export * from './schema/demos.ts';
export * from './schema/embeds.ts';
export * from './schema/pages.ts';
export * from './schema/prospect.ts';
export * from './schema/settings.ts';
