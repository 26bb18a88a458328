import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium-path.mjs';
import { fromZeroSetupToken } from './support/from-zero';
import { fromZeroPort, landingPort, mainPort as port, realTimePort } from './support/servers';
import { testClock } from './support/test-clock';

// set once by the runner and inherited by its workers (which load this file again): tests read
// the e-mails the server keeps in $DATA_DIR/outbox (no SMTP_URL)
process.env.TAVOLA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tavola-e2e-'));
const dataDir = process.env.TAVOLA_E2E_DATA_DIR;
const realTime = /real-time\.spec\.ts$/;
const landing = /landing\.spec\.ts$/;
/** issue 20: the manager's look and pages, on the wide (tablet-sized) desktop project only */
const backOfficeLook = /back-office-look\.spec\.ts$/;
const fromZero = /from-zero\.spec\.ts$/;
/** rewrites the built service worker every browser is served: runs alone, after the others */
const updatePrompt = /update-prompt\.spec\.ts$/;
const desktop = { viewport: { width: 1366, height: 900 } };
/**
 * issue 15: the checks of the phone layout and the click count run on the phone projects only;
 * issue 16: so does ordering at a table (a guest with a phone at the table); issue 18: the
 * guest's event mode on the 390 px phone; issue 17: the table's shared bill, phones at one table,
 * and (issue 36) its receipts;
 * issue 19: the menu's time and a dish's own date
 */
const phoneOnly =
  /(phone-layout|ordering-clicks|table-ordering|table-bill|table-receipts|table-visit|deposits|event-mode|menu-time)\.spec\.ts$/;
/** issue 20: the staff invitation runs on the desktop project only (the manager area is tablet first) */
const staffOnly = /staff\.spec\.ts$/;
/** issue 34: the board spec sets its own tablet and phone screens; the desktop project runs it */
const boardScreens = /board-(busy-night|minors)\.spec\.ts$/;
/**
 * issue 33: a whole visit on the 390 and 360 px phones (a guest's phone), nowhere else; a class
 * booking's words too, on the guest's phone and the manager's
 */
const visitPhones = /(payment-back|legal-consent|new-page-top|visit-minors|class-booking)\.spec\.ts$/;
/** the ordering flows run on the small phones (issue 15) and the wide screen, not on the Pixel 7 too */
const orderingFlows = /(basket|checkout)\.spec\.ts$/;
/** a phone of the given size: touch, a phone's user agent, zooming out when the page is wider */
const phone = (width: number, height: number) => ({
  ...devices['Pixel 7'],
  viewport: { width, height },
  screen: { width, height },
  deviceScaleFactor: 2,
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
});

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
    // decision 042: the back office seals providers' credentials with it (a key for tests only)
    CREDENTIALS_KEY: 'e2e0'.repeat(16),
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
      testIgnore: [
        realTime,
        updatePrompt,
        phoneOnly,
        orderingFlows,
        landing,
        backOfficeLook,
        staffOnly,
        fromZero,
        boardScreens,
        visitPhones,
      ],
      use: { ...devices['Pixel 7'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
    {
      name: 'desktop',
      testIgnore: [realTime, updatePrompt, phoneOnly, landing, fromZero, visitPhones],
      use: desktop,
    },
    // issue 15: the small phones run the ordering flows and the layout checks (the 390 one also
    // the basket's and the click count); the suite stays within about 8 minutes on 2 cores
    {
      name: 'phone 360',
      testMatch: [/phone-layout\.spec\.ts$/, /checkout\.spec\.ts$/, visitPhones],
      use: phone(360, 740),
    },
    { name: 'phone 390', testMatch: [phoneOnly, orderingFlows, visitPhones], use: phone(390, 844) },
    {
      name: 'real time',
      testMatch: realTime,
      use: { ...desktop, baseURL: `http://127.0.0.1:${realTimePort}` },
    },
    // issue 19: its spec sets the phone (390) and desktop sizes itself
    { name: 'landing', testMatch: landing, use: { baseURL: `http://127.0.0.1:${landingPort}` } },
    // issue 20: a restaurant set up from zero on a server without demo data, on a wide screen
    {
      name: 'from zero',
      testMatch: fromZero,
      use: { ...desktop, baseURL: `http://127.0.0.1:${fromZeroPort}` },
    },
    {
      name: 'update',
      testMatch: updatePrompt,
      dependencies: ['mobile', 'desktop', 'phone 360', 'phone 390', 'real time', 'landing', 'from zero'],
      use: desktop,
    },
  ],
  // decision 021: the tests run on a fixed clock (support/test-clock.ts), one spec on the real one
  webServer: [
    server(port, { DATA_DIR: dataDir, TEST_CLOCK_START: testClock.startsAt }),
    server(realTimePort, { DATA_DIR: `${dataDir}-real-time` }),
    server(landingPort, {
      DATA_DIR: `${dataDir}-landing`,
      TEST_CLOCK_START: testClock.startsAt,
      HAS_LANDING: 'true',
    }),
    server(fromZeroPort, {
      DATA_DIR: `${dataDir}-from-zero`,
      TEST_CLOCK_START: testClock.startsAt,
      SEED_DEMO: 'false',
      SETUP_TOKEN: fromZeroSetupToken,
    }),
  ],
});
