import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';

/**
 * ok: everything answers. degraded: only an optional dependency (Redis) is down; the instance
 * still takes orders, so a load balancer keeps it (200). unavailable: a required one (the
 * database) is down (503). Decision 020.
 */
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  checks: z.record(z.string(), z.enum(['ok', 'down'])),
});

async function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  try {
    await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** 200 while the database answers (degraded when Redis does not); 503 otherwise. */
export function healthRoutes({ checks }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { public: true },
        schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
      },
      async (_request, reply) => {
        const results = await Promise.all(
          checks.map(async (check) => {
            try {
              await withTimeout(check.ping(), 2000);
              return { check, state: 'ok' as const };
            } catch {
              return { check, state: 'down' as const };
            }
          }),
        );
        const down = results.filter(({ state }) => state === 'down');
        const status = down.some(({ check }) => !check.optional)
          ? 'unavailable'
          : down.length > 0
            ? 'degraded'
            : 'ok';
        return reply.status(status === 'unavailable' ? 503 : 200).send({
          status,
          checks: Object.fromEntries(results.map(({ check, state }) => [check.name, state])),
        });
      },
    );
  };
}
