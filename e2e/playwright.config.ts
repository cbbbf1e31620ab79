import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://localhost:${port}`;

// A fresh data directory per run (set once, inherited by Playwright's workers), so the
// journeys see a freshly migrated and seeded embedded database, as `npm start` does.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'showroom-e2e-'));
export const seedRep = {
  email: process.env.E2E_REP_EMAIL ?? 'rep@acme.example',
  password: 'e2e-Sample-Password-1!',
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
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
      ],
    },
  },
  webServer: {
    // The same entry point as `npm start`, on its own ports, with the console already built.
    command: 'node --import tsx packages/server/src/main.ts',
    cwd: root,
    url: `${baseURL}/web/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      AUDIENCE_PORT: String(port + 1),
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      SEED_REP_PASSWORD: seedRep.password,
      LOG_LEVEL: 'warn',
    },
  },
});
