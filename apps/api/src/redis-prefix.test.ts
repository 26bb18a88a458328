import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLimits } from './features/auth/attempt-guard';
import { freePort } from './test/free-port';

/**
 * Issue 32.3: the README lets several deployments share one Redis, each under its own
 * REDIS_CHANNEL_PREFIX. The login counters lived under a fixed `tavola:attempts:`, so eleven
 * wrong passwords at one deployment made the other refuse the right password. Two server
 * processes, each with its own database and prefix, on one Redis.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const entry = fileURLToPath(new URL('./server.ts', import.meta.url));

interface Deployment {
  prefix: string;
  base: string;
  child: ChildProcess;
  dataDir: string;
}

async function startDeployment(prefix: string): Promise<Deployment> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tavola-prefix-'));
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl!,
      REDIS_CHANNEL_PREFIX: prefix,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const base = `http://127.0.0.1:${port}`;
  // a first start seeds a fresh PGlite: on a loaded machine that takes its time
  for (let attempt = 0; attempt < 720; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return { prefix, base, child, dataDir };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output.join('')}`);
}

describe.skipIf(!redisUrl)('two deployments sharing one Redis', () => {
  const run = randomBytes(4).toString('hex');
  const deployments: Deployment[] = [];
  const redis = new Redis(redisUrl ?? '', { lazyConnect: true });

  beforeAll(async () => {
    await redis.connect();
    deployments.push(...(await Promise.all([startDeployment(`one-${run}`), startDeployment(`two-${run}`)])));
  }, 400_000);

  afterAll(async () => {
    for (const { child, dataDir } of deployments) {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
    for (const { prefix } of deployments) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  });

  const login = (base: string, password: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'manager@olive-linde.demo', password, manager: true }),
    });

  it('counts login attempts apart: wrong passwords at one do not lock the other', async () => {
    const [one, two] = deployments as [Deployment, Deployment];
    const limit = attemptLimits.login.accountAtAddress.max;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await login(one.base, `wrong-${i}`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await login(one.base, 'demo-manager-2026')).status).toBe(429);

    expect((await login(two.base, 'demo-manager-2026')).status).toBe(200);
    // every counter sits under its deployment's prefix
    expect((await redis.keys(`${one.prefix}:attempts:*`)).length).toBeGreaterThan(0);
    expect(await redis.keys(`${two.prefix}:attempts:*`)).not.toEqual([]);
  });
});
