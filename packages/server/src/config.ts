import path from 'node:path';
import { newPasswordMax, newPasswordMin, newPasswordProblem, passwordSpecials } from '@showroom/contract';
import { z } from 'zod';
import type { S3Settings } from './services/s3-storage.ts';

/** The repository root: packages/server/src -> ../../.. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Connect and statement limits of the PostgreSQL pool (db/database.ts), in milliseconds. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

/** The defaults of DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS. */
export const defaultDatabaseTimeouts: DatabaseTimeouts = { connectMs: 5_000, statementMs: 30_000 };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Everything the server reads from its environment, parsed once at start.
 * Every variable is documented in docs/configuration.md; keep the two in step.
 */
export interface Config {
  /** Interface both hosts bind to. */
  host: string;
  /** Port of the app host: the console and /web. */
  port: number;
  /** Port of the audience host: what prospects see (ADR 0011 (docs/decisions/0011-separate-origins.md)). */
  audiencePort: number;
  /** Public address of the app host, printed at start and used in links. */
  appUrl: string;
  /** Public address of the audience host; the console may frame it (previews). */
  audienceUrl: string;
  /** Where local state lives: the embedded database, seed credentials, later media. */
  dataDir: string;
  /** Directory of the embedded PGlite database, or 'memory://' for one that lives in memory. */
  pgliteDir: string;
  /** When set, PostgreSQL through node-postgres instead of PGlite. */
  databaseUrl: string | undefined;
  /**
   * Issue 28 §4: how long PostgreSQL may take to give a connection and to answer a statement
   * (0: no limit), so that a stuck database is a 503 in seconds rather than a request hanging.
   */
  databaseTimeouts: DatabaseTimeouts;
  /** How long each check of GET /web/ready (database, schema, Redis, storage) may take. */
  readyTimeoutMs: number;
  /**
   * Issue 28 §4: how long a stopping server (SIGTERM, SIGINT) lets requests in flight (a long
   * upload) finish before it exits anyway; what a cut upload leaves, the next start sweeps.
   */
  shutdownGraceSeconds: number;
  /** Bearer token of GET /metrics; unset: /metrics answers 404. */
  metricsToken: string | undefined;
  /** When set, the per-address login limit and the mail quotas count in Redis instead of the database. */
  redisUrl: string | undefined;
  /** How long a session token stays valid after sign-in. */
  sessionTtlHours: number;
  /** Per client address, over the whole login group, counted in the database or Redis so replicas share it. */
  loginRateLimit: { max: number; windowSeconds: number };
  /** Per account (by e-mail), in the database so replicas share it. */
  accountLock: { maxFailures: number; windowSeconds: number; durationSeconds: number };
  /** Whether start-up seeds an empty database with the sample company. */
  seed: boolean;
  /**
   * Issue 12: the sample host page, a third-party site of its own (another origin than the app
   * and the audience host) that embeds the sample company's widgets; served when `seed` is on.
   */
  sampleSite: { port: number; url: string };
  /**
   * DNS servers (host or host:port) the e-mail gate's domain check asks; empty means the
   * system's. The journeys point it at a loopback server, having no internet.
   */
  gateDnsServers: string[];
  /** Password of the sample rep; generated and kept in DATA_DIR when unset. */
  seedRepPassword: string | undefined;
  /** Key that seals stored third-party credentials (AES-256-GCM); generated and kept in DATA_DIR when unset. */
  secretKey: Buffer | undefined;
  logLevel: LogLevel;
  /** The console's static build, served by the app host when it exists. */
  consoleDist: string;
  /** Trust X-Forwarded-* from a proxy in front (the per-address limit then sees the real client). */
  trustProxy: boolean;
  /** Largest request body the app host accepts, in bytes (413 above it). */
  bodyLimitBytes: number;
  /** The media origin (ADR 0011 (docs/decisions/0011-separate-origins.md)): uploaded files, served from `dir` on their own port. */
  media: {
    port: number;
    url: string;
    dir: string;
    logoMaxBytes: number;
    /** Largest video upload or linked video, in bytes (413 above it). */
    maxUploadBytes: number;
    /** How long fetching a linked video may take, in ms, redirects and body included. */
    linkTimeoutMs: number;
    /** Largest captions (WebVTT) file, in bytes. */
    captionsMaxBytes: number;
    /** The ffmpeg and ffprobe executables: a path, or a name looked up in PATH. */
    ffmpegPath: string;
    ffprobePath: string;
    /** Issue 26.2, 26.8: what a video may be, checked when it is probed (refused past any). */
    limits: {
      maxDurationSeconds: number;
      maxFrames: number;
      maxFrameRate: number;
      maxWidth: number;
      maxHeight: number;
    };
    /** Issue 26.2: bytes one company may store (all its media); 0: no quota. */
    companyQuotaBytes: number;
    /**
     * Issue 28 §1: STORAGE_URL set: the files live in this S3-compatible bucket (services/s3-storage.ts)
     * instead of `dir`; undefined: on the local disk, in `dir`.
     */
    objectStore: S3Settings | undefined;
  };
  /**
   * Addresses the outbound fetcher (services/safe-fetch.ts: a logo by URL) may reach besides
   * public ones. Never read from the environment: always empty in a running server; tests
   * set it to admit their own server on 127.0.0.1.
   */
  outboundTestAddresses: readonly string[];
  /** SMTP when `smtpUrl` is set; otherwise mail goes to the mail_outbox table and the log. */
  mail: { smtpUrl: string | undefined; from: string };
  /** How long a demo preview (POST /web/preview) can be read; spec README decision 9. */
  previewTtlHours: number;
  /**
   * Issue 26 §7, the events ingest (analytics/ingest.ts, docs/analytics.md): events a second
   * one widget (or page) and one company may store, whatever the addresses (a burst of ten
   * seconds' worth), and how many days raw events are kept (0: for good; rollups always are).
   */
  events: { perWidgetPerSecond: number; perCompanyPerSecond: number; retentionDays: number };
  /**
   * Issue 26, item 5: a demo's video and captions reach a prospect only by a sealed address
   * (media/sealed.ts), good for this long (rounded up to 5 minutes); a gated widget or page gets
   * them only once its gate has passed.
   */
  prospectMedia: { addressTtlMinutes: number };
  /**
   * The job queue on pg-boss (docs/decisions/0019-pg-boss.md). `worker` false: this process
   * enqueues but never runs jobs (a replica that only serves); the cleanup runs every
   * `cleanupIntervalMinutes`; `leaseSeconds` is a running job's heartbeat (at least 10).
   */
  jobs: {
    worker: boolean;
    concurrency: number;
    pollMs: number;
    leaseSeconds: number;
    cleanupIntervalMinutes: number;
    keepDoneDays: number;
    keepFailedDays: number;
    /** Issue 26: a `.part` upload or transcode work folder idle this long is a leftover the cleanup removes. */
    leftoversIdleMinutes: number;
  };
  /** ADR 0005 (docs/decisions/0005-password-reset-secret.md): lifetime and attempts of a password-reset secret. */
  reset: { ttlMinutes: number; maxAttempts: number };
  /** ADR 0012 (docs/decisions/0012-social-login-oauth2.md): the OAuth 2.0 provider of the social login; undefined when not configured. */
  linkedin:
    | {
        authorizeUrl: string;
        tokenUrl: string;
        userinfoUrl: string;
        clientId: string;
        clientSecret: string;
        redirectUri: string;
        scope: string;
      }
    | undefined;
}

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const positive = () => z.coerce.number().positive();
const text = () => z.string().trim().min(1);
const flag = () =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));
const url = () => z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));

const envSchema = z.object({
  HOST: text().default('127.0.0.1'),
  PORT: int(0, 65535).default(4000),
  AUDIENCE_PORT: int(0, 65535).default(4001),
  APP_URL: url().optional(),
  AUDIENCE_URL: url().optional(),
  DATA_DIR: text().optional(),
  PGLITE_DIR: text().optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_CONNECT_TIMEOUT_MS: int(100, 600_000).default(defaultDatabaseTimeouts.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: int(0, 86_400_000).default(defaultDatabaseTimeouts.statementMs),
  READY_TIMEOUT_MS: int(100, 60_000).default(2_000),
  SHUTDOWN_GRACE_SECONDS: int(1, 3_600).default(10),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  SESSION_TTL_HOURS: positive().default(168),
  LOGIN_RATE_LIMIT_MAX: int(1, 1_000_000).default(30),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: positive().default(60),
  ACCOUNT_LOCK_MAX_FAILURES: int(1, 1000).default(5),
  ACCOUNT_LOCK_WINDOW_MINUTES: positive().default(15),
  ACCOUNT_LOCK_DURATION_MINUTES: positive().default(15),
  SEED: flag().default(true),
  SAMPLE_SITE_PORT: int(0, 65535).default(4003),
  SAMPLE_SITE_URL: url().optional(),
  GATE_DNS_SERVERS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
    ),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // ADR 0008 (docs/decisions/0008-new-password-rule.md), like any new password (issue 15 point 12).
  SEED_REP_PASSWORD: z
    .string()
    .refine(
      (password) => newPasswordProblem(password) === undefined,
      `must be ${newPasswordMin}-${newPasswordMax} characters with a lowercase letter, an uppercase letter, a digit and one of ${passwordSpecials}`,
    )
    .optional(),
  SECRET_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONSOLE_DIST: text().optional(),
  TRUST_PROXY: flag().default(false),
  BODY_LIMIT_BYTES: int(1024, 1024 * 1024 * 1024).default(1024 * 1024),
  MEDIA_PORT: int(0, 65535).default(4002),
  MEDIA_URL: url().optional(),
  LOGO_MAX_BYTES: int(1024, 1024 * 1024 * 1024).default(16 * 1024 * 1024),
  MEDIA_MAX_UPLOAD_BYTES: int(1024, 64 * 1024 * 1024 * 1024).default(2 * 1024 * 1024 * 1024),
  MEDIA_LINK_TIMEOUT_SECONDS: positive().default(600),
  MEDIA_CAPTIONS_MAX_BYTES: int(1024, 64 * 1024 * 1024).default(1024 * 1024),
  FFMPEG_PATH: text().default('ffmpeg'),
  FFPROBE_PATH: text().default('ffprobe'),
  MEDIA_MAX_DURATION_SECONDS: positive().default(4 * 3600),
  MEDIA_MAX_FRAMES: int(1, 1_000_000_000).default(1_000_000),
  MEDIA_MAX_FRAME_RATE: int(1, 10_000).default(120),
  MEDIA_MAX_VIDEO_SIZE: z
    .string()
    .regex(/^\d{2,5}x\d{2,5}$/, 'must be WIDTHxHEIGHT, e.g. 3840x2160')
    .default('3840x2160'),
  MEDIA_COMPANY_QUOTA_BYTES: int(0, 1024 ** 5).default(20 * 1024 ** 3),
  STORAGE_URL: z
    .string()
    .trim()
    .regex(
      /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._-]+)*\/?$/,
      'must be s3://<bucket> or s3://<bucket>/<prefix> (a bucket name of 3-63 lowercase letters, digits, dots and hyphens; a prefix of letters, digits, ".", "_", "-" and "/")',
    )
    .optional(),
  S3_ENDPOINT: url().optional(),
  S3_REGION: text().default('us-east-1'),
  S3_FORCE_PATH_STYLE: flag().default(false),
  AWS_ACCESS_KEY_ID: text().optional(),
  AWS_SECRET_ACCESS_KEY: text().optional(),
  AWS_SESSION_TOKEN: text().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: text().default('Showroom <no-reply@showroom.local>'),
  RESET_TTL_MINUTES: positive().default(30),
  RESET_MAX_ATTEMPTS: int(1, 100).default(5),
  PREVIEW_TTL_HOURS: positive().default(24),
  EVENTS_WIDGET_PER_SECOND: int(1, 1_000_000).default(500),
  EVENTS_COMPANY_PER_SECOND: int(1, 1_000_000).default(1000),
  EVENTS_RETENTION_DAYS: int(0, 100_000).default(400),
  MEDIA_ADDRESS_TTL_MINUTES: int(5, 7 * 24 * 60).default(240),
  JOBS_WORKER: flag().default(true),
  JOBS_CONCURRENCY: int(1, 64).default(2),
  JOBS_POLL_MS: int(50, 600_000).default(1000),
  JOBS_LEASE_SECONDS: int(10, 3600).default(60),
  JOBS_CLEANUP_INTERVAL_MINUTES: positive().default(60),
  JOBS_KEEP_DONE_DAYS: positive().default(7),
  JOBS_KEEP_FAILED_DAYS: positive().default(30),
  LEFTOVERS_IDLE_MINUTES: positive().default(60),
  LINKEDIN_AUTHORIZE_URL: url().optional(),
  LINKEDIN_TOKEN_URL: url().optional(),
  LINKEDIN_USERINFO_URL: url().optional(),
  LINKEDIN_CLIENT_ID: text().optional(),
  LINKEDIN_CLIENT_SECRET: text().optional(),
  LINKEDIN_REDIRECT_URI: url().optional(),
  LINKEDIN_SCOPE: text().default('openid profile email'),
});

/** A configuration problem worth a clear message at start, not a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from `env` (process.env in production). Relative paths resolve
 * against `cwd`, so `npm start` from the repository root keeps data in ./.data.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  // An empty variable (`PORT=` in a shell or .env file) means "unset", not "invalid".
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR ?? path.join(repoRoot, '.data'));
  const pgliteDir =
    e.PGLITE_DIR === 'memory://'
      ? 'memory://'
      : path.resolve(cwd, e.PGLITE_DIR ?? path.join(dataDir, 'pglite'));
  // Issue 15.5, ADR 0011 (docs/decisions/0011-separate-origins.md): cookies are not separated by port, so the console and the
  // hosts that serve prospects' pages and files need different host names. Locally the console
  // is `localhost` and the other two are `127.0.0.1` (the same machine, another site to a browser).
  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;
  const audienceUrl = e.AUDIENCE_URL ?? `http://127.0.0.1:${e.AUDIENCE_PORT}`;
  const mediaUrl = e.MEDIA_URL ?? `http://127.0.0.1:${e.MEDIA_PORT}`;
  const sharesAppHost = (
    [
      ['AUDIENCE_URL', audienceUrl],
      ['MEDIA_URL', mediaUrl],
    ] as const
  ).filter(([, address]) => new URL(address).hostname === new URL(appUrl).hostname);
  if (sharesAppHost.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${sharesAppHost
        .map(
          ([name, address]) =>
            `  ${name}: ${address} has the same host name as APP_URL (${appUrl}); browsers share cookies ` +
            "across ports, so the rep's session would reach it. Give it another host name " +
            '(locally: the console on localhost, the others on 127.0.0.1)',
        )
        .join('\n')}`,
    );
  }
  // Issue 28 §4: replicas share one PostgreSQL; each inventing a key of its own would leave every
  // credential sealed by one unreadable by the others.
  if (e.DATABASE_URL && !e.SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  SECRET_KEY is required with DATABASE_URL: every server on one database must seal ' +
        'credentials with the same key (make one with `openssl rand -base64 32`)',
    );
  }
  return {
    host: e.HOST,
    port: e.PORT,
    audiencePort: e.AUDIENCE_PORT,
    appUrl,
    audienceUrl,
    dataDir,
    pgliteDir,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    readyTimeoutMs: e.READY_TIMEOUT_MS,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    redisUrl: e.REDIS_URL,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT_MAX, windowSeconds: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS },
    accountLock: {
      maxFailures: e.ACCOUNT_LOCK_MAX_FAILURES,
      windowSeconds: e.ACCOUNT_LOCK_WINDOW_MINUTES * 60,
      durationSeconds: e.ACCOUNT_LOCK_DURATION_MINUTES * 60,
    },
    seed: e.SEED,
    sampleSite: {
      port: e.SAMPLE_SITE_PORT,
      url: e.SAMPLE_SITE_URL ?? `http://localhost:${e.SAMPLE_SITE_PORT}`,
    },
    gateDnsServers: e.GATE_DNS_SERVERS,
    seedRepPassword: e.SEED_REP_PASSWORD,
    secretKey: e.SECRET_KEY ? Buffer.from(e.SECRET_KEY, 'base64') : undefined,
    logLevel: e.LOG_LEVEL,
    consoleDist: path.resolve(cwd, e.CONSOLE_DIST ?? path.join(repoRoot, 'packages/console/dist')),
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    media: {
      port: e.MEDIA_PORT,
      url: mediaUrl,
      dir: path.join(dataDir, 'media'),
      logoMaxBytes: e.LOGO_MAX_BYTES,
      maxUploadBytes: e.MEDIA_MAX_UPLOAD_BYTES,
      linkTimeoutMs: e.MEDIA_LINK_TIMEOUT_SECONDS * 1000,
      captionsMaxBytes: e.MEDIA_CAPTIONS_MAX_BYTES,
      ffmpegPath: e.FFMPEG_PATH,
      ffprobePath: e.FFPROBE_PATH,
      limits: {
        maxDurationSeconds: e.MEDIA_MAX_DURATION_SECONDS,
        maxFrames: e.MEDIA_MAX_FRAMES,
        maxFrameRate: e.MEDIA_MAX_FRAME_RATE,
        maxWidth: Number(e.MEDIA_MAX_VIDEO_SIZE.split('x')[0]),
        maxHeight: Number(e.MEDIA_MAX_VIDEO_SIZE.split('x')[1]),
      },
      companyQuotaBytes: e.MEDIA_COMPANY_QUOTA_BYTES,
      objectStore: objectStoreConfig(e),
    },
    outboundTestAddresses: [],
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    reset: { ttlMinutes: e.RESET_TTL_MINUTES, maxAttempts: e.RESET_MAX_ATTEMPTS },
    previewTtlHours: e.PREVIEW_TTL_HOURS,
    events: {
      perWidgetPerSecond: e.EVENTS_WIDGET_PER_SECOND,
      perCompanyPerSecond: e.EVENTS_COMPANY_PER_SECOND,
      retentionDays: e.EVENTS_RETENTION_DAYS,
    },
    prospectMedia: { addressTtlMinutes: e.MEDIA_ADDRESS_TTL_MINUTES },
    jobs: {
      worker: e.JOBS_WORKER,
      concurrency: e.JOBS_CONCURRENCY,
      pollMs: e.JOBS_POLL_MS,
      leaseSeconds: e.JOBS_LEASE_SECONDS,
      cleanupIntervalMinutes: e.JOBS_CLEANUP_INTERVAL_MINUTES,
      keepDoneDays: e.JOBS_KEEP_DONE_DAYS,
      keepFailedDays: e.JOBS_KEEP_FAILED_DAYS,
      leftoversIdleMinutes: e.LEFTOVERS_IDLE_MINUTES,
    },
    linkedin: linkedinConfig(e, appUrl),
  };
}

/**
 * Issue 28 §1: STORAGE_URL=s3://bucket/prefix puts media in that bucket. The access key and its
 * secret come together or not at all (then the SDK's own chain: an instance or task role).
 */
function objectStoreConfig(e: z.infer<typeof envSchema>): Config['media']['objectStore'] {
  if (!e.STORAGE_URL) {
    // AWS_* may be set for other tools in an operator's shell; S3_ENDPOINT is ours alone.
    if (e.S3_ENDPOINT !== undefined) {
      throw new ConfigError(
        'Invalid configuration:\n  S3_ENDPOINT is set without STORAGE_URL (s3://<bucket>/<prefix>); media would stay on the local disk',
      );
    }
    return undefined;
  }
  if ((e.AWS_ACCESS_KEY_ID === undefined) !== (e.AWS_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${e.AWS_ACCESS_KEY_ID === undefined ? 'AWS_ACCESS_KEY_ID' : 'AWS_SECRET_ACCESS_KEY'} is needed with ${e.AWS_ACCESS_KEY_ID === undefined ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'}`,
    );
  }
  const [bucket = '', ...folders] = e.STORAGE_URL.slice('s3://'.length).split('/').filter(Boolean);
  return {
    bucket,
    prefix: folders.map((folder) => `${folder}/`).join(''),
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.AWS_ACCESS_KEY_ID,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
            ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
          }
        : undefined,
  };
}

const linkedinVariables = [
  'LINKEDIN_AUTHORIZE_URL',
  'LINKEDIN_TOKEN_URL',
  'LINKEDIN_USERINFO_URL',
  'LINKEDIN_CLIENT_ID',
  'LINKEDIN_CLIENT_SECRET',
] as const;

/**
 * The social login is configured when all five provider variables are set, and off when none is;
 * some but not all is a mistake worth stopping for rather than a button that fails later.
 */
function linkedinConfig(e: z.infer<typeof envSchema>, appUrl: string): Config['linkedin'] {
  const missing = linkedinVariables.filter((name) => e[name] === undefined);
  if (missing.length === linkedinVariables.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  LinkedIn login needs ${missing.join(', ')} as well`);
  }
  return {
    authorizeUrl: e.LINKEDIN_AUTHORIZE_URL!,
    tokenUrl: e.LINKEDIN_TOKEN_URL!,
    userinfoUrl: e.LINKEDIN_USERINFO_URL!,
    clientId: e.LINKEDIN_CLIENT_ID!,
    clientSecret: e.LINKEDIN_CLIENT_SECRET!,
    redirectUri: e.LINKEDIN_REDIRECT_URI ?? `${appUrl}/linkedin`,
    scope: e.LINKEDIN_SCOPE,
  };
}
