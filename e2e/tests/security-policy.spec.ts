import { expect, type Page, test } from '@playwright/test';
import { sideBasket } from '../support/side-basket';

/**
 * Issue 14.6: the pages work under their Content-Security-Policy. Any script, style, image,
 * connection or worker the policy blocks shows up as a `securitypolicyviolation` event or a
 * "Content Security Policy" console error; none may appear on the menu (with a dialog open, as
 * Radix adds a <style> then), on the checkout, in the manager area (with its live socket) or
 * on the API documentation.
 */

declare global {
  interface Window {
    policyViolations?: string[];
  }
}

/** Collects the page's policy violations, from the first script of every document on. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.policyViolations ??= [];
      window.policyViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => window.policyViolations ?? []))];
}

test('menu with a dialog open, then checkout: no policy violation', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one viewport is enough: the policy is the same');
  const violations = await watchPolicy(page);
  await page.goto('/menu?lang=en');
  await expect(page.getByRole('article').first()).toBeVisible();
  const drinks = page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Drinks' });
  await drinks.scrollIntoViewIfNeeded();
  await drinks.click();
  // a dish with choices opens its panel, a modal dialog (the side basket beside the menu is not one)
  await page.getByRole('button', { name: 'Add Still mineral water 0.5 l to the basket' }).click();
  await page.getByRole('button', { name: 'Details of Cola 0.33 l' }).click();
  const panel = page.getByRole('dialog', { name: 'Cola 0.33 l' });
  await expect(panel).toBeVisible();
  // Radix's scroll lock is on: its <style> element carries the page's nonce (beside the page's
  // own stylesheet, which a server-rendered menu carries inline with it, decision 035, and the
  // restaurant's colours, decision 059)
  await expect(page.locator('head style[nonce]:not(#tavola-css, #tavola-theme)')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await sideBasket(page, false).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // the menu stays on screen while /cart loads: its own Continue is the one to press
  await expect(page.getByRole('heading', { level: 1, name: 'Review Card' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // the service worker installed under its own script's policy: workbox imported, precache fetched
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
    .toBe('activated');
  expect(await violations()).toEqual([]);
});

test('manager area, logged in with its live socket: no policy violation', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one viewport is enough: the policy is the same');
  const violations = await watchPolicy(page);
  await page.goto('/manager?lang=en');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('manager@olive-linde.demo');
  await page.getByLabel('Password').fill('demo-manager-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Manager navigation' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the API documentation renders under its own policy', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one viewport is enough: the policy is the same');
  const violations = await watchPolicy(page);
  await page.goto('/api/docs');
  // Swagger UI lays out the whole document (some 200 operations and the socket's events) before
  // its heading appears: seconds on a loaded 2-core machine
  await expect(page.getByRole('heading', { name: /Tavola storefront API/ })).toBeVisible({ timeout: 20_000 });
  expect(await violations()).toEqual([]);
});
