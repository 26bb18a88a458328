import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';

const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
let child: ChildProcess | undefined;

function start(env: Record<string, string>) {
  const output: string[] = [];
  child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
  return { output, exited };
}

async function waitForHealth(port: number) {
  // a minute and a half: a first start seeds, and a loaded machine may take its time
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return response.json();
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

// one process on PGlite is enough: the PostgreSQL pass of the API tests skips it
describe.skipIf(process.env.TEST_DRIVER === 'postgres')('server process', () => {
  it('starts on an empty data directory, seeds, prints the URL and logins, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tavola-server-'));
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    expect(await waitForHealth(port)).toEqual({ status: 'ok', checks: { database: 'ok' } });
    const printed = first.output.join('');
    expect(printed).toContain(`Storefront:   http://localhost:${port}`);
    expect(printed).toMatch(/Managers: +manager@olive-linde\.demo \/ demo-manager-2026 +\(olive-linde\)/);
    // the event restaurant's manager too, to try the ticket pages
    expect(printed).toMatch(/ +manager@rosmarin\.demo \/ demo-rosmarin-2026 +\(kochschule-rosmarin\)/);
    child?.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // the data directory was closed cleanly: it opens again with the same restaurants
    const second = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port);
    const token = await fetch(`http://127.0.0.1:${port}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: 'storefront',
        client_secret: 'storefront',
      }),
    }).then((response) => response.json() as Promise<{ data: { access_token: string } }>);
    const info = await fetch(`http://127.0.0.1:${port}/api/restaurant/id?slug=sakura-ramen`, {
      headers: { authorization: `Bearer ${token.data.access_token}` },
    });
    expect(info.status).toBe(200);
    child?.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 200_000);

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'reports Redis in the health check when REDIS_URL is set',
    async () => {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'tavola-server-'));
      const run = start({
        PORT: String(port),
        DATA_DIR: dataDir,
        REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      });
      expect(await waitForHealth(port)).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
      child?.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    },
    60_000,
  );

  it("starts while Redis is unreachable and says 'degraded' (200: ordering works without it)", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'tavola-server-'));
    const run = start({ PORT: String(port), DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:1' });
    let response: Response | undefined;
    for (let attempt = 0; attempt < 120 && !response; attempt++) {
      response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!response) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(response?.status).toBe(200);
    expect(await response?.json()).toEqual({
      status: 'degraded',
      checks: { database: 'ok', redis: 'down' },
    });
    child?.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 120_000);

  it('runs on the test clock from TEST_CLOCK_START: tokens and opening hours read it', async () => {
    // Tuesday 12:30 in Berlin, years from the real date: Olive & Linde is open
    const startsAt = Date.parse('2031-12-02T11:30:00Z');
    const port = await freePort();
    const run = start({
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tavola-server-')),
      TEST_CLOCK_START: new Date(startsAt).toISOString(),
    });
    await waitForHealth(port);
    expect(run.output.join('')).toContain('Test clock:   started at 2031-12-02T11:30:00.000Z');
    const base = `http://127.0.0.1:${port}/api`;
    const token = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: 'storefront',
        client_secret: 'storefront',
      }),
    }).then((response) => response.json() as Promise<{ data: { access_token: string } }>);
    const claims = JSON.parse(
      Buffer.from(token.data.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { iat: number };
    expect(claims.iat * 1000).toBeGreaterThanOrEqual(startsAt - 1000);
    expect(claims.iat * 1000).toBeLessThan(startsAt + 60_000);
    const headers = { authorization: `Bearer ${token.data.access_token}` };
    const info = await fetch(`${base}/restaurant/restaurant-by-slug?slug=olive-linde`, { headers });
    expect(((await info.json()) as { data: { closed: boolean } }).data.closed).toBe(false);
    child?.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 120_000);

  it('refuses to start with a bad setting and names it', async () => {
    const run = start({ PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    expect(run.output.join('')).toContain('PORT');
  });
});
