import { type BrowserContext, test as base, expect } from '@playwright/test';
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
  // issue 21: the menu comes rendered from the server; a page the browser's first render does
  // not match (React's recoverable hydration error, main.tsx) is a defect in any test
  page: async ({ page }, use) => {
    const mismatches: string[] = [];
    const hydration = /hydration|Minified React error #(418|423|425)\b/i;
    page.on('console', (message) => {
      if (message.type() === 'error' && hydration.test(message.text())) mismatches.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (hydration.test(error.message)) mismatches.push(error.message);
    });
    await use(page);
    expect(mismatches, 'hydration mismatches').toEqual([]);
  },
});

export { expect };
