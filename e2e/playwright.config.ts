import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');

// Two workers, each talking to a server of its own: its own embedded database, data directory and
// ports. The journeys share the seeded company, and one that counts a list, pages through it or
// revokes the rep's sessions must not see what a journey in the other worker does meanwhile.
// Playwright numbers a worker's slot 0..workers-1 (TEST_PARALLEL_INDEX, kept when a worker restarts);
// the runner, which starts the servers, has no slot and starts one per slot.
const workers = Number(process.env.E2E_WORKERS ?? 2);
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

// A fresh data directory per run (set once, inherited by Playwright's workers), so the
// journeys see a freshly migrated and seeded embedded database, as `npm start` does.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'showroom-e2e-'));

/** The addresses of one slot's server and of the test servers its journeys start, 20 ports a slot. */
function hostsOf(slot: number) {
  const port = Number(process.env.E2E_PORT ?? 4310) + 20 * slot;
  return {
    port,
    // ADR 0011 (docs/decisions/0011-separate-origins.md), issue 15.5: browsers share cookies across
    // ports, so the console and the hosts that serve prospects and files differ by host name: the
    // console on localhost, the others on 127.0.0.1 (the server's defaults, spelled out here
    // because the journeys use them).
    baseURL: `http://localhost:${port}`,
    audienceURL: `http://127.0.0.1:${port + 1}`,
    mediaURL: `http://127.0.0.1:${port + 2}`,
    // Issue 12: the seeded sample site (a third-party page the server serves on its own origin).
    sampleSiteURL: `http://localhost:${port + 3}`,
    // Test servers the journeys start on loopback: a real SMTP server catching mail and a real
    // OAuth 2.0 server standing in for LinkedIn (e2e/accounts.spec.ts, ADR 0012
    // (docs/decisions/0012-social-login-oauth2.md)), the DNS server the gate's domain check asks
    // (e2e/dns-server.ts), and a host page a journey serves. Their ports are fixed here because
    // the app server is started, with their addresses, before them; they stay clear of the ports
    // just above `port` that the server's own hosts use.
    smtpPort: port + 7,
    oauthPort: port + 8,
    dnsPort: port + 9,
    hostPagePort: port + 10,
    dataDir: path.join(process.env.E2E_DATA_DIR!, String(slot)),
  };
}

/**
 * Issue 28 §1: with E2E_STORAGE=s3 (as `npm test` runs them) the servers keep media in a bucket of
 * an S3-protocol server on loopback (e2e/s3-server.ts), one prefix per slot; otherwise on the disk,
 * as `npm start` does. Its port sits in slot 0's range, clear of the ports `hostsOf` hands out.
 */
const s3 =
  process.env.E2E_STORAGE === 's3'
    ? { port: Number(process.env.E2E_PORT ?? 4310) + 19, bucket: 'showroom-e2e' }
    : undefined;
const storageEnv = (slot: number): Record<string, string> =>
  s3
    ? {
        STORAGE_URL: `s3://${s3.bucket}/slot-${slot}/`,
        S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
        S3_FORCE_PATH_STYLE: 'true',
        // s3rver's own account.
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
      }
    : {};

const hosts = hostsOf(slot);
const baseURL = hosts.baseURL;
export const { audienceURL, mediaURL, sampleSiteURL, smtpPort, oauthPort, dnsPort, hostPagePort } = hosts;
const oauthClient = { id: 'showroom-e2e', secret: 'e2e-client-secret' };

export const seedRep = {
  email: process.env.E2E_REP_EMAIL ?? 'rep@acme.example',
  password: 'e2e-Sample-Password-1!',
};

/**
 * One slot's server: the same entry point as `npm start` (packages/server/src/main.ts, which Node 24
 * runs itself, ADR 0017), on its own ports, with the console already built; e2e/app-servers.ts
 * starts the slots' servers side by side.
 */
function serverFor(slot: number) {
  const own = hostsOf(slot);
  return {
    healthUrl: `${own.baseURL}/web/health`,
    env: {
      PORT: String(own.port),
      AUDIENCE_PORT: String(own.port + 1),
      MEDIA_PORT: String(own.port + 2),
      APP_URL: own.baseURL,
      AUDIENCE_URL: own.audienceURL,
      MEDIA_URL: own.mediaURL,
      DATA_DIR: own.dataDir,
      DATABASE_URL: '',
      SEED_REP_PASSWORD: seedRep.password,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${own.smtpPort}`,
      SAMPLE_SITE_PORT: String(own.port + 3),
      SAMPLE_SITE_URL: own.sampleSiteURL,
      GATE_DNS_SERVERS: `127.0.0.1:${own.dnsPort}`,
      LINKEDIN_AUTHORIZE_URL: `http://127.0.0.1:${own.oauthPort}/authorize`,
      LINKEDIN_TOKEN_URL: `http://127.0.0.1:${own.oauthPort}/token`,
      LINKEDIN_USERINFO_URL: `http://127.0.0.1:${own.oauthPort}/userinfo`,
      LINKEDIN_CLIENT_ID: oauthClient.id,
      LINKEDIN_CLIENT_SECRET: oauthClient.secret,
      // Journeys sign up, sign in and open the login page (which asks for the LinkedIn
      // configuration) many times a minute from one address.
      LOGIN_RATE_LIMIT_MAX: '1000',
      ...storageEnv(slot),
    },
  };
}

/** The bucket's server, started before the app servers (Playwright starts its web servers in order). */
const s3Server = s3 && {
  command: 'node e2e/s3-server.ts',
  cwd: root,
  url: `http://127.0.0.1:${s3.port}/${s3.bucket}`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { E2E_S3_PORT: String(s3.port) },
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A journey takes 5 to 30 s on a quiet machine; on a loaded CI machine (load 9 to 11 on 2 cores)
  // the same journeys took 3 to 4 times as long: the host-page layouts 44 to 52 s and the Q&A page
  // with its analytics (17 s quiet) ran out of a 60 s budget. A timeout is no check: the assertions are.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  workers,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // A failed journey keeps its trace (actions, network, DOM snapshots to step through). Without
    // the screencast: recording a JPEG of every frame of every journey was CPU the two cores lacked,
    // and the DOM snapshots show each step's page as well.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Screen and microphone recording (e2e/demos-list.spec.ts): fake devices, no permission
        // prompt, and the whole screen chosen for getDisplayMedia. The fake prompt grants the
        // microphone even when the context has not (and when its setting is 'denied'), so a refused
        // microphone is covered by the recorder machine's test and stories, not by a journey.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--auto-select-desktop-capture-source=Entire screen',
      ],
    },
  },
  webServer: [
    ...(s3Server ? [s3Server] : []),
    {
      command: 'node e2e/app-servers.ts',
      cwd: root,
      wait: { stdout: /app servers ready/ },
      // A quiet machine starts them in seconds; at a load of 20 on two cores one took close to 120 s.
      timeout: 300_000,
      stdout: 'pipe',
      env: { E2E_APP_SERVERS: JSON.stringify(Array.from({ length: workers }, (_, each) => serverFor(each))) },
    },
  ],
});
