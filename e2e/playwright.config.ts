import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4310);
// ADR 0011 (docs/decisions/0011-separate-origins.md), issue 15.5: browsers share cookies across ports, so the console and the hosts
// that serve prospects and files differ by host name: the console on localhost, the others on
// 127.0.0.1 (the server's defaults, spelled out here because the journeys use them).
const baseURL = `http://localhost:${port}`;
export const audienceURL = `http://127.0.0.1:${port + 1}`;
export const mediaURL = `http://127.0.0.1:${port + 2}`;

// A fresh data directory per run (set once, inherited by Playwright's workers), so the
// journeys see a freshly migrated and seeded embedded database, as `npm start` does.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'showroom-e2e-'));
// Test servers the account journeys start on loopback (e2e/accounts.spec.ts): a real SMTP server
// catching the reset mail and a real OAuth 2.0 server standing in for LinkedIn (ADR 0012 (docs/decisions/0012-social-login-oauth2.md)).
// Their ports are fixed here because the app server is started, with their addresses, before them;
// they stay clear of the ports just above `port` that the server's own hosts may use.
export const smtpPort = port + 7;
export const oauthPort = port + 8;
// Issue 12: the seeded sample site (a third-party page the server serves on its own origin), the
// DNS server the gate's domain check asks (e2e/dns-server.ts), and a host page a journey serves.
export const sampleSiteURL = `http://localhost:${port + 3}`;
export const dnsPort = port + 9;
export const hostPagePort = port + 10;
const oauthClient = { id: 'showroom-e2e', secret: 'e2e-client-secret' };

export const seedRep = {
  email: process.env.E2E_REP_EMAIL ?? 'rep@acme.example',
  password: 'e2e-Sample-Password-1!',
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A journey takes 5 to 30 s on a quiet machine; at a load of 10 and more on 2 cores the longer
  // ones neared 30 s (accounts 27.6 s) and some went over. A timeout is no check: the assertions are.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  webServer: {
    // The same entry point as `npm start`, on its own ports, with the console already built.
    // Node 24 runs its TypeScript itself (ADR 0017).
    command: 'node packages/server/src/main.ts',
    cwd: root,
    url: `${baseURL}/web/health`,
    reuseExistingServer: false,
    // A quiet machine starts it in seconds; at a load of 20 on two cores it took close to 120 s.
    timeout: 300_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      AUDIENCE_PORT: String(port + 1),
      MEDIA_PORT: String(port + 2),
      APP_URL: baseURL,
      AUDIENCE_URL: audienceURL,
      MEDIA_URL: mediaURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      SEED_REP_PASSWORD: seedRep.password,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SAMPLE_SITE_PORT: String(port + 3),
      SAMPLE_SITE_URL: sampleSiteURL,
      GATE_DNS_SERVERS: `127.0.0.1:${dnsPort}`,
      LINKEDIN_AUTHORIZE_URL: `http://127.0.0.1:${oauthPort}/authorize`,
      LINKEDIN_TOKEN_URL: `http://127.0.0.1:${oauthPort}/token`,
      LINKEDIN_USERINFO_URL: `http://127.0.0.1:${oauthPort}/userinfo`,
      LINKEDIN_CLIENT_ID: oauthClient.id,
      LINKEDIN_CLIENT_SECRET: oauthClient.secret,
      // Journeys sign up, sign in and open the login page (which asks for the LinkedIn
      // configuration) many times a minute from one address.
      LOGIN_RATE_LIMIT_MAX: '1000',
    },
  },
});
