import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium-path.mjs';
import { testClock } from './support/test-clock';

const port = Number(process.env.E2E_PORT ?? 3107);
/** a second server on the real clock, for the one spec that adapts to the real time */
const realTimePort = Number(process.env.E2E_REAL_TIME_PORT ?? port + 1000);
// set once by the runner and inherited by its workers (which load this file again): tests read
// the e-mails the server keeps in $DATA_DIR/outbox (no SMTP_URL)
process.env.TAVOLA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tavola-e2e-'));
const dataDir = process.env.TAVOLA_E2E_DATA_DIR;
const realTime = /real-time\.spec\.ts$/;
/** rewrites the built service worker every browser is served: runs alone, after the others */
const updatePrompt = /update-prompt\.spec\.ts$/;
const desktop = { viewport: { width: 1366, height: 900 } };

const server = (listenOn: number, env: Record<string, string>) => ({
  command: 'node ../apps/api/dist/server.js',
  url: `http://127.0.0.1:${listenOn}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(listenOn),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    ...env,
  },
});

/** Browser tests against the real built app and API on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath as string, args: chromiumArgs as string[] },
    trace: 'off',
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: [realTime, updatePrompt],
      use: { ...devices['Pixel 7'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
    { name: 'desktop', testIgnore: [realTime, updatePrompt], use: desktop },
    {
      name: 'real time',
      testMatch: realTime,
      use: { ...desktop, baseURL: `http://127.0.0.1:${realTimePort}` },
    },
    {
      name: 'update',
      testMatch: updatePrompt,
      dependencies: ['mobile', 'desktop', 'real time'],
      use: desktop,
    },
  ],
  // decision 021: the tests run on a fixed clock (support/test-clock.ts), one spec on the real one
  webServer: [
    server(port, { DATA_DIR: dataDir, TEST_CLOCK_START: testClock.startsAt }),
    server(realTimePort, { DATA_DIR: `${dataDir}-real-time` }),
  ],
});
