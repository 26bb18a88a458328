import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
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

/** 200 while the database (and Redis, when configured) answer; 503 otherwise. */
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
              return [check.name, 'ok'] as const;
            } catch {
              return [check.name, 'down'] as const;
            }
          }),
        );
        const healthy = results.every(([, state]) => state === 'ok');
        return reply
          .status(healthy ? 200 : 503)
          .send({ status: healthy ? 'ok' : 'unavailable', checks: Object.fromEntries(results) });
      },
    );
  };
}
