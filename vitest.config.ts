import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure rules, i18n, web components) and `api` (the Fastify app through
 * app.inject against a real database: PGlite, or PostgreSQL when TEST_DRIVER=postgres).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            // the boundary check's own rules (scripts/check-boundaries.mjs)
            'scripts/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // one migrated and seeded database per run, copied for each test's context
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
