export { type AppOptions, buildApp } from './app.ts';
export { buildAudienceApp } from './audience/app.ts';
export { type Config, ConfigError, loadConfig } from './config.ts';
export { type Database, type Db, openDatabase } from './db/database.ts';
export * as schema from './db/schema.ts';
export { type SeedOptions, type SeedResult, seed } from './db/seed.ts';
