import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/admin';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';

/*
 * Journeys run against the real server (apps/server) serving the built SPA (apps/web/dist), on a fresh
 * data directory per run. Build the web app first: `npm run build -w @prepshelf/web`.
 */

// E2E_PORT lets several checkouts run their journeys at once on one machine (the provider takes PORT + 1).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
// Workers load this file again: the folder made by the runner is kept in the environment they inherit,
// so the fixtures find the server's files there (the dev mailbox's key: fixtures/mailbox.ts).
const dataDir = (process.env.PREPSHELF_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'prepshelf-e2e-')));

/** The local OpenID provider standing in for Google (e2e/support/oidc-provider.mjs). */
const OIDC_PORT = PORT + 1;
const oidcIssuer = `http://127.0.0.1:${OIDC_PORT}`;
const oidcClient = { id: 'prepshelf-e2e', secret: 'prepshelf-e2e-secret' };

const serverEnv: Record<string, string> = {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  // Mail links and the OpenID redirect use this address, so they match the provider's registered one.
  PUBLIC_URL: baseURL,
  GOOGLE_CLIENT_ID: oidcClient.id,
  GOOGLE_CLIENT_SECRET: oidcClient.secret,
  GOOGLE_ISSUER: oidcIssuer,
  // The Admin the content journeys log in as to add notes, papers, videos and courses (fixtures/admin.ts).
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
};
if (process.env.E2E_DATABASE_URL) serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A journey's whole budget: the longest (logins through the form, two browsers) take 10–16 s on a quiet
  // machine and up to a minute on one whose 2 cores carry ten times their work. A step waits at most
  // the expect timeout; a passing step returns as soon as the page shows what it waits for.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    // The app's service worker would answer requests that journeys route or count (page.route does not see
    // what a service worker serves); journeys about offline study and the budget allow it (test.use).
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-quic'] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node ../apps/server/src/server.ts',
      cwd: import.meta.dirname,
      env: serverEnv,
      url: `${baseURL}/api/ping`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node support/oidc-provider.mjs',
      cwd: import.meta.dirname,
      env: {
        OIDC_PORT: String(OIDC_PORT),
        OIDC_CLIENT_ID: oidcClient.id,
        OIDC_CLIENT_SECRET: oidcClient.secret,
        OIDC_REDIRECT_URI: `${baseURL}/auth/google/callback`,
      },
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
