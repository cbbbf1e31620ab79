import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for a local start', () => {
    const config = loadConfig({}, '/somewhere');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      audiencePort: 4001,
      appUrl: 'http://localhost:4000',
      // Issue 15.5: another host name than the console's, not only another port.
      audienceUrl: 'http://127.0.0.1:4001',
      media: expect.objectContaining({
        url: 'http://127.0.0.1:4002',
        // Issue 10: a 2 GiB upload, ffmpeg and ffprobe from PATH.
        maxUploadBytes: 2 * 1024 * 1024 * 1024,
        linkTimeoutMs: 600_000,
        captionsMaxBytes: 1024 * 1024,
        ffmpegPath: 'ffmpeg',
        ffprobePath: 'ffprobe',
        // Issue 26, items 2 and 8: what a probe accepts, and each company's storage.
        limits: {
          maxDurationSeconds: 4 * 3600,
          maxFrames: 1_000_000,
          maxFrameRate: 120,
          maxWidth: 3840,
          maxHeight: 2160,
        },
        companyQuotaBytes: 20 * 1024 ** 3,
      }),
      // Issue 26, item 7: the events ingest's limits and the raw events' retention.
      events: { perWidgetPerSecond: 500, perCompanyPerSecond: 1000, retentionDays: 400 },
      // Issue 26, item 5: the lifetime of a sealed media address.
      prospectMedia: { addressTtlMinutes: 240 },
      dataDir: path.join(repoRoot, '.data'),
      pgliteDir: path.join(repoRoot, '.data', 'pglite'),
      databaseUrl: undefined,
      sessionTtlHours: 168,
      loginRateLimit: { max: 30, windowSeconds: 60 },
      accountLock: { maxFailures: 5, windowSeconds: 900, durationSeconds: 900 },
      seed: true,
      sampleSite: { port: 4003, url: 'http://localhost:4003' },
      seedRepPassword: undefined,
      logLevel: 'info',
      consoleDist: path.join(repoRoot, 'packages/console/dist'),
      trustProxy: false,
      bodyLimitBytes: 1024 * 1024,
    });
  });

  it('reads every variable, resolving relative paths against the working directory', () => {
    const config = loadConfig(
      {
        HOST: '0.0.0.0',
        PORT: '8080',
        AUDIENCE_PORT: '8081',
        APP_URL: 'https://app.example.com/',
        AUDIENCE_URL: 'https://audience.example.com',
        DATA_DIR: 'state',
        DATABASE_URL: 'postgres://user@db.internal:5432/showroom',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_STATEMENT_TIMEOUT_MS: '60000',
        READY_TIMEOUT_MS: '3000',
        SHUTDOWN_GRACE_SECONDS: '45',
        METRICS_TOKEN: 'scrape-me-with-this-token',
        SESSION_TTL_HOURS: '12',
        LOGIN_RATE_LIMIT_MAX: '10',
        LOGIN_RATE_LIMIT_WINDOW_SECONDS: '30',
        ACCOUNT_LOCK_MAX_FAILURES: '3',
        ACCOUNT_LOCK_WINDOW_MINUTES: '10',
        ACCOUNT_LOCK_DURATION_MINUTES: '0.5',
        SEED: 'false',
        SAMPLE_SITE_PORT: '8083',
        SAMPLE_SITE_URL: 'https://sample.example.com/',
        SEED_REP_PASSWORD: 'Correct-Horse-1!',
        SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
        LOG_LEVEL: 'warn',
        CONSOLE_DIST: 'web-dist',
        TRUST_PROXY: '1',
        BODY_LIMIT_BYTES: '2048',
        MEDIA_PORT: '8082',
        MEDIA_URL: 'https://media.example.com/',
        LOGO_MAX_BYTES: '4096',
        MEDIA_MAX_UPLOAD_BYTES: '1048576',
        MEDIA_LINK_TIMEOUT_SECONDS: '30',
        MEDIA_CAPTIONS_MAX_BYTES: '2048',
        FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
        FFPROBE_PATH: '/opt/ffmpeg/bin/ffprobe',
        MEDIA_MAX_DURATION_SECONDS: '600',
        MEDIA_MAX_FRAMES: '50000',
        MEDIA_MAX_FRAME_RATE: '60',
        MEDIA_MAX_VIDEO_SIZE: '1920x1080',
        MEDIA_COMPANY_QUOTA_BYTES: '1073741824',
        MEDIA_ADDRESS_TTL_MINUTES: '30',
        EVENTS_WIDGET_PER_SECOND: '50',
        EVENTS_COMPANY_PER_SECOND: '100',
        EVENTS_RETENTION_DAYS: '90',
        LEFTOVERS_IDLE_MINUTES: '15',
        SMTP_URL: 'smtp://mailer:pw@smtp.internal:587',
        MAIL_FROM: 'Acme <no-reply@acme.example>',
        RESET_TTL_MINUTES: '15',
        RESET_MAX_ATTEMPTS: '3',
        JOBS_WORKER: 'off',
        JOBS_CONCURRENCY: '4',
        JOBS_POLL_MS: '250',
        JOBS_LEASE_SECONDS: '30',
        JOBS_CLEANUP_INTERVAL_MINUTES: '5',
        JOBS_KEEP_DONE_DAYS: '1.5',
        JOBS_KEEP_FAILED_DAYS: '10',
        LINKEDIN_AUTHORIZE_URL: 'https://provider.example/authorize',
        LINKEDIN_TOKEN_URL: 'https://provider.example/token',
        LINKEDIN_USERINFO_URL: 'https://provider.example/userinfo',
        LINKEDIN_CLIENT_ID: 'client-1',
        LINKEDIN_CLIENT_SECRET: 'secret-1',
        LINKEDIN_SCOPE: 'openid email',
      },
      '/srv/showroom',
    );
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 8080,
      audiencePort: 8081,
      appUrl: 'https://app.example.com',
      audienceUrl: 'https://audience.example.com',
      dataDir: '/srv/showroom/state',
      pgliteDir: '/srv/showroom/state/pglite',
      databaseUrl: 'postgres://user@db.internal:5432/showroom',
      databaseTimeouts: { connectMs: 2_000, statementMs: 60_000 },
      readyTimeoutMs: 3_000,
      shutdownGraceSeconds: 45,
      metricsToken: 'scrape-me-with-this-token',
      sessionTtlHours: 12,
      loginRateLimit: { max: 10, windowSeconds: 30 },
      accountLock: { maxFailures: 3, windowSeconds: 600, durationSeconds: 30 },
      seed: false,
      sampleSite: { port: 8083, url: 'https://sample.example.com' },
      seedRepPassword: 'Correct-Horse-1!',
      secretKey: Buffer.alloc(32, 7),
      logLevel: 'warn',
      consoleDist: '/srv/showroom/web-dist',
      gateDnsServers: [],
      trustProxy: true,
      bodyLimitBytes: 2048,
      media: {
        port: 8082,
        url: 'https://media.example.com',
        dir: '/srv/showroom/state/media',
        logoMaxBytes: 4096,
        maxUploadBytes: 1048576,
        linkTimeoutMs: 30_000,
        captionsMaxBytes: 2048,
        ffmpegPath: '/opt/ffmpeg/bin/ffmpeg',
        ffprobePath: '/opt/ffmpeg/bin/ffprobe',
        limits: {
          maxDurationSeconds: 600,
          maxFrames: 50_000,
          maxFrameRate: 60,
          maxWidth: 1920,
          maxHeight: 1080,
        },
        companyQuotaBytes: 1024 ** 3,
      },
      outboundTestAddresses: [],
      mail: { smtpUrl: 'smtp://mailer:pw@smtp.internal:587', from: 'Acme <no-reply@acme.example>' },
      reset: { ttlMinutes: 15, maxAttempts: 3 },
      previewTtlHours: 24,
      events: { perWidgetPerSecond: 50, perCompanyPerSecond: 100, retentionDays: 90 },
      prospectMedia: { addressTtlMinutes: 30 },
      jobs: {
        worker: false,
        concurrency: 4,
        pollMs: 250,
        leaseSeconds: 30,
        cleanupIntervalMinutes: 5,
        keepDoneDays: 1.5,
        keepFailedDays: 10,
        leftoversIdleMinutes: 15,
      },
      linkedin: {
        authorizeUrl: 'https://provider.example/authorize',
        tokenUrl: 'https://provider.example/token',
        userinfoUrl: 'https://provider.example/userinfo',
        clientId: 'client-1',
        clientSecret: 'secret-1',
        redirectUri: 'https://app.example.com/linkedin',
        scope: 'openid email',
      },
    });
  });

  it('runs the job worker by default, and refuses job settings out of range', () => {
    expect(loadConfig({}).jobs).toEqual({
      worker: true,
      concurrency: 2,
      pollMs: 1000,
      leaseSeconds: 60,
      cleanupIntervalMinutes: 60,
      keepDoneDays: 7,
      keepFailedDays: 30,
      leftoversIdleMinutes: 60,
    });
    expect(() => loadConfig({ JOBS_CONCURRENCY: '0' })).toThrow(/JOBS_CONCURRENCY/);
    // pg-boss's least heartbeat is 10 s (ADR 0019).
    expect(() => loadConfig({ JOBS_LEASE_SECONDS: '9' })).toThrow(/JOBS_LEASE_SECONDS/);
    expect(loadConfig({ JOBS_LEASE_SECONDS: '10' }).jobs.leaseSeconds).toBe(10);
    expect(() => loadConfig({ JOBS_WORKER: 'maybe' })).toThrow(/JOBS_WORKER/);
  });

  it('limits the database pool and readiness checks by default; /metrics is off without a token', () => {
    // Issue 28 §4: a stuck database is a 503 after these, not a request hanging for 90 s.
    expect(loadConfig({})).toMatchObject({
      databaseTimeouts: { connectMs: 5_000, statementMs: 30_000 },
      readyTimeoutMs: 2_000,
      shutdownGraceSeconds: 10,
      metricsToken: undefined,
    });
    expect(
      loadConfig({
        DATABASE_CONNECT_TIMEOUT_MS: '800',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        READY_TIMEOUT_MS: '500',
        SHUTDOWN_GRACE_SECONDS: '120',
        METRICS_TOKEN: 'a-long-enough-token',
      }),
    ).toMatchObject({
      databaseTimeouts: { connectMs: 800, statementMs: 0 },
      readyTimeoutMs: 500,
      shutdownGraceSeconds: 120,
      metricsToken: 'a-long-enough-token',
    });
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('refuses an AUDIENCE_URL or MEDIA_URL on the host name of APP_URL, whatever the port', () => {
    expect(() => loadConfig({ AUDIENCE_URL: 'http://localhost:4001' })).toThrow(
      /AUDIENCE_URL: http:\/\/localhost:4001 has the same host name as APP_URL \(http:\/\/localhost:4000\)/,
    );
    expect(() =>
      loadConfig({
        APP_URL: 'https://app.example.com',
        AUDIENCE_URL: 'https://a.example.com',
        MEDIA_URL: 'https://APP.example.com:8443',
      }),
    ).toThrow(/MEDIA_URL: https:\/\/APP.example.com:8443 has the same host name as APP_URL/);
    expect(() => loadConfig({ APP_URL: 'http://127.0.0.1:4000' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        APP_URL: 'http://127.0.0.1:4000',
        AUDIENCE_URL: 'http://localhost:4001',
        MEDIA_URL: 'http://localhost:4002',
      }),
    ).not.toThrow();
  });

  it('leaves the social login off when no LINKEDIN_* is set, and refuses a partial provider', () => {
    expect(loadConfig({}).linkedin).toBeUndefined();
    expect(() => loadConfig({ LINKEDIN_CLIENT_ID: 'x' })).toThrow(/LINKEDIN_AUTHORIZE_URL/);
  });

  it('treats empty variables as unset and accepts PGLITE_DIR=memory://', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: ' ', PGLITE_DIR: 'memory://' }, '/x');
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toBe('memory://');
  });

  it('refuses DATABASE_URL without SECRET_KEY: replicas on one database would each invent a key', () => {
    const database = { DATABASE_URL: 'postgres://user@db.internal:5432/showroom' };
    expect(() => loadConfig(database)).toThrow(/SECRET_KEY is required with DATABASE_URL/);
    expect(loadConfig({ ...database, SECRET_KEY: Buffer.alloc(32, 1).toString('base64') }).secretKey).toEqual(
      Buffer.alloc(32, 1),
    );
    // PGlite, one process: the key is generated and kept in DATA_DIR as before.
    expect(loadConfig({}).secretKey).toBeUndefined();
  });

  it('names every invalid variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', LOG_LEVEL: 'loud' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).toMatch(/LOG_LEVEL/);
    }
  });
});
