import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3107);
// set once by the runner and inherited by its workers (which load this file again): tests read
// the e-mails the server keeps in $DATA_DIR/outbox (no SMTP_URL)
process.env.TAVOLA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tavola-e2e-'));
const dataDir = process.env.TAVOLA_E2E_DATA_DIR;

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
      use: { ...devices['Pixel 7'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    command: 'node ../apps/api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
});
