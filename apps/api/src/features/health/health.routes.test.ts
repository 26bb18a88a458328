import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * 200 'ok' while every dependency answers its ping; 200 'degraded' while only one the product
 * can do without (Redis) is down; 503 'unavailable' as soon as a required one (the database)
 * does not answer (decision 020).
 */

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

  it('answers 503 naming a required check whose ping rejects', async () => {
    const app = await buildApp({
      ...ctx.deps,
      checks: [
        ...ctx.deps.checks,
        { name: 'search', ping: () => Promise.reject(new Error('connection refused')) },
      ],
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json<HealthBody>()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', search: 'down' },
      });
      expect(response.body).not.toContain('connection refused');
    } finally {
      await app.close();
    }
  });

  it("answers 200 'degraded' while only Redis is down: ordering works, the instance stays in rotation", async () => {
    const app = await buildApp({
      ...ctx.deps,
      checks: [
        ...ctx.deps.checks,
        { name: 'redis', optional: true, ping: () => Promise.reject(new Error('connection refused')) },
      ],
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json<HealthBody>()).toEqual({
        status: 'degraded',
        checks: { database: 'ok', redis: 'down' },
      });
    } finally {
      await app.close();
    }
  });

  it('answers 503 when the database is down, whatever Redis says', async () => {
    const app = await buildApp({
      ...ctx.deps,
      checks: [
        { name: 'database', ping: () => Promise.reject(new Error('ECONNREFUSED')) },
        { name: 'redis', optional: true, ping: async () => undefined },
      ],
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json<HealthBody>()).toEqual({
        status: 'unavailable',
        checks: { database: 'down', redis: 'ok' },
      });
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
