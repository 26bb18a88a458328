import { type BrowserContext, test as base } from '@playwright/test';
import { testClock } from './test-clock';

/** Puts a browser context on the server's clock (decision 021); time runs on from there. */
export async function useTestClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: testClock.now() });
}

/**
 * Playwright's `test` with every page on the test clock: tests that depend on opening hours
 * import `test` and `expect` from here, never from '@playwright/test'.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await useTestClock(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';
