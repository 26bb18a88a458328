import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestContext, type TestContext } from '../../test/test-app';

/** 200 while every dependency answers its ping, 503 as soon as one does not. */

interface HealthBody {
  status: string;
  checks: Record<string, string>;
}

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('GET /api/health', () => {
  it("answers 200 { status: 'ok' } while the database answers", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json<HealthBody>()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('really pings the database', async () => {
    let pinged = 0;
    const app = await buildApp({
      ...ctx.deps,
      checks: [
        ...ctx.deps.checks,
        {
          name: 'counter',
          ping: async () => {
            pinged += 1;
          },
        },
      ],
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(pinged).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the check whose ping rejects', async () => {
    const app = await buildApp({
      ...ctx.deps,
      checks: [
        ...ctx.deps.checks,
        { name: 'redis', ping: () => Promise.reject(new Error('connection refused')) },
      ],
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json<HealthBody>()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', redis: 'down' },
      });
      expect(response.body).not.toContain('connection refused');
    } finally {
      await app.close();
    }
  });

  it('answers 503 when a ping hangs, without waiting for it forever', async () => {
    const app = await buildApp({
      ...ctx.deps,
      checks: [{ name: 'database', ping: () => new Promise<void>(() => {}) }],
    });
    try {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json<HealthBody>().checks.database).toBe('down');
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await app.close();
    }
  });
});
